import t, { type Test } from 'tap'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inProcessEvents } from '@arena/bus'
import { MemoryEventStore } from '@arena/eventstore'
import { registerWebsocket, SocketRegistry, startGateway } from '@arena/gateway'
import { authGuards, createLogger, createTokenIssuer, systemClock } from '@arena/service-kit'
import { createNotificationsModule } from '@arena/support'
import { createWalletModule, everyAccountActive, walletRequestsIn } from '@arena/wallet'
import { needs } from '@arena/testing'
import { launchChromium, signedInPage } from './signedInPage'

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')

/**
 * The built app behind a gateway with the wallet, the notification centre and the live socket, on
 * one store; the relay feeds the centre's worker over the in-process bus, as in the embedded profile.
 */
async function startApp(t: Test) {
  const logger = createLogger('notifications-e2e', { level: 'silent' })
  const store = new MemoryEventStore()
  const issuer = createTokenIssuer({ secret: 'notifications-e2e-secret-notifications-e2e', ttlSeconds: 3600 })
  const registry = new SocketRegistry()
  const guards = authGuards(issuer)
  const ctx = { store, clock: systemClock, logger, issuer, guards, push: registry, dataDir: '/nonexistent' }
  const wallet = createWalletModule(ctx, { payoutEligibility: { check: async () => ({ ok: true }) }, webhookSecret: 'notifications-e2e-webhook', accounts: everyAccountActive })
  const events = await inProcessEvents(store)
  // Only the wallet's facts are told here: no bank is added and no contest runs.
  const nothingElse = async () => undefined
  const notifications = createNotificationsModule(ctx, { events, facts: { ...walletRequestsIn(store), bankName: nothingElse, contestName: nothingElse } })
  await wallet.start?.()
  await notifications.start?.()
  await notifications.startWorkers?.()
  const gateway = await startGateway({ logger, webRoot, health: {}, routes: [app => registerWebsocket(app, registry, { issuer, guards }), wallet.routes!, notifications.routes!] })
  const browser = await launchChromium()
  t.teardown(async () => {
    await browser.close()
    await gateway.close()
    await notifications.stop?.()
    await events.close()
    await wallet.stop?.()
    await store.close()
  })
  const signedIn = async (id: string, name: string, role: 'player' | 'admin') => signedInPage(browser, gateway.url, id, await issuer.issue({ id, name, role }))
  return { url: gateway.url, wallet, signedIn }
}

t.test('an admin rejects a deposit: the player\'s bell counts it live and the panel shows the reason; read marks stay after a reload', needs('chromium'), async t => {
  const app = await startApp(t)
  const at = new Date().toISOString()
  await app.wallet.handlers.requestDeposit({ commandId: 'dep-1', at, userId: 'player-1', depositId: 'd-1', amount: '500', method: 'UPI', reference: '412345678500', requestedBy: 'user' })
  await app.wallet.handlers.requestDeposit({ commandId: 'dep-2', at, userId: 'player-2', depositId: 'd-2', amount: '700', method: 'UPI', reference: '412345678700', requestedBy: 'user' })
  const player = await app.signedIn('player-1', 'Asha', 'player')
  await player.goto(`${app.url}/dashboard`)
  const bell = player.getByRole('button', { name: /^Notifications/ })
  await bell.waitFor()
  t.equal(await bell.getAttribute('aria-label'), 'Notifications', 'nothing unread yet')
  await player.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true))

  const admin = await app.signedIn('admin-1', 'Ops', 'admin')
  await admin.goto(`${app.url}/admin/deposits`)
  for (const reference of ['412345678500', '412345678700']) {
    await admin.getByRole('button', { name: `Reject deposit ${reference}` }).click()
    const dialog = admin.getByRole('dialog', { name: 'Reject deposit' })
    await dialog.getByLabel('Reject reason').fill(reference.endsWith('500') ? 'No payment arrived with this UTR' : 'Someone else\'s reason')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await dialog.waitFor({ state: 'hidden' })
  }

  await player.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor()
  t.ok(await player.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad === true), 'the count arrived without a reload')
  await player.getByRole('button', { name: 'Notifications, 1 unread' }).click()
  const panel = player.getByRole('region', { name: 'Notifications' })
  const item = panel.getByRole('listitem', { name: 'Unread: Deposit rejected' })
  await item.getByText('Your deposit of ₹500.00 (UTR 412345678500) was rejected. Reason: No payment arrived with this UTR').waitFor()
  t.equal(await panel.getByText(/Someone else's reason/).count(), 0, 'another player\'s rejection is not shown')

  await item.getByRole('button', { name: /^Mark as read/ }).click()
  await player.getByRole('button', { name: 'Notifications', exact: true }).waitFor()
  await player.reload()
  await player.getByRole('button', { name: 'Notifications', exact: true }).click()
  await player.getByRole('region', { name: 'Notifications' }).getByRole('listitem', { name: 'Deposit rejected', exact: true }).waitFor()
  t.pass('the read mark was kept across the reload')
})

import t, { type Test } from 'tap'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MemoryEventStore } from '@arena/eventstore'
import { registerWebsocket, SocketRegistry, startGateway } from '@arena/gateway'
import { authGuards, createLogger, createTokenIssuer, systemClock } from '@arena/service-kit'
import { createSupportModule } from '@arena/support'
import { needs } from '@arena/testing'
import { launchChromium, signedInPage } from './signedInPage'

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
/** A real 1x1 PNG, so the browser can decode what it is shown. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** The built app behind a gateway carrying the support module and the live socket. */
async function startApp(t: Test) {
  const logger = createLogger('support-e2e', { level: 'silent' })
  const store = new MemoryEventStore()
  const issuer = createTokenIssuer({ secret: 'support-e2e-secret-support-e2e-secret', ttlSeconds: 3600 })
  const registry = new SocketRegistry()
  const dataDir = await mkdtemp(join(tmpdir(), 'support-e2e-'))
  const guards = authGuards(issuer)
  const support = createSupportModule({ store, clock: systemClock, logger, issuer, guards, push: registry, dataDir })
  await support.start?.()
  const gateway = await startGateway({ logger, webRoot, health: {}, routes: [app => registerWebsocket(app, registry, { issuer, guards }), support.routes!] })
  const browser = await launchChromium()
  t.teardown(async () => {
    await browser.close()
    await gateway.close()
    await support.stop?.()
    await store.close()
    await rm(dataDir, { recursive: true, force: true })
  })
  const signedIn = async (id: string, name: string, role: 'player' | 'admin') => signedInPage(browser, gateway.url, id, await issuer.issue({ id, name, role }))
  const token = (id: string, name: string, role: 'player' | 'admin') => issuer.issue({ id, name, role })
  return { url: gateway.url, registry, signedIn, token }
}

t.test('a player and an admin work a ticket through to resolved, live', needs('chromium'), async t => {
  const app = await startApp(t)
  const player = await app.signedIn('player-1', 'Asha', 'player')

  await player.goto(`${app.url}/help-center`)
  await player.getByLabel('Subject').selectOption('Others')
  await player.getByLabel('Other Subject').fill('pan  upload FAILS')
  await player.getByLabel('Description').fill('My PAN image does not upload')
  await player.getByLabel(/Issue Image/).setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: PNG })
  await player.getByRole('button', { name: 'Submit' }).click()
  await player.waitForFunction(() => (document.querySelector('textarea[name=description]') as HTMLTextAreaElement | null)?.value === '')

  await player.goto(`${app.url}/help-history`)
  const row = player.getByRole('row', { name: /Pan Upload Fails/ })
  await row.waitFor()
  // Marks this page load: a reload would drop it, a client-side navigation keeps it.
  await player.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true))
  const sameLoad = () => player.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad === true)

  const admin = await app.signedIn('admin-1', 'Support', 'admin')
  await admin.goto(`${app.url}/admin/tickets`)
  await admin.getByRole('button', { name: /^Open / }).click()
  await admin.getByRole('img', { name: 'Image attached to the ticket' }).waitFor()
  await admin.getByLabel('Description').fill('Which browser do you use?')
  await admin.getByRole('button', { name: 'Send' }).click()

  await row.getByLabel('1 unread').waitFor()
  await player.getByRole('link', { name: '1 unread support reply' }).waitFor()
  t.ok(await sameLoad(), 'the history row and the header badge counted the reply live')

  await row.getByRole('link', { name: 'Chat' }).click()
  await player.waitForURL(/\/chat-room\/[0-9a-f-]{36}$/)
  const image = player.getByRole('img', { name: 'Image attached to the ticket' })
  await image.waitFor()
  t.ok(await image.evaluate(img => (img as HTMLImageElement).naturalWidth === 1), 'the attached image is shown')
  await player.getByText('Which browser do you use?').waitFor()
  await player.getByRole('link', { name: /unread support repl/ }).waitFor({ state: 'detached' })

  await admin.getByLabel('Description').fill('We fixed the upload, please retry')
  await admin.getByRole('button', { name: 'Send' }).click()
  await player.getByText('We fixed the upload, please retry').waitFor()
  t.ok(await sameLoad(), 'the reply arrived in the open chat room without a reload')
  t.equal(await player.getByRole('form', { name: 'Reply' }).count(), 1, 'the reply box is there while the ticket is open')

  await admin.getByRole('button', { name: 'Mark as Resolved' }).click()
  await player.getByText('This ticket is resolved.').waitFor()
  t.equal(await player.getByRole('form', { name: 'Reply' }).count(), 0, 'the reply box is gone')
  t.equal((await player.locator('dt:text-is("Status") + dd').textContent())?.trim(), 'Resolved')
  t.ok(await sameLoad())
})

t.test('the admin queue is live: a player\'s reply and a new ticket show without a reload', needs('chromium'), async t => {
  const app = await startApp(t)
  const open = async (id: string, name: string, subject: string) => {
    const form = new FormData()
    form.append('subject', subject)
    form.append('description', `${name} needs help`)
    const res = await fetch(`${app.url}/api/helpIssue-data`, { method: 'POST', headers: { authorization: `Bearer ${await app.token(id, name, 'player')}` }, body: form })
    return ((await res.json()) as { data: { _id: string } }).data._id
  }
  const ticketId = await open('player-1', 'Asha', 'Wallet')

  const admin = await app.signedIn('admin-1', 'Support', 'admin')
  await admin.goto(`${app.url}/admin/tickets`)
  await admin.getByRole('button', { name: /^Open / }).click()
  await admin.getByLabel('Description').fill('Please send the UTR')
  await admin.getByRole('button', { name: 'Send' }).click()
  await admin.getByRole('status').filter({ hasText: 'No ticket is waiting for a reply' }).waitFor()
  await admin.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true))

  const player = await app.signedIn('player-1', 'Asha', 'player')
  await player.goto(`${app.url}/chat-room/${ticketId}`)
  await player.getByText('Please send the UTR').waitFor()
  await player.getByLabel('Description').fill('UTR is 412345678500')
  await player.getByRole('button', { name: 'Send' }).click()

  const thread = admin.getByRole('article', { name: /^Ticket / })
  await thread.getByText('UTR is 412345678500').waitFor()
  await admin.getByRole('row', { name: /Asha/ }).getByText('awaiting reply').waitFor()
  await admin.getByRole('status').filter({ hasText: '1 ticket is waiting for a reply' }).waitFor()

  await open('player-2', 'Ravi', 'KYC')
  await admin.getByRole('row', { name: /Ravi/ }).waitFor()
  await admin.getByRole('status').filter({ hasText: '2 tickets are waiting for a reply' }).waitFor()
  t.ok(await admin.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad === true), 'the reply, the row and the new ticket arrived without a reload')
})

import t, { type Test } from 'tap'
import { needs } from '@arena/testing'
import { startWalletBrowserApp } from './walletBrowserApp'

const FLAG = {
  kind: 'pan', value: '******234F',
  accounts: [{ userId: 'player-1', name: 'asha01', at: '2026-03-01T10:00:00.000Z' }, { userId: 'player-9', name: 'asha02', at: '2026-03-01T11:00:00.000Z' }],
  firstAt: '2026-03-01T10:00:00.000Z', lastAt: '2026-03-01T11:00:00.000Z',
}

/** The wallet's browser app; identity's flags call is a stand-in answering the newest of 1,042 flags. */
const startApp = (t: Test) => startWalletBrowserApp(t, {
  name: 'fair-play-e2e',
  standIns: guards => app => { app.get('/api/admin/fair-play/flags', { preHandler: guards.requireAdmin }, async () => ({ status: true, data: [FLAG], total: 1042 })) },
})

t.test('the admin sees the flag and the held prize on the Fair play page and releases it into the winning wallet', needs('chromium'), async t => {
  const app = await startApp(t)
  const prize = { commandId: 'prize-1', at: new Date().toISOString(), userId: 'player-1', contestId: 'contest-1', contestName: 'Nifty Cup', rank: 1, amount: '500' }
  // What settlement sends for a flagged winner (the bus command's optional field).
  const flagged = { ...prize, holdForReview: 'Shares a PAN (******234F) with 1 other account' }
  await app.wallet.handlers.creditPrize(flagged)
  t.equal(app.wallet.view.balances('player-1').winningamount, '0.00', 'held, not paid')

  const admin = await app.signedIn('admin-1', 'Ops', 'admin')
  await admin.goto(`${app.url}/admin/fair-play`)
  await admin.getByRole('heading', { name: 'Fair play' }).waitFor()
  const flag = admin.getByRole('row').filter({ hasText: 'Same PAN' })
  t.match(await flag.innerText(), /\*{6}234F[\s\S]*asha01[\s\S]*asha02/, 'the flag with its masked value and both accounts')
  t.equal(await admin.getByRole('status').filter({ hasText: 'Showing the newest' }).innerText(), 'Showing the newest 1 of 1042 flags.', 'says the list is cut')
  const held = admin.getByRole('row').filter({ hasText: 'Nifty Cup' })
  t.match(await held.innerText(), /player-1[\s\S]*₹500\.00[\s\S]*Shares a PAN[\s\S]*Held for review/)
  await held.getByRole('button', { name: /^Release prize/ }).click()
  const dialog = admin.getByRole('dialog', { name: 'Release held prize' })
  await dialog.getByRole('button', { name: 'Release to winning wallet' }).click()
  await dialog.waitFor({ state: 'hidden' })
  await admin.getByRole('row').filter({ hasText: 'Nifty Cup' }).filter({ hasText: 'Released by admin:admin-1' }).waitFor()
  t.equal(await admin.getByRole('button', { name: /^Release prize/ }).count(), 0, 'nothing left to release')
  t.equal(app.wallet.view.balances('player-1').winningamount, '500.00', 'paid once')
})

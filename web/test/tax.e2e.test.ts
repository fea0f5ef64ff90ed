import t, { type Test } from 'tap'
import { needs } from '@arena/testing'
import { startWalletBrowserApp } from './walletBrowserApp'

const BANK = {
  _id: 'bank-1', accountNo: '001234566789', bankName: 'State Bank of India', accountHolderName: 'Asha Verma', ifscCode: 'SBIN0001234',
  branchName: 'Jaipur', cancelledChequeImage: '', status: 'accepted', rejectReason: '', date: '2026-03-01T10:00:00.000Z',
}

/** The wallet's browser app with TDS_POLICY=rule133 and 28% GST inside deposits. */
const startApp = (t: Test) => startWalletBrowserApp(t, {
  name: 'tax-e2e',
  walletOptions: { tdsPolicy: 'rule133', depositGstRate: '0.28', panLookup: { panOf: async () => 'ABCDE1234F' } },
  standIns: guards => app => { app.get('/api/user_bank_account_list', { preHandler: guards.authenticate }, async () => ({ status: true, data: [BANK] })) },
})

t.test('GST split on add money; Rule 133 working on the withdrawal form; the annual statement prints without the site around it', needs('chromium'), async t => {
  const app = await startApp(t)
  const w = app.wallet.handlers
  const at = () => new Date().toISOString()
  await w.requestDeposit({ commandId: 'dep', at: at(), userId: 'player-1', depositId: 'd1', amount: '1280', method: 'UPI', reference: '412345678901', requestedBy: 'user' })
  await w.confirmDeposit({ commandId: 'dep-ok', at: at(), userId: 'player-1', depositId: 'd1', confirmedBy: 'admin:admin-1' })
  await w.creditPrize({ commandId: 'prize', at: at(), userId: 'player-1', contestId: 'k1', contestName: 'Nifty Cup', rank: 1, amount: '2500' })

  const player = await app.signedIn('player-1', 'Asha', 'player')
  const blocked: string[] = []
  player.on('console', message => { if (/Content Security Policy/i.test(message.text())) blocked.push(message.text()) })

  await player.goto(`${app.url}/add-money`)
  await player.getByLabel('Amount (INR)').fill('1280')
  const split = player.getByLabel('GST on this deposit')
  await split.getByText('₹1000.00').waitFor()
  t.match(await split.innerText(), /You pay\s*₹1280\.00\s*GST \(28%, inside the amount\)\s*₹280\.00\s*Credited to your cash wallet\s*₹1000\.00/)

  await player.goto(`${app.url}/withdrawal-request`)
  await player.getByLabel('Withdrawal amount (INR)').fill('1500')
  const working = player.getByRole('table', { name: /How your TDS is worked out/ })
  await working.waitFor()
  // A 1,500 - B 1,000 (credited after GST) - C 0 - taxed 0 = 500 of net winnings: TDS 150.
  t.match(await working.innerText(), /Deposits credited in the year \(B\)\s*₹1000\.00[\s\S]*Net winnings \(0 if negative\)\s*₹500\.00\s*TDS = 30% of net winnings\s*₹150\.00\s*You receive \(amount - TDS\)\s*₹1350\.00/)
  t.match(await player.getByLabel('After TDS').innerText(), /Received amount\s*₹1350\.00\s*TDS amount\s*₹150\.00\s*TDS percent\s*30% of net winnings/)
  await player.getByRole('button', { name: 'Withdraw' }).click()
  await player.getByRole('status').filter({ hasText: 'TDS ₹150.00, you receive ₹1350.00' }).waitFor()

  const withdrawalId = app.wallet.view.withdrawals()[0]!._id
  await w.completeWithdrawal({ commandId: 'paid', at: at(), userId: 'player-1', withdrawalId, completedBy: 'admin:admin-1' })
  await player.getByRole('navigation', { name: 'Wallet' }).getByRole('link', { name: 'TDS statement' }).click()
  const statement = player.getByRole('region', { name: /Annual TDS statement/ })
  const row = player.getByRole('row').filter({ hasText: withdrawalId })
  await row.filter({ hasText: 'Completed' }).waitFor()
  t.match(await row.innerText(), /₹1500\.00\s+₹500\.00\s+₹150\.00\s+₹1350\.00/)
  await player.getByText('ABCDE1234F').waitFor()
  await player.getByText('Total TDS deducted').waitFor()
  t.ok(await player.getByRole('button', { name: 'Print' }).isEnabled())

  await player.emulateMedia({ media: 'print' })
  t.notOk(await player.locator('.site-header').isVisible(), 'the site header is not printed')
  t.notOk(await player.getByRole('button', { name: 'Print' }).isVisible(), 'nor the print button')
  t.ok(await statement.isVisible(), 'the statement is')
  t.same(blocked, [], 'nothing was blocked by the content security policy')
})

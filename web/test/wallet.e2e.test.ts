import t, { type Test } from 'tap'
import type { Page } from 'playwright-core'
import { needs } from '@arena/testing'
import { startWalletBrowserApp } from './walletBrowserApp'

const BANK = {
  _id: 'bank-1', accountNo: '001234566789', bankName: 'State Bank of India', accountHolderName: 'Asha Verma', ifscCode: 'SBIN0001234',
  branchName: 'Jaipur', cancelledChequeImage: '', status: 'accepted', rejectReason: '', date: '2026-03-01T10:00:00.000Z',
}

/**
 * The wallet's browser app. Identity's payout check needs a finished KYC, so it is a stand-in
 * accepting the one saved bank account, and the saved bank account list is that one account.
 */
const startApp = (t: Test) => startWalletBrowserApp(t, {
  name: 'wallet-e2e',
  payoutEligibility: {
    check: async (_userId, bankAccountId) => (bankAccountId === BANK._id ? { ok: true } : { ok: false, field: 'bank_account_id', message: 'First bank account is required' }),
  },
  standIns: guards => app => { app.get('/api/user_bank_account_list', { preHandler: guards.authenticate }, async () => ({ status: true, data: [BANK] })) },
})

const headerFigure = (page: Page, label: string) => page.getByRole('definition').filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${label}"]`) })

t.test('an admin-confirmed deposit shows in the cash wallet, live, and in the history table', needs('chromium'), async t => {
  const app = await startApp(t)
  const player = await app.signedIn('player-1', 'Asha', 'player')
  await player.goto(`${app.url}/add-money`)
  await headerFigure(player, 'Cash Wallet').filter({ hasText: '₹0.00' }).waitFor()
  await player.getByText('Please mention your username in custom message.').waitFor()
  await player.getByLabel('Amount (INR)').fill('-5')
  t.equal(await player.getByLabel('Amount (INR)').inputValue(), '-5', 'a minus sign is kept as typed, not dropped')
  await player.getByLabel('Transaction reference (UTR)').fill('x')
  await player.getByRole('button', { name: 'Submit deposit request' }).click()
  await player.getByText('Please enter valid deposit amount').waitFor()
  await player.getByText('Please enter valid UTR (12-digit UPI/IMPS, 16-character NEFT or 22-character RTGS)').waitFor()
  await player.getByLabel('Amount (INR)').fill('0500')
  t.equal(await player.getByLabel('Amount (INR)').inputValue(), '500', 'the leading zero is stripped')
  await player.getByLabel('Transaction reference (UTR)').fill('412345678500')
  await player.getByRole('button', { name: 'Submit deposit request' }).click()
  await player.getByRole('form', { name: 'Tell us about your transfer' }).getByRole('status').filter({ hasText: 'Deposit request submitted' }).waitFor()
  await player.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true))

  const admin = await app.signedIn('admin-1', 'Ops', 'admin')
  await admin.goto(`${app.url}/admin`)
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Deposits' }).click()
  await admin.getByRole('button', { name: 'Confirm deposit 412345678500' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Confirm deposit' })
  await dialog.getByText('₹500.00').waitFor()
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await dialog.waitFor({ state: 'hidden' })
  await admin.getByRole('button', { name: 'Confirm deposit 412345678500' }).waitFor({ state: 'detached' })

  await headerFigure(player, 'Cash Wallet').filter({ hasText: '₹500.00' }).waitFor()
  t.ok(await player.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad === true), 'the header balance changed live, without a reload')

  await app.wallet.handlers.debitEntryFee({
    commandId: 'fee-1', at: new Date().toISOString(), userId: 'player-1', contestId: 'contest-9', contestName: 'Nifty Cup', fee: '100',
    ticked: { cash: true, winning: false, reward: false },
  })
  await player.getByRole('link', { name: 'Wallet History' }).click()
  await player.waitForURL(/\/WalletHistoryTable$/)
  const deposit = player.getByRole('row').filter({ hasText: 'Deposit' })
  await deposit.filter({ hasText: '₹500.00' }).filter({ hasText: 'Completed' }).waitFor()
  const participate = player.getByRole('link', { name: 'participate in Nifty Cup' })
  t.equal(await participate.getAttribute('href'), '/trading-contest/contest-9')
  await headerFigure(player, 'Cash Wallet').filter({ hasText: '₹400.00' }).waitFor()
})

t.test('a withdrawal from winnings shows its TDS to the player and the admin; a rejection shows its reason', needs('chromium'), async t => {
  const app = await startApp(t)
  await app.wallet.handlers.creditPrize({ commandId: 'prize-1', at: new Date().toISOString(), userId: 'player-2', contestId: 'contest-1', contestName: 'Nifty Cup', rank: 1, amount: '1300' })
  const player = await app.signedIn('player-2', 'Ravi', 'player')
  await player.goto(`${app.url}/withdrawal-request`)
  await headerFigure(player, 'Winning Amount').filter({ hasText: '₹1300.00' }).waitFor()
  await player.getByLabel('Bank account').filter({ hasText: 'State Bank of India •••• 6789' }).waitFor()

  await player.getByRole('button', { name: 'Withdraw' }).click()
  await player.getByText('Withdrawal amount is required').waitFor()
  await player.getByLabel('Withdrawal amount (INR)').fill('1300')
  const preview = player.getByLabel('After TDS')
  t.match(await preview.innerText(), /Received amount\s*₹1000\.00\s*TDS amount\s*₹300\.00\s*TDS percent\s*30%/)
  await player.getByRole('button', { name: 'Withdraw' }).click()
  await player.getByRole('status').filter({ hasText: 'TDS ₹300.00, you receive ₹1000.00' }).waitFor()
  await headerFigure(player, 'Winning Amount').filter({ hasText: '₹0.00' }).waitFor()

  await player.goto(`${app.url}/withdrawalHistoryTable`)
  await player.getByRole('row').filter({ hasText: '₹1300.00' }).filter({ hasText: '₹300.00' }).filter({ hasText: '₹1000.00' }).filter({ hasText: 'Pending' }).waitFor()

  const admin = await app.signedIn('admin-1', 'Ops', 'admin')
  await admin.goto(`${app.url}/admin/withdrawals`)
  const row = admin.getByRole('row').filter({ hasText: 'player-2' })
  t.match(await row.innerText(), /Gross ₹1300\.00\s+TDS ₹300\.00\s+Net ₹1000\.00/, 'the admin sees amount, TDS and pay out')
  await row.getByRole('button', { name: /^Reject withdrawal/ }).click()
  const dialog = admin.getByRole('dialog', { name: 'Reject withdrawal' })
  await dialog.getByLabel('Reject reason').fill('Account name does not match the PAN')
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await dialog.waitFor({ state: 'hidden' })

  await player.getByRole('button', { name: /^Rejected: show the reason/ }).click()
  await player.getByRole('dialog', { name: 'Withdrawal Reject Reason' }).getByText('Account name does not match the PAN').waitFor()
  await headerFigure(player, 'Winning Amount').filter({ hasText: '₹1300.00' }).waitFor()
})

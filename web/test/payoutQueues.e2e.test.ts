import t from 'tap'
import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import type { PayoutAccountDto, PlayerContactDto } from '@arena/contracts'
import { needs } from '@arena/testing'
import { startWalletBrowserApp } from './walletBrowserApp'

/** Long, real-looking facts (ids are UUIDs, as the product's are): the queue must fit a 1366 px screen with them. */
const VENKAT = '5f0c8a4e-2b7d-4c1e-9a3f-6d8e1b2c4a70'
const ASHA = 'c3e1f9a2-7b64-4d2f-8e15-0a9b3c6d2e81'
const BANK_ID = '9b2d6e1f-4a8c-4f3b-b7e2-1c5d9a0e3f64'
const PLAYERS: Record<string, PlayerContactDto> = {
  [VENKAT]: {
    userId: VENKAT, name: 'Venkataraghavan Subramaniam', mobile: '9876543210', countryCode: '91', email: 'venkataraghavan.subramaniam@example.com',
    kycStatus: 'complete', upiIds: ['venkataraghavan.s@okhdfcbank'],
  },
  [ASHA]: { userId: ASHA, name: 'Asha Rao', mobile: '9123456780', countryCode: '91', email: null, kycStatus: 'pending', upiIds: [] },
}
const ACCOUNT: PayoutAccountDto = {
  bankAccountId: BANK_ID, accountHolderName: 'Venkataraghavan Subramaniam', accountNo: '000123456789012345', ifscCode: 'HDFC0001234',
  bankName: 'HDFC Bank', branchName: 'Mylapore, Chennai', status: 'accepted',
}

const startApp = (t: Parameters<typeof startWalletBrowserApp>[0]) => startWalletBrowserApp(t, {
  name: 'payout-queues-e2e',
  players: {
    contactOf: async userId => PLAYERS[userId] ?? null,
    payoutAccountOf: async (userId, bankAccountId) => (userId === VENKAT && bankAccountId === ACCOUNT.bankAccountId ? ACCOUNT : null),
  },
  standIns: () => () => {},
})

const LAPTOP = { width: 1366, height: 768 }
/** The widest of the page and every table's scroll box: a table scrolling sideways inside the page does not fit either. */
const overflow = (page: Page) => page.evaluate(() => Math.max(
  document.documentElement.scrollWidth,
  ...[...document.querySelectorAll('.data-table__scroll')].map(box => document.documentElement.clientWidth + box.scrollWidth - box.clientWidth),
))

t.test('the admin withdrawal queue shows who to pay and where, and fits a 1366 px screen', needs('chromium'), async t => {
  const app = await startApp(t)
  const at = () => new Date().toISOString()
  await app.wallet.handlers.creditPrize({ commandId: 'prize-7', at: at(), userId: VENKAT, contestId: 'c1', contestName: 'Nifty Cup', rank: 1, amount: '5000' })
  const withdrawalIds = [randomUUID(), randomUUID()]
  for (const [n, withdrawalId] of withdrawalIds.entries()) {
    await app.wallet.handlers.requestWithdrawal({ commandId: `w-${n}`, at: at(), userId: VENKAT, withdrawalId, amount: n === 0 ? '1300' : '650', bankAccountId: BANK_ID })
  }

  const admin = await app.signedIn('admin-1', 'Ops', 'admin', LAPTOP)
  await admin.goto(`${app.url}/admin/withdrawals`)
  const row = admin.getByRole('row').filter({ has: admin.getByRole('button', { name: `Complete withdrawal ${withdrawalIds[0]}` }) })
  await row.waitFor()
  const text = await row.innerText()
  for (const shown of ['Venkataraghavan Subramaniam', '+91 9876543210', 'A/c 000123456789012345', 'IFSC HDFC0001234']) t.ok(text.includes(shown), `the row shows ${shown}`)
  t.match(text, /Gross ₹1300\.00\s+TDS ₹300\.00\s+Net ₹1000\.00/, 'the TDS line: gross, tax, net')
  t.ok(await overflow(admin) <= LAPTOP.width, 'the queue fits the screen')

  await row.getByRole('button', { name: 'Details' }).click()
  const panel = admin.getByRole('region', { name: 'Pay to' })
  await panel.getByText('HDFC Bank, Mylapore, Chennai').waitFor()
  await panel.getByText('venkataraghavan.s@okhdfcbank').waitFor()
  await panel.getByRole('button', { name: 'Copy account number' }).waitFor()
  await panel.getByRole('button', { name: 'Copy ifsc' }).waitFor()
  const player = admin.getByRole('region', { name: 'Player' })
  await player.getByText('KYC complete').waitFor()
  await player.getByText('venkataraghavan.subramaniam@example.com').waitFor()
  const withdrawal = admin.getByRole('region', { name: 'Withdrawal' })
  await withdrawal.getByText('Gross ₹1300.00 − TDS ₹300.00 = Net ₹1000.00').waitFor()
  await withdrawal.getByText(withdrawalIds[0]!).waitFor()
  t.ok(await overflow(admin) <= LAPTOP.width, 'the open detail panel fits too')
  t.equal(await row.getByRole('button', { name: 'Hide' }).getAttribute('aria-expanded'), 'true')
})

t.test('a reused reference is flagged to the admin; a rejected deposit shows its reason to the player', needs('chromium'), async t => {
  const app = await startApp(t)
  const at = () => new Date().toISOString()
  const reference = '412345678901'
  const first = randomUUID()
  await app.wallet.handlers.requestDeposit({ commandId: 'd-1', at: at(), userId: ASHA, depositId: first, amount: '300', method: 'UPI', reference, requestedBy: 'user' })
  await app.wallet.handlers.rejectDeposit({ commandId: 'd-1-no', at: at(), userId: ASHA, depositId: first, reason: 'No such credit on the statement', rejectedBy: 'admin:admin-2' })
  await app.wallet.handlers.requestDeposit({ commandId: 'd-2', at: at(), userId: VENKAT, depositId: randomUUID(), amount: '300', method: 'NEFT/IMPS', reference, requestedBy: 'user' })
  await app.wallet.handlers.requestDeposit({ commandId: 'd-3', at: at(), userId: ASHA, depositId: randomUUID(), amount: '450', method: 'UPI', reference: '412345678902', requestedBy: 'user' })

  const admin = await app.signedIn('admin-1', 'Ops', 'admin', LAPTOP)
  await admin.goto(`${app.url}/admin/deposits`)
  const reused = admin.getByRole('row').filter({ has: admin.getByRole('button', { name: `Confirm deposit ${reference}` }) })
  t.match(await reused.innerText(), /Venkataraghavan Subramaniam[\s\S]*NEFT\/IMPS[\s\S]*412345678901[\s\S]*Used before/, 'username, method, reference and the flag')
  const fresh = admin.getByRole('row').filter({ has: admin.getByRole('button', { name: 'Confirm deposit 412345678902' }) })
  t.match(await fresh.innerText(), /Asha Rao\s+\+91 9123456780/)
  t.notMatch(await fresh.innerText(), /Used before/, 'a new reference is not flagged')
  await reused.getByRole('button', { name: 'Details' }).click()
  await admin.getByRole('region', { name: 'Reference used before' }).getByText(`${first}: user ${ASHA}, rejected`).waitFor()
  t.ok(await overflow(admin) <= LAPTOP.width, 'the deposit queue fits the screen')

  const player = await app.signedIn(ASHA, 'Asha', 'player')
  await player.goto(`${app.url}/wallet`)
  const requests = player.getByRole('region', { name: 'Your deposit requests' })
  const rejected = requests.getByRole('listitem', { name: `Deposit ₹300.00 reference ${reference}` })
  await rejected.getByText('No such credit on the statement').waitFor()
  await rejected.getByText(first).waitFor()
  await requests.getByRole('listitem', { name: 'Deposit ₹450.00 reference 412345678902' }).getByText('Waiting for review').waitFor()
  t.equal(await requests.getByRole('listitem').count(), 2, "only the player's own requests")

  await player.goto(`${app.url}/transaction-history`)
  await player.getByRole('button', { name: `Rejected: show the reason for ${first}` }).click()
  await player.getByRole('dialog', { name: 'Deposit Reject Reason' }).getByText('No such credit on the statement').waitFor()
})

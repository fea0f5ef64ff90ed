import t from 'tap'
import { ApiError } from '../src/app/api'
import { realtimeActionType } from '../src/app/realtime'
import { approvalNote, approvalProgress, isFirstOfTwo } from '../src/features/admin/wallet/approvals'
import { adminQueueActionRequested, adminQueueRequested, adminUnmatchedRequested, selectAdminDeposits, selectAdminWithdrawals, selectUnmatchedPayments } from '../src/features/admin/wallet/slice'
import { loggedOut, tokenReceived } from '../src/features/session/slice'
import type { TransactionDto } from '../src/features/wallet/api'
import { historyRow } from '../src/features/wallet/historyRows'
import { amountInput, withdrawalPreview } from '../src/features/wallet/preview'
import { BANK_REDIRECT_MS } from '../src/features/wallet/sagas'
import { historyClosed, historyOpened, selectBalances, selectHistory, walletBalanceRequested } from '../src/features/wallet/slice'
import { depositSubmitted, selectDepositForm, selectWithdrawal, withdrawalSubmitted } from '../src/features/wallet/withdrawalSlice'
import { settle, setup, tokenFor, type Call } from './authHarness'

const balances = { balance: '100.00', winningamount: '1300.00', bonus: '25.00' }

function server(overrides: Record<string, (call: Call) => unknown> = {}) {
  return (call: Call) => {
    const handler = overrides[call.path]
    if (handler) return handler(call)
    if (call.path === 'wallet-balance') return { status: true, data: balances }
    throw new Error(`unexpected call to ${call.path}`)
  }
}

function signedIn(overrides: Record<string, (call: Call) => unknown> = {}) {
  const app = setup(server(overrides))
  app.store.dispatch(tokenReceived(tokenFor({ sub: 'user-1', name: 'asha01' })))
  return app
}

const push = (payload: unknown) => ({ type: realtimeActionType('walletBalance'), payload })
const pathsOf = (calls: Call[]) => calls.map(call => call.path)

t.test('balances load from wallet-balance and follow the walletBalance push', async t => {
  const { store, api } = signedIn()
  store.dispatch(walletBalanceRequested())
  await settle()
  t.same(api.calls, [{ method: 'get', path: 'wallet-balance', body: undefined }])
  t.same(selectBalances(store.getState()), balances)

  store.dispatch(push({ balance: '600.00', winningamount: '1300.00', bonus: '25.00' }))
  t.equal(selectBalances(store.getState())?.balance, '600.00', 'the push replaces the cash balance')
  store.dispatch(push({ balance: 600 }))
  t.equal(selectBalances(store.getState())?.balance, '600.00', 'a malformed push is ignored')

  store.dispatch(loggedOut())
  t.equal(selectBalances(store.getState()), null, 'nothing of this account is left after logout')
})

t.test('a failed balance load is shown, not taken for zero', async t => {
  const { store } = signedIn({ 'wallet-balance': () => { throw new ApiError('Cannot reach the server', 0) } })
  store.dispatch(walletBalanceRequested())
  await settle()
  t.equal(selectBalances(store.getState()), null)
  t.equal(store.getState().wallet.error, 'Cannot reach the server')
})

t.test('a table on screen loads and reloads on each balance push; a closed one does not', async t => {
  const rows: TransactionDto[] = [
    { tx_id: 't1', amount: '500.00', status: 'pending', txStatus: 'deposit', transType: 'CREDIT', date: '2026-03-01T10:00:00.000Z', contest_id: null, bank_detail_id: null, reject: null },
  ]
  const { store, api } = signedIn({ getTransactionWallet: () => ({ status: true, data: rows }) })
  store.dispatch(historyOpened('getTransactionWallet'))
  await settle()
  t.same(api.calls, [{ method: 'post', path: 'getTransactionWallet', body: {} }])
  t.match(selectHistory('getTransactionWallet')(store.getState()), { status: 'loaded', rows })

  store.dispatch(push(balances))
  await settle()
  t.same(pathsOf(api.calls), ['getTransactionWallet', 'getTransactionWallet'])

  store.dispatch(historyClosed('getTransactionWallet'))
  store.dispatch(push(balances))
  await settle()
  t.equal(api.calls.length, 2, 'no reload once nobody shows the table')
})

t.test('the withdrawal form gives every client message without calling the server', async t => {
  const { store, api, clock, navigations, toasts } = signedIn()
  const cases: [string, string, Record<string, string>][] = [
    ['', 'bank-1', { amount: 'Withdrawal amount is required' }],
    ['   ', 'bank-1', { amount: 'Withdrawal amount is required' }],
    ['0', 'bank-1', { amount: 'Please enter valid withdrawal amount' }],
    ['0.00', 'bank-1', { amount: 'Please enter valid withdrawal amount' }],
    ['12.345', 'bank-1', { amount: 'Please enter valid withdrawal amount' }],
    ['-5', 'bank-1', { amount: 'Please enter valid withdrawal amount' }],
  ]
  for (const [amount, bankAccountId, errors] of cases) {
    store.dispatch(withdrawalSubmitted({ amount, bankAccountId }))
    await settle()
    t.same(selectWithdrawal(store.getState()).errors, errors, JSON.stringify(amount))
  }
  t.same(navigations, [])

  store.dispatch(withdrawalSubmitted({ amount: '500', bankAccountId: '' }))
  await settle()
  t.same(selectWithdrawal(store.getState()).errors, { bankAccountId: 'First bank account is required' })
  t.same(toasts().at(-1), ['error', 'First bank account is required'])
  t.same(navigations, [], 'the player has 2 s to read the message')
  clock.release(BANK_REDIRECT_MS)
  await settle()
  t.same(navigations, ['/bankdetail'])
  t.same(api.calls, [], 'nothing reached the server')
})

t.test('the received amount, TDS amount and TDS percent for sample amounts', async t => {
  t.same(withdrawalPreview('1300'), { received: '1000.00', tds: '300.00', percent: '30%', formula: 'amount x 30 / 130' })
  t.match(withdrawalPreview('100'), { received: '76.92', tds: '23.08', percent: '30%' })
  t.match(withdrawalPreview('0.01'), { received: '0.01', tds: '0.00' })
  t.match(withdrawalPreview('2500.50'), { received: '1923.46', tds: '577.04' })
  t.equal(withdrawalPreview(''), null)
  t.equal(withdrawalPreview('0'), null)
  t.equal(withdrawalPreview('1.234'), null)
  t.equal(amountInput('0500'), '500', 'a leading zero is stripped')
  t.equal(amountInput('00.5'), '0.5')
  t.equal(amountInput('1a2,0'), '120')
  t.equal(amountInput('1.2.3'), '1.23')
})

t.test('server field errors go beside their fields; a refusal of no field is shown on the form', async t => {
  const refusals: [ApiError, Record<string, string>][] = [
    [new ApiError('Insufficient balance in winning wallet', 400, { amount: 'Insufficient balance in winning wallet' }), { amount: 'Insufficient balance in winning wallet' }],
    [new ApiError('First bank account is required', 400, { bank_account_id: 'First bank account is required' }), { bankAccountId: 'First bank account is required' }],
    [new ApiError('Please complete your KYC first', 400, { kyc: 'Please complete your KYC first' }), { form: 'Please complete your KYC first' }],
    [new ApiError('Wallet is busy, please try again', 409), { form: 'Wallet is busy, please try again' }],
  ]
  for (const [refusal, errors] of refusals) {
    const { store, api, navigations } = signedIn({ 'withdral-request-add': () => { throw refusal } })
    store.dispatch(withdrawalSubmitted({ amount: '1300', bankAccountId: 'bank-1' }))
    await settle()
    t.same(api.calls, [{ method: 'post', path: 'withdral-request-add', body: { amount: '1300', bank_account_id: 'bank-1' } }])
    t.same(selectWithdrawal(store.getState()).errors, errors, refusal.message)
    t.same(navigations, [])
  }
})

t.test('an accepted withdrawal shows its TDS, updates the balances and reloads the withdrawal list', async t => {
  const { store, api, toasts } = signedIn({
    'withdral-request-add': () => ({
      status: true, message: 'Withdrawal request submitted successfully',
      data: { tds: '300.00', paid: '1000.00', tdsRate: '30/130', balances: { ...balances, winningamount: '0.00' } },
    }),
    user_withdrawal_list: () => ({ status: true, data: [] }),
  })
  store.dispatch(withdrawalSubmitted({ amount: '1300', bankAccountId: 'bank-1' }))
  await settle()
  t.match(selectWithdrawal(store.getState()), { status: 'sent', receipt: { amount: '1300', tds: '300.00', paid: '1000.00' } })
  t.equal(selectBalances(store.getState())?.winningamount, '0.00')
  t.same(toasts(), [['success', 'Withdrawal request submitted successfully']])
  t.same(pathsOf(api.calls), ['withdral-request-add', 'user_withdrawal_list'])
})

t.test('history rows map to the table text, with the participate link', async t => {
  const base = { status: 'success' as const, date: '2026-03-01T10:00:00.000Z', bank_detail_id: null, reject: null }
  const participate = historyRow({ ...base, tx_id: 't1', amount: '50', txStatus: 'participate', transType: 'DEBIT', contest_id: { _id: 'c 1', contestName: 'Nifty Cup' } })
  t.match(participate, { txId: 't1', amount: '₹50.00', regardTo: 'DEBIT', txType: 'participate in Nifty Cup', contestLink: '/trading-contest/c%201' })
  const unnamed = historyRow({ ...base, tx_id: 't2', amount: '50.00', txStatus: 'participate', transType: 'DEBIT', contest_id: { _id: 'c2' } })
  t.match(unnamed, { txType: 'participate in c2', contestLink: '/trading-contest/c2' })
  const deposit = historyRow({ ...base, tx_id: 't3', amount: '500.00', status: 'pending', txStatus: 'deposit', transType: 'CREDIT', contest_id: null })
  t.match(deposit, { txType: 'Deposit', contestLink: null, status: 'Pending', regardTo: 'CREDIT' })
  const prize = historyRow({ ...base, tx_id: 't4', amount: '900.00', txStatus: 'winning', transType: 'CREDIT', contest_id: { _id: 'c1', contestName: 'Nifty Cup' } })
  t.match(prize, { txType: 'Winning: Nifty Cup', contestLink: null })
  const rejected = historyRow({ ...base, tx_id: 't5', amount: '1300.00', status: 'rejected', txStatus: 'withdral', transType: 'DEBIT', contest_id: null, reject: 'Name does not match', tds: '300.00', paid: '1000.00' })
  t.match(rejected, { txType: 'Withdrawal', status: 'Rejected', reject: 'Name does not match', tds: '₹300.00', paid: '₹1000.00' })
  t.equal(historyRow({ ...base, tx_id: 't6', amount: '1.00', txStatus: 'withdral', transType: 'DEBIT', contest_id: null }).status, 'Completed')
})

t.test('a deposit request is sent with its method, and its field errors are kept', async t => {
  const { store, api } = signedIn({
    'deposit-request': () => { throw new ApiError('This reference is already used by another deposit', 409, { reference: 'This reference is already used by another deposit' }) },
  })
  store.dispatch(depositSubmitted({ amount: '0500', method: 'UPI', reference: 'sbin 0123456789ab' }))
  await settle()
  t.same(api.calls, [{ method: 'post', path: 'deposit-request', body: { amount: '500', method: 'UPI', reference: 'SBIN0123456789AB' } }])
  t.match(selectDepositForm(store.getState()), { status: 'failed', errors: { reference: 'This reference is already used by another deposit' } })
})

t.test('a deposit of "-5" with the reference "x" is refused on the form, with the wallet\'s texts, and never sent', async t => {
  const { store, api } = signedIn()
  store.dispatch(depositSubmitted({ amount: '-5', method: 'NEFT/IMPS', reference: 'x' }))
  await settle()
  t.same(api.calls, [], 'nothing reaches the server')
  t.match(selectDepositForm(store.getState()), {
    status: 'failed',
    errors: { amount: 'Please enter valid deposit amount', reference: 'Please enter valid UTR (12-digit UPI/IMPS, 16-character NEFT or 22-character RTGS)' },
  })
  store.dispatch(depositSubmitted({ amount: '1' + '0'.repeat(60), method: 'NEFT/IMPS', reference: '412345678901' }))
  await settle()
  t.match(selectDepositForm(store.getState()).errors, { amount: 'Maximum amount is 9999999999.99' }, 'the shared ceiling')
})

t.test('admin deposit queue: load pending, confirm, reject with a reason, each followed by a reload', async t => {
  const row = { _id: 'd1', userId: 'user-1', amount: '500.00', method: 'UPI', reference: 'UTR1', status: 'pending', date: '2026-03-01T10:00:00.000Z', reject: null }
  const { store, api } = signedIn({
    'admin/deposits?status=pending': () => ({ status: true, data: [row] }),
    'admin/deposits/d1/confirm': () => ({ status: true, message: 'Deposit confirmed' }),
    'admin/deposits/d1/reject': call => {
      if (!(call.body as { reason?: string }).reason) throw new ApiError('Reject reason is required', 400, { reason: 'Reject reason is required' })
      return { status: true, message: 'Deposit rejected' }
    },
  })
  store.dispatch(adminQueueRequested({ queue: 'deposits', filter: 'pending' }))
  await settle()
  t.match(selectAdminDeposits(store.getState()), { status: 'loaded', rows: [row] })

  store.dispatch(adminQueueActionRequested({ queue: 'deposits', id: 'd1', action: 'confirm' }))
  await settle()
  t.same(api.calls.slice(1, 3), [
    { method: 'post', path: 'admin/deposits/d1/confirm', body: {} },
    { method: 'get', path: 'admin/deposits?status=pending', body: undefined },
  ])
  t.equal(selectAdminDeposits(store.getState()).action.status, 'done')

  store.dispatch(adminQueueActionRequested({ queue: 'deposits', id: 'd1', action: 'reject', reason: '' }))
  await settle()
  t.match(selectAdminDeposits(store.getState()).action, { status: 'failed', errors: { reason: 'Reject reason is required' } })
  store.dispatch(adminQueueActionRequested({ queue: 'deposits', id: 'd1', action: 'reject', reason: 'No such credit on the statement' }))
  await settle()
  t.same(api.calls.at(-2), { method: 'post', path: 'admin/deposits/d1/reject', body: { reason: 'No such credit on the statement' } })
  t.equal(selectAdminDeposits(store.getState()).action.status, 'done')
})

t.test('admin withdrawal queue: a withdrawal held for the declaration review shows its reason and is released, then reloaded', async t => {
  const hold = { status: 'held', reason: 'Declared state Karnataka, KYC address proof says Goa', at: '2026-03-01T10:00:00.000Z', releasedBy: null }
  const row = { _id: 'w1', userId: 'user-1', amount: '200.00', tds: '46.15', paid: '153.85', bank_detail_id: 'b1', status: 'pending', date: '2026-03-01T10:00:00.000Z', reject: null, approvals: [], approvalsNeeded: 1, hold }
  const { store, api } = signedIn({
    'admin/withdrawals?status=pending': () => ({ status: true, data: [row] }),
    'admin/withdrawals/w1/release': () => ({ status: true, message: 'Withdrawal released for payout' }),
  })
  store.dispatch(adminQueueRequested({ queue: 'withdrawals', filter: 'pending' }))
  await settle()
  t.match(selectAdminWithdrawals(store.getState()).rows, [{ _id: 'w1', hold: { status: 'held', reason: hold.reason } }])
  store.dispatch(adminQueueActionRequested({ queue: 'withdrawals', id: 'w1', action: 'release' }))
  await settle()
  t.same(api.calls.slice(1, 3), [
    { method: 'post', path: 'admin/withdrawals/w1/release', body: {} },
    { method: 'get', path: 'admin/withdrawals?status=pending', body: undefined },
  ])
  t.equal(selectAdminWithdrawals(store.getState()).action.status, 'done')
})

t.test('two-admin rows show "1 of 2 approvals" while they wait; one-admin and settled rows show none', async t => {
  t.equal(approvalProgress({ status: 'pending', approvals: [], approvalsNeeded: 2 }), '0 of 2 approvals')
  t.equal(approvalProgress({ status: 'pending', approvals: ['admin:a1'], approvalsNeeded: 2 }), '1 of 2 approvals')
  t.equal(approvalProgress({ status: 'success', approvals: ['admin:a1'], approvalsNeeded: 2 }), null)
  t.equal(approvalProgress({ status: 'pending', approvals: [], approvalsNeeded: 1 }), null)
  t.equal(isFirstOfTwo({ status: 'pending', approvals: [], approvalsNeeded: 2 }), true)
  t.equal(isFirstOfTwo({ status: 'pending', approvals: ['admin:a1'], approvalsNeeded: 2 }), false)
  t.match(approvalNote({ status: 'pending', approvals: ['admin:a1'], approvalsNeeded: 2 }, 'confirm'), /Approved by admin:a1: a different admin's confirmation is 2 of 2/)
})

t.test('the admin deposits area lists the unmatched payments', async t => {
  const row = { _id: 'p1', eventId: 'evt-9', reason: 'unknownUser', userId: 'ghost', depositId: null, amount: '500', reference: '412345678901', method: 'UPI', date: '2026-03-01T10:00:00.000Z' }
  const { store, api } = signedIn({ 'admin/deposits/unmatched': () => ({ status: true, data: [row] }) })
  store.dispatch(adminUnmatchedRequested())
  await settle()
  t.same(pathsOf(api.calls), ['admin/deposits/unmatched'])
  t.match(selectUnmatchedPayments(store.getState()), { status: 'loaded', rows: [row] })
})

import type { Action } from '@reduxjs/toolkit'
import { all, call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects'
import { normalizeAmount, normalizeReference, validateDeposit, validateWithdrawal } from '@arena/domain'
import { ApiError, asApiError, type ApiClient } from '../../app/api'
import { formSaga } from '../../app/formSaga'
import { rowsOf, takeLatestRead, type Read } from '../../app/requestSaga'
import { deps } from '../../app/sagaDeps'
import { toastShown } from '../toast/slice'
import { fetchBalance, fetchBankAccounts, fetchDepositRequests, fetchHistory, HISTORY_CALLS, postDeposit, postWithdrawal, type DepositMethod, type HistoryCall, type TransactionDto, type WithdrawalAnswer } from './api'
import {
  depositRequestsFailed, depositRequestsLoaded, depositRequestsRequested, historyFailed, historyLoaded, historyOpened, historyRequested, walletBalanceFailed, walletBalanceLoaded, walletBalancePushed, walletBalanceRequested,
  type WalletState,
} from './slice'
import {
  bankAccountsFailed, bankAccountsLoaded, bankAccountsRequested, depositFormSlice, withdrawalAccepted, withdrawalRefused, withdrawalSubmitted,
  type WithdrawalErrors,
} from './withdrawalSlice'

/** Spec section 9: with no bank account the form goes to /bankdetail after 2 s. */
export const BANK_REDIRECT_MS = 2000

const loadHistory: Read<HistoryCall, { data: TransactionDto[] }> = {
  send: fetchHistory,
  loaded: (answer, table) => historyLoaded({ call: table, rows: rowsOf(answer) }),
  failed: (error, table) => historyFailed({ call: table, error }),
}

/** A table opened on screen loads fresh; a balance push reloads every table someone is looking at. */
function* requestHistory(action: ReturnType<typeof historyOpened>) {
  yield put(historyRequested(action.payload))
}

function* refreshOpenTables() {
  const wallet: WalletState = yield select((state: { wallet: WalletState }) => state.wallet)
  for (const name of HISTORY_CALLS) if ((wallet.histories[name]?.open ?? 0) > 0) yield put(historyRequested(name))
  // Every change to a deposit (confirmed, rejected) is pushed to its owner: the list follows it live.
  if (wallet.depositRequests.status !== 'idle') yield put(depositRequestsRequested())
}

/** The server's field names back to the form's; a key of no field (e.g. kyc) is a form-level error. */
function formErrors(errors: Record<string, string>, message: string): WithdrawalErrors {
  const out: WithdrawalErrors = {}
  for (const [key, text] of Object.entries(errors)) {
    if (key === 'amount') out.amount = text
    else if (key === 'bank_account_id' || key === 'bankAccountId') out.bankAccountId = text
    else out.form = text
  }
  if (Object.keys(out).length === 0) out.form = message
  return out
}

function* withdraw(action: ReturnType<typeof withdrawalSubmitted>) {
  const { api, sleep, navigate } = yield* deps()
  const { amount, bankAccountId } = action.payload
  const errors = validateWithdrawal({ amount, bankAccountId })
  if (Object.keys(errors).length > 0) {
    yield put(withdrawalRefused({ errors }))
    if (errors.bankAccountId) {
      yield put(toastShown({ kind: 'error', text: errors.bankAccountId }))
      yield call(sleep, BANK_REDIRECT_MS)
      yield call(navigate, '/bankdetail')
    }
    return
  }
  try {
    const answer: WithdrawalAnswer = yield call(postWithdrawal, api, { amount, bankAccountId })
    const data = answer.data
    const receipt = data ? { amount, tds: data.tds, paid: data.paid, tdsRate: data.tdsRate } : null
    yield put(withdrawalAccepted({ message: answer.message, receipt }))
    yield put(toastShown({ kind: 'success', text: answer.message }))
    if (data?.balances) yield put(walletBalanceLoaded(data.balances))
    yield put(historyRequested('user_withdrawal_list'))
  } catch (error) {
    const refusal = asApiError(error)
    yield put(withdrawalRefused({ errors: formErrors(refusal.errors, refusal.message), message: refusal.message }))
  }
}

const historyOf = (table: HistoryCall) => (action: Action): action is ReturnType<typeof historyRequested> =>
  historyRequested.match(action) && action.payload === table

/**
 * The deposit form's rules are the wallet's own (libs/domain validateDeposit: the withdrawal
 * amount rules and a real UTR), checked here first so "-5" or "x" never reach the server;
 * refusals come back as field errors either way.
 */
export function sendDepositRequest(api: ApiClient, values: Record<string, string>) {
  const amount = values.amount ?? ''
  const reference = values.reference ?? ''
  const errors = validateDeposit({ amount, reference })
  if (Object.keys(errors).length > 0) return Promise.reject(new ApiError('Please check the highlighted fields', 400, errors))
  const method = (values.method ?? 'NEFT/IMPS') as DepositMethod
  return postDeposit(api, { amount: normalizeAmount(amount), method, reference: normalizeReference(reference) })
}

const sendDeposit = formSaga(depositFormSlice, sendDepositRequest, 'Deposit request submitted')

export function* walletSaga() {
  yield all([
    takeLatestRead(walletBalanceRequested.type, { send: fetchBalance, loaded: answer => walletBalanceLoaded(answer.data), failed: walletBalanceFailed }),
    takeEvery(historyOpened.type, requestHistory),
    // Latest per table: a slow old answer must not overwrite a newer one of the same table.
    ...HISTORY_CALLS.map(table => takeLatestRead(historyOf(table), loadHistory)),
    takeLatest(walletBalancePushed.type, refreshOpenTables),
    takeLatestRead(bankAccountsRequested.type, { send: fetchBankAccounts, loaded: answer => bankAccountsLoaded(rowsOf(answer)), failed: bankAccountsFailed }),
    takeLatest(withdrawalSubmitted.type, withdraw),
    fork(sendDeposit),
    takeLatestRead(depositRequestsRequested.type, { send: fetchDepositRequests, loaded: answer => depositRequestsLoaded(rowsOf(answer)), failed: depositRequestsFailed }),
    // A request just filed shows in the list at once.
    takeLatest(depositFormSlice.actions.succeeded.type, function* () { yield put(depositRequestsRequested()) }),
  ])
}

import type { Action } from '@reduxjs/toolkit'
import { all, call, put, select, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../../app/api'
import { deps } from '../../../app/sagaDeps'
import { toastShown } from '../../toast/slice'
import { fetchQueue, fetchUnmatchedPayments, postQueueAction, type DepositRowDto, type UnmatchedPaymentDto, type WalletQueue, type WithdrawalRowDto } from './api'
import {
  adminQueueActionDone, adminQueueActionFailed, adminQueueActionRequested, adminQueueFailed, adminQueueLoaded, adminQueueRequested,
  adminUnmatchedFailed, adminUnmatchedLoaded, adminUnmatchedRequested, type AdminWalletState,
} from './slice'

function* load(action: ReturnType<typeof adminQueueRequested>) {
  const { api } = yield* deps()
  const { queue, filter } = action.payload
  try {
    const answer: { data: (DepositRowDto | WithdrawalRowDto)[] } = yield call(fetchQueue, api, queue, filter)
    yield put(adminQueueLoaded({ queue, rows: Array.isArray(answer.data) ? answer.data : [] }))
  } catch (error) {
    yield put(adminQueueFailed({ queue, error: asApiError(error).message }))
  }
}

function* loadUnmatched() {
  const { api } = yield* deps()
  try {
    const answer: { data: UnmatchedPaymentDto[] } = yield call(fetchUnmatchedPayments, api)
    yield put(adminUnmatchedLoaded(Array.isArray(answer.data) ? answer.data : []))
  } catch (error) {
    yield put(adminUnmatchedFailed(asApiError(error).message))
  }
}

const FALLBACK: Record<string, string> = { confirm: 'Deposit confirmed', complete: 'Withdrawal completed', reject: 'Rejected', release: 'Withdrawal released for payout' }

/** One decision, then the queue reloads with its filter so the row shows its new status (or leaves). */
function* act(action: ReturnType<typeof adminQueueActionRequested>) {
  const { api } = yield* deps()
  const { queue, id, action: verb, reason, payoutReference } = action.payload
  const body = verb === 'reject' ? { reason: reason ?? '' } : verb === 'complete' && payoutReference ? { payoutReference } : {}
  try {
    const answer: { message?: string } = yield call(postQueueAction, api, queue, id, verb, body)
    const message = answer.message || FALLBACK[verb]!
    yield put(adminQueueActionDone({ queue, message }))
    yield put(toastShown({ kind: 'success', text: message }))
  } catch (error) {
    const refusal = asApiError(error)
    yield put(adminQueueActionFailed({ queue, message: refusal.message, errors: refusal.errors }))
    yield put(toastShown({ kind: 'error', text: refusal.message }))
  }
  const filter: AdminWalletState[WalletQueue]['filter'] = yield select((state: { adminWallet: AdminWalletState }) => state.adminWallet[queue].filter)
  yield put(adminQueueRequested({ queue, filter }))
}

const forQueue = <A extends Action>(type: string, queue: WalletQueue) => (action: Action): action is A =>
  action.type === type && ((action as { payload?: { queue?: unknown } }).payload)?.queue === queue

export function* adminWalletSaga() {
  yield all([
    ...(['deposits', 'withdrawals'] as const).flatMap(queue => [
      takeLatest(forQueue<ReturnType<typeof adminQueueRequested>>(adminQueueRequested.type, queue), load),
      takeLatest(forQueue<ReturnType<typeof adminQueueActionRequested>>(adminQueueActionRequested.type, queue), act),
    ]),
    takeLatest(adminUnmatchedRequested.type, loadUnmatched),
  ])
}

import type { Action } from '@reduxjs/toolkit'
import { all, put, select, takeLatest } from 'redux-saga/effects'
import { rowsOf, sendChange, takeLatestRead, type Read } from '../../../app/requestSaga'
import { fetchQueue, fetchUnmatchedPayments, postQueueAction, type DepositRowDto, type QueueFilter, type WalletQueue, type WithdrawalRowDto } from './api'
import {
  adminQueueActionDone, adminQueueActionFailed, adminQueueActionRequested, adminQueueFailed, adminQueueLoaded, adminQueueRequested,
  adminUnmatchedFailed, adminUnmatchedLoaded, adminUnmatchedRequested, type AdminWalletState,
} from './slice'

const loadQueue: Read<{ queue: WalletQueue; filter: QueueFilter }, { data: (DepositRowDto | WithdrawalRowDto)[] }> = {
  send: (api, { queue, filter }) => fetchQueue(api, queue, filter),
  loaded: (answer, { queue }) => adminQueueLoaded({ queue, rows: rowsOf(answer) }),
  failed: (error, { queue }) => adminQueueFailed({ queue, error }),
}

const FALLBACK: Record<string, string> = { confirm: 'Deposit confirmed', complete: 'Withdrawal completed', reject: 'Rejected', release: 'Withdrawal released for payout' }

/** One decision, then the queue reloads with its filter so the row shows its new status (or leaves). */
function* act(action: ReturnType<typeof adminQueueActionRequested>) {
  const { queue, id, action: verb, reason, payoutReference } = action.payload
  const body = verb === 'reject' ? { reason: reason ?? '' } : verb === 'complete' && payoutReference ? { payoutReference } : {}
  yield* sendChange({
    send: api => postQueueAction(api, queue, id, verb, body),
    fallback: FALLBACK[verb]!,
    done: message => adminQueueActionDone({ queue, message }),
    failed: refusal => adminQueueActionFailed({ queue, ...refusal }),
  })
  const filter: AdminWalletState[WalletQueue]['filter'] = yield select((state: { adminWallet: AdminWalletState }) => state.adminWallet[queue].filter)
  yield put(adminQueueRequested({ queue, filter }))
}

const forQueue = <A extends Action>(type: string, queue: WalletQueue) => (action: Action): action is A =>
  action.type === type && ((action as { payload?: { queue?: unknown } }).payload)?.queue === queue

export function* adminWalletSaga() {
  yield all([
    ...(['deposits', 'withdrawals'] as const).flatMap(queue => [
      takeLatestRead(forQueue<ReturnType<typeof adminQueueRequested>>(adminQueueRequested.type, queue), loadQueue),
      takeLatest(forQueue<ReturnType<typeof adminQueueActionRequested>>(adminQueueActionRequested.type, queue), act),
    ]),
    takeLatestRead(adminUnmatchedRequested.type, { send: fetchUnmatchedPayments, loaded: answer => adminUnmatchedLoaded(rowsOf(answer)), failed: adminUnmatchedFailed }),
  ])
}

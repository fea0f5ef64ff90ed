import { put, select, takeLeading } from 'redux-saga/effects'
import { sendChange, takeLatestRead } from '../../../app/requestSaga'
import { decideBankDetail, decideKycDocument, fetchBankQueue, fetchKycQueue, type BankReviewRow, type KycReviewRow, type ReviewFilter, type ReviewQueue } from './api'
import { reviewDecisionDone, reviewDecisionFailed, reviewDecisionRequested, reviewQueueFailed, reviewQueueLoaded, reviewQueueRequested, type AdminReviewState } from './slice'

/** One decision; on success the queue reloads with its filter, so the judged item leaves the pending list. */
function* decide(action: ReturnType<typeof reviewDecisionRequested>) {
  const request = action.payload
  const decided: boolean = yield* sendChange({
    send: api => request.queue === 'kyc'
      ? decideKycDocument(api, request.id, request.document, request.decision, request.reason)
      : decideBankDetail(api, request.id, request.decision, request.reason),
    fallback: 'Saved',
    done: message => reviewDecisionDone({ queue: request.queue, message }),
    failed: refusal => reviewDecisionFailed({ queue: request.queue, ...refusal }),
    // The dialog shows the refusal under its fields.
    toastRefusal: false,
  })
  if (!decided) return
  const filter: string = yield select((state: { adminReview: AdminReviewState }) => state.adminReview[request.queue].filter)
  yield put(reviewQueueRequested({ queue: request.queue, filter }))
}

export function* adminReviewSaga() {
  yield takeLatestRead(reviewQueueRequested.type, {
    send: (api, { queue, filter }: { queue: ReviewQueue; filter: ReviewFilter }) => (queue === 'kyc' ? fetchKycQueue(api, filter) : fetchBankQueue(api, filter)) as Promise<{ data: (KycReviewRow | BankReviewRow)[] }>,
    loaded: (answer, { queue }) => reviewQueueLoaded({ queue, rows: answer.data }),
    failed: (error, { queue }) => reviewQueueFailed({ queue, error }),
  })
  yield takeLeading(reviewDecisionRequested.type, decide)
}

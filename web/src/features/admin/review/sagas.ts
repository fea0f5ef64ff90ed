import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects'
import { asApiError } from '../../../app/api'
import { deps } from '../../../app/sagaDeps'
import { toastShown } from '../../toast/slice'
import { decideBankDetail, decideKycDocument, fetchBankQueue, fetchKycQueue, type BankReviewRow, type KycReviewRow } from './api'
import {
  reviewDecisionDone, reviewDecisionFailed, reviewDecisionRequested, reviewQueueFailed, reviewQueueLoaded, reviewQueueRequested,
  type AdminReviewState,
} from './slice'

function* load(action: ReturnType<typeof reviewQueueRequested>) {
  const { api } = yield* deps()
  const { queue, filter } = action.payload
  try {
    if (queue === 'kyc') {
      const answer: { data: KycReviewRow[] } = yield call(fetchKycQueue, api, filter)
      yield put(reviewQueueLoaded({ queue, rows: answer.data }))
    } else {
      const answer: { data: BankReviewRow[] } = yield call(fetchBankQueue, api, filter)
      yield put(reviewQueueLoaded({ queue, rows: answer.data }))
    }
  } catch (error) {
    yield put(reviewQueueFailed({ queue, error: asApiError(error).message }))
  }
}

/** One decision; on success the queue reloads with its filter, so the judged item leaves the pending list. */
function* decide(action: ReturnType<typeof reviewDecisionRequested>) {
  const { api } = yield* deps()
  const request = action.payload
  try {
    const answer: { message?: string } = request.queue === 'kyc'
      ? yield call(decideKycDocument, api, request.id, request.document, request.decision, request.reason)
      : yield call(decideBankDetail, api, request.id, request.decision, request.reason)
    const message = answer.message || 'Saved'
    yield put(reviewDecisionDone({ queue: request.queue, message }))
    yield put(toastShown({ kind: 'success', text: message }))
    const filter: string = yield select((state: { adminReview: AdminReviewState }) => state.adminReview[request.queue].filter)
    yield put(reviewQueueRequested({ queue: request.queue, filter }))
  } catch (error) {
    const refusal = asApiError(error)
    yield put(reviewDecisionFailed({ queue: request.queue, message: refusal.message, errors: refusal.errors }))
  }
}

export function* adminReviewSaga() {
  yield takeLatest(reviewQueueRequested.type, load)
  yield takeLeading(reviewDecisionRequested.type, decide)
}

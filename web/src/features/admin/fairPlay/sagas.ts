import { all, call, put, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../../app/api'
import { deps } from '../../../app/sagaDeps'
import { toastShown } from '../../toast/slice'
import { fetchFairPlayFlags, fetchPrizeHolds, postPrizeDecision, type FairPlayFlagDto, type PrizeHoldDto } from './api'
import { fairPlayFailed, fairPlayLoaded, fairPlayRequested, prizeDecisionDone, prizeDecisionFailed, prizeDecisionRequested } from './slice'

function* load() {
  const { api } = yield* deps()
  try {
    const [flags, holds]: [{ data: FairPlayFlagDto[] }, { data: PrizeHoldDto[] }] = yield all([call(fetchFairPlayFlags, api), call(fetchPrizeHolds, api)])
    yield put(fairPlayLoaded({ flags: Array.isArray(flags.data) ? flags.data : [], holds: Array.isArray(holds.data) ? holds.data : [] }))
  } catch (error) {
    yield put(fairPlayFailed(asApiError(error).message))
  }
}

const FALLBACK = { release: 'Prize released to the winning wallet', withhold: 'Prize withheld' } as const

/** One decision, then the page reloads so the hold shows its new status. */
function* decide(action: ReturnType<typeof prizeDecisionRequested>) {
  const { api } = yield* deps()
  const { holdId, decision, reason } = action.payload
  try {
    const answer: { message?: string } = yield call(postPrizeDecision, api, holdId, decision, reason)
    const message = answer.message || FALLBACK[decision]
    yield put(prizeDecisionDone(message))
    yield put(toastShown({ kind: 'success', text: message }))
  } catch (error) {
    const refusal = asApiError(error)
    yield put(prizeDecisionFailed({ message: refusal.message, errors: refusal.errors }))
    yield put(toastShown({ kind: 'error', text: refusal.message }))
  }
  yield put(fairPlayRequested())
}

export function* adminFairPlaySaga() {
  yield all([takeLatest(fairPlayRequested.type, load), takeLatest(prizeDecisionRequested.type, decide)])
}

import { all, put, takeLatest } from 'redux-saga/effects'
import { rowsOf, sendChange, takeLatestRead } from '../../../app/requestSaga'
import { fetchFairPlayFlags, fetchPrizeHolds, postPrizeDecision } from './api'
import { fairPlayFailed, fairPlayLoaded, fairPlayRequested, prizeDecisionDone, prizeDecisionFailed, prizeDecisionRequested } from './slice'

const FALLBACK = { release: 'Prize released to the winning wallet', withhold: 'Prize withheld' } as const

/** One decision, then the page reloads so the hold shows its new status. */
function* decide(action: ReturnType<typeof prizeDecisionRequested>) {
  const { holdId, decision, reason } = action.payload
  yield* sendChange({ send: api => postPrizeDecision(api, holdId, decision, reason), fallback: FALLBACK[decision], done: prizeDecisionDone, failed: prizeDecisionFailed })
  yield put(fairPlayRequested())
}

export function* adminFairPlaySaga() {
  yield all([
    takeLatestRead(fairPlayRequested.type, {
      send: api => Promise.all([fetchFairPlayFlags(api), fetchPrizeHolds(api)]),
      loaded: ([flags, holds]) => fairPlayLoaded({ flags: rowsOf(flags), flagsTotal: flags.total ?? rowsOf(flags).length, holds: rowsOf(holds) }),
      failed: fairPlayFailed,
    }),
    takeLatest(prizeDecisionRequested.type, decide),
  ])
}

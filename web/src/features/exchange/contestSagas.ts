import { contestTopic, type LeaderboardRowDto } from '@arena/contracts'
import type { PayloadAction } from '@reduxjs/toolkit'
import { call, fork, put, race, select, take, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { followTopic, unfollowTopic } from '../../app/realtimeSaga'
import { deps } from '../../app/sagaDeps'
import type { ContestResult } from '../contest/result'
import { lookUpResult, RESULT_REDIRECT_MS } from '../contest/resultSagas'
import { fetchAccount, fetchContest, fetchLeaderboard, fetchPortfolioSeries, fetchPositions, type AccountData, type ContestAnswer, type PositionsData, type SeriesPoint } from './api'
import {
  accountFailed, accountLoaded, clockTicked, contestClosed, contestFailed, contestLoaded, contestOpened, exchangePushed,
  leaderboardFailed, leaderboardLoaded, resultSettled,
} from './slice'
import { orderSaga } from './ordersSagas'
import { positionsFailed, positionsLoaded, seriesFailed, seriesLoaded } from './performanceSlice'
import { orderPushed } from './ordersSlice'
import { selectRemainingMs, selectTimedOut } from './selectors'
import { serverClock } from './serverClockSagas'

/** Spec section 9: the account is read every second, the countdown ticks every second. */
export const ACCOUNT_POLL_MS = 1000
export const TICK_MS = 1000
/** Spec section 9: after Time Out the player goes to /dashboard after 3 s. */
export const TIME_OUT_REDIRECT_MS = 3000

function* loadContest(contestId: string) {
  const { api } = yield* deps()
  try {
    const answer: ContestAnswer = yield call(fetchContest, api, contestId)
    const pairs = answer.data.pair?.map(p => p.pairRealName) ?? answer.data.item.pairs
    yield put(contestLoaded({ item: answer.data.item, pairs }))
  } catch (error) {
    yield put(contestFailed(asApiError(error).message))
  }
}

function* loadAccount(contestId: string) {
  const { api } = yield* deps()
  try {
    const answer: { data: AccountData } = yield call(fetchAccount, api, contestId)
    yield put(accountLoaded(answer.data))
    return true
  } catch (error) {
    const refusal = asApiError(error)
    yield put(accountFailed(refusal.message))
    // Not joined, or no such contest: asking again every second will not change that.
    return refusal.status !== 403 && refusal.status !== 404
  }
}

function* pollAccount(contestId: string) {
  const { sleep } = yield* deps()
  while ((yield call(loadAccount, contestId)) as boolean) yield call(sleep, ACCOUNT_POLL_MS)
}

/** Spec section 9 has no figure for these: P&L follows prices every 5 s, the value line every minute. */
export const POSITIONS_POLL_MS = 5000
export const SERIES_POLL_MS = 60_000

function* loadPositions(contestId: string) {
  const { api } = yield* deps()
  try {
    const answer: { data: PositionsData } = yield call(fetchPositions, api, contestId)
    yield put(positionsLoaded(answer.data))
  } catch (error) {
    yield put(positionsFailed(asApiError(error).message))
  }
}

function* loadSeries(contestId: string) {
  const { api } = yield* deps()
  try {
    const answer: { data: { points: SeriesPoint[] } } = yield call(fetchPortfolioSeries, api, contestId)
    yield put(seriesLoaded(answer.data.points))
  } catch (error) {
    yield put(seriesFailed(asApiError(error).message))
  }
}

function* every(ms: number, work: (contestId: string) => Generator, contestId: string) {
  const { sleep } = yield* deps()
  for (;;) {
    yield call(work, contestId)
    yield call(sleep, ms)
  }
}

function* loadLeaderboard(contestId: string) {
  const { api } = yield* deps()
  try {
    const answer: { data: LeaderboardRowDto[] } = yield call(fetchLeaderboard, api, contestId)
    yield put(leaderboardLoaded(answer.data))
  } catch (error) {
    yield put(leaderboardFailed(asApiError(error).message))
  }
}

/**
 * Ticks the countdown; at Time Out leaves the contest's topic, shows the player's result once the
 * contest is settled, and goes to /dashboard after time to read it (3 s when there is none).
 */
function* countdown(contestId: string, topic: { name: string; followed: boolean }) {
  const { now, sleep, navigate } = yield* deps()
  for (;;) {
    yield put(clockTicked(now()))
    if ((yield select(selectTimedOut)) as boolean) break
    // The last tick lands on the end instant itself, so Time Out shows then, not up to a second late.
    const left = (yield select(selectRemainingMs)) as number | null
    const wait = left !== null && left > 0 && left < TICK_MS ? left : TICK_MS
    // A Complete flag or the server's timeout must not wait for the next tick.
    yield race({ tick: call(sleep, wait), pushed: take([exchangePushed.flag, exchangePushed.timeOut, contestLoaded.type]) })
  }
  // Spec section 4: the contest's live data is dropped first, then the redirect.
  topic.followed = false
  yield put(unfollowTopic(topic.name))
  const result: ContestResult = yield call(lookUpResult, contestId)
  yield put(resultSettled(result))
  yield call(sleep, result.status === 'unavailable' ? TIME_OUT_REDIRECT_MS : RESULT_REDIRECT_MS)
  navigate('/dashboard')
}

function* contestWork(contestId: string, topic: { name: string; followed: boolean }) {
  yield fork(loadContest, contestId)
  yield fork(pollAccount, contestId)
  yield fork(loadLeaderboard, contestId)
  yield fork(serverClock, contestId)
  yield fork(countdown, contestId, topic)
  yield fork(orderSaga, contestId)
  yield fork(every, POSITIONS_POLL_MS, loadPositions, contestId)
  yield fork(every, SERIES_POLL_MS, loadSeries, contestId)
  // A fill changes holdings and the ranking at once; do not wait for the next poll.
  yield takeLatest(orderPushed, function* () {
    yield call(loadAccount, contestId)
    yield call(loadLeaderboard, contestId)
    yield call(loadPositions, contestId)
    yield call(loadSeries, contestId)
  })
}

/** While a screen shows a contest: follow `contest:<id>`, load it, poll the account, tick the clock. */
function* contestSession(action: PayloadAction<{ contestId: string }>) {
  const topic = { name: contestTopic(action.payload.contestId), followed: true }
  yield put(followTopic(topic.name))
  try {
    yield race({ closed: take(contestClosed.type), work: call(contestWork, action.payload.contestId, topic) })
  } finally {
    if (topic.followed) yield put(unfollowTopic(topic.name))
  }
}

export function* contestSaga() {
  yield takeLatest(contestOpened.type, contestSession)
}

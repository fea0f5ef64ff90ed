import { all, call, fork, put, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { deps } from '../../app/sagaDeps'
import { fetchBanners, fetchGlobalLeaderboard, fetchOwnPrizeHolds } from './api'
import { detailOpened } from './detailSlice'
import { prizeHoldsFailed, prizeHoldsLoaded } from './prizeHoldSlice'
import type { PrizeHoldDto } from '@arena/contracts'
import { bannersFrom, bannersLoaded, bannersRequested } from './bannersSlice'
import { contestClockSaga } from './clockSagas'
import { contestDetailSaga } from './detailSagas'
import { globalLeaderboardFailed, globalLeaderboardLoaded, globalLeaderboardRequested } from './leaderboardSlice'
import { contestListsSaga } from './listsSagas'
import type { LeaderboardRowDto } from './model'
import { contestParticipateSaga } from './participateSagas'
import { contestPrivateSaga } from './privateSagas'

function* loadGlobalLeaderboard() {
  const { api } = yield* deps()
  try {
    const answer: { data: LeaderboardRowDto[] } = yield call(fetchGlobalLeaderboard, api)
    yield put(globalLeaderboardLoaded(answer.data))
  } catch (error) {
    yield put(globalLeaderboardFailed(asApiError(error).message))
  }
}

/** The server's banners when it has the call and some banners; the bundled ones otherwise. */
function* loadBanners() {
  const { api } = yield* deps()
  try {
    const answer: unknown = yield call(fetchBanners, api)
    yield put(bannersLoaded(bannersFrom(answer)))
  } catch {
    yield put(bannersLoaded([]))
  }
}

/** The player's held prizes, read when a contest opens (a signed-out visitor simply has none). */
function* loadPrizeHolds() {
  const { api } = yield* deps()
  try {
    const answer: { data: PrizeHoldDto[] } = yield call(fetchOwnPrizeHolds, api)
    yield put(prizeHoldsLoaded(Array.isArray(answer.data) ? answer.data : []))
  } catch {
    yield put(prizeHoldsFailed())
  }
}

/** Every saga of the contest feature, forked once by the app's root saga. */
export function* contestSaga() {
  yield all([fork(contestClockSaga), fork(contestListsSaga), fork(contestDetailSaga), fork(contestParticipateSaga), fork(contestPrivateSaga)])
  yield takeLatest(globalLeaderboardRequested.type, loadGlobalLeaderboard)
  yield takeLatest(bannersRequested.type, loadBanners)
  yield takeLatest(detailOpened.type, loadPrizeHolds)
}

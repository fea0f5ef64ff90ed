import { all, call, fork, put, takeLatest } from 'redux-saga/effects'
import { takeLatestRead } from '../../app/requestSaga'
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
import { contestParticipateSaga } from './participateSagas'
import { contestPrivateSaga } from './privateSagas'

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
  yield takeLatestRead(globalLeaderboardRequested.type, { send: fetchGlobalLeaderboard, loaded: answer => globalLeaderboardLoaded(answer.data), failed: globalLeaderboardFailed })
  yield takeLatest(bannersRequested.type, loadBanners)
  yield takeLatest(detailOpened.type, loadPrizeHolds)
}

import { call, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { takeLatestRead } from '../../app/requestSaga'
import { deps } from '../../app/sagaDeps'
import { fetchContest, fetchContestLeaderboard } from './api'
import { clockTicked } from './clockSlice'
import {
  contestFlagPushed,
  contestTimedOut,
  detailClosed,
  detailFailed,
  detailLoaded,
  detailOpened,
  detailRefreshed,
  detailResultSettled,
  TIME_OUT_REDIRECT_MS,
  type DetailState,
} from './detailSlice'
import { contestLeaderboardFailed, contestLeaderboardLoaded, contestLeaderboardRequested } from './leaderboardSlice'
import { isOver, type ContestDto } from './model'
import { selectDetail, selectServerNow } from './slice'
import type { ContestResult } from './result'
import { lookUpResult, RESULT_REDIRECT_MS } from './resultSagas'

function* loadDetail(action: ReturnType<typeof detailOpened> | ReturnType<typeof detailRefreshed>) {
  const { api } = yield* deps()
  const id = action.payload
  try {
    const answer: { data: { item: ContestDto } } = yield call(fetchContest, api, id)
    yield put(detailLoaded(answer.data.item))
    yield put(contestLeaderboardRequested(id))
  } catch (error) {
    // A failed quiet reload keeps the page as it was; only the first load shows the error.
    if (action.type === detailOpened.type) yield put(detailFailed(asApiError(error).message))
  }
}

/** A player of the contest first learns their own result (the result moment); anyone else waits the spec's 3 s. */
function* showResultThenWait(contestId: string, joined: boolean) {
  const { sleep } = yield* deps()
  if (!joined) {
    yield call(sleep, TIME_OUT_REDIRECT_MS)
    return
  }
  const result: ContestResult = yield call(lookUpResult, contestId)
  yield put(detailResultSettled(result))
  yield call(sleep, result.status === 'unavailable' ? TIME_OUT_REDIRECT_MS : RESULT_REDIRECT_MS)
}

/** Spec section 9: after the overlay the player goes to /dashboard, unless they left first. */
function* leaveAfterTimeOut(contestId: string, joined: boolean) {
  const { navigate } = yield* deps()
  const { left } = (yield race({ waited: call(showResultThenWait, contestId, joined), left: take(detailClosed.type) })) as { left?: unknown }
  if (left === undefined) navigate('/dashboard')
}

/** Spec section 4: the end reached, or the contest Complete, shows "Time Out" on a contest being watched. */
function* checkTimeOut() {
  const detail: DetailState = yield select(selectDetail)
  if (!detail.item || detail.overOnOpen || detail.timedOut) return
  const now: number | null = yield select(selectServerNow)
  const over = now === null ? detail.item.contestStatus === 'Complete' : isOver(detail.item, now)
  if (!over) return
  yield put(contestTimedOut())
  yield fork(leaveAfterTimeOut, detail.item._id, detail.item.currentStatus === 'ACTIVE')
}

export function* contestDetailSaga() {
  yield takeLatest([detailOpened.type, detailRefreshed.type], loadDetail)
  yield takeLatestRead(contestLeaderboardRequested.type, {
    send: fetchContestLeaderboard,
    loaded: (answer, contestId) => contestLeaderboardLoaded({ contestId, rows: answer.data }),
    failed: (error, contestId) => contestLeaderboardFailed({ contestId, error }),
  })
  yield takeEvery([clockTicked.type, detailLoaded.type, contestFlagPushed], checkTimeOut)
}

import { put, select, takeEvery } from 'redux-saga/effects'
import { takeLatestRead, type Read } from '../../app/requestSaga'
import { fetchContests, fetchTotals } from './api'
import { clockTicked } from './clockSlice'
import { contestFlagPushed, detailRefreshed, timeOutLivePushed, timeOutUpcomingPushed, type DetailState } from './detailSlice'
import { listFailed, listLoaded, listRequested, totalsFailed, totalsLoaded, totalsRequested, type ContestList, type ListsState } from './listsSlice'
import { countdownOf, LIST_TYPES, type ContestDto, type ListType } from './model'
import { selectContestLists, selectDetail, selectServerNow, selectTotals } from './slice'

const loadList: Read<ListType, { data: ContestDto[] }> = {
  send: fetchContests,
  loaded: (answer, type) => listLoaded({ type, items: answer.data }),
  failed: (error, type) => listFailed({ type, error }),
}

/** Spec section 4: on a timeout event every list reloads (and the open contest, and the counts). */
function* reloadAll() {
  const lists: Record<ListType, ContestList> = yield select(selectContestLists)
  for (const type of LIST_TYPES) if (lists[type].status !== 'idle') yield put(listRequested(type))
  const totals: ListsState['totals'] = yield select(selectTotals)
  if (totals.status !== 'idle') yield put(totalsRequested())
  const detail: DetailState = yield select(selectDetail)
  if (detail.id !== null) yield put(detailRefreshed(detail.id))
}

/**
 * Spec section 4: a card whose countdown passes zero reloads its list. Each card asks once, so
 * a server that has not yet moved the contest is not asked again every second; the timeout
 * push reloads everything when the server does move it.
 */
function* reloadExpiredCards(asked: Set<string>) {
  const now: number | null = yield select(selectServerNow)
  if (now === null) return
  const lists: Record<ListType, ContestList> = yield select(selectContestLists)
  const due = new Set<ListType>()
  for (const type of ['live', 'upcoming', 'my'] as const) {
    for (const item of lists[type].items) {
      const countdown = countdownOf(item)
      const key = `${type}:${item.contest_id}:${countdown?.target}`
      if (!countdown || countdown.target > now || asked.has(key)) continue
      asked.add(key)
      due.add(type)
      // A contest that starts moves to the live list, so that one is stale too.
      if (type === 'upcoming' && lists.live.status !== 'idle') due.add('live')
    }
  }
  for (const type of due) yield put(listRequested(type))
}

const requestOf =
  (type: ListType) =>
  (action: { type: string }): action is ReturnType<typeof listRequested> =>
    listRequested.match(action) && action.payload === type

export function* contestListsSaga() {
  // One load per list at a time: a newer request replaces an older one still on its way.
  for (const type of LIST_TYPES) yield takeLatestRead(requestOf(type), loadList)
  yield takeLatestRead(totalsRequested.type, { send: fetchTotals, loaded: answer => totalsLoaded(answer.data), failed: totalsFailed })
  yield takeEvery([timeOutLivePushed, timeOutUpcomingPushed, contestFlagPushed], reloadAll)
  const asked = new Set<string>()
  yield takeEvery(clockTicked.type, reloadExpiredCards, asked)
}

import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects'
import { socketOpened } from '../../app/realtimeSaga'
import { deps } from '../../app/sagaDeps'
import { toastShown } from '../toast/slice'
import { adminTicketChangedLive } from './liveActions'
import { fetchAdminTickets, fetchThread, resolveTicket, sendAdminReply, type Answer } from './api'
import {
  adminReplyFailed, adminReplySubmitted, adminReplySucceeded, adminResolveFailed, adminResolveRequested, adminResolveSucceeded,
  adminThreadLoaded, adminTicketSelected, adminTicketsFailed, adminTicketsLoaded, adminTicketsRequested, type AdminFilters,
} from './adminSlice'
import { ticketForm, toRefusal } from './ticketForm'
import { selectAdminSupport } from './slice'
import type { AdminTicketRowDto, TicketDetailDto } from './types'

function* loadQueue() {
  const { api } = yield* deps()
  const { filters }: { filters: AdminFilters } = yield select(selectAdminSupport)
  try {
    const answer: Answer<AdminTicketRowDto[]> = yield call(fetchAdminTickets, api, filters)
    yield put(adminTicketsLoaded(answer.data))
  } catch (error) {
    yield put(adminTicketsFailed(toRefusal(error).message))
  }
}

function* loadThread({ payload }: ReturnType<typeof adminTicketSelected>) {
  const { api } = yield* deps()
  try {
    const answer: Answer<TicketDetailDto> = yield call(fetchThread, api, payload)
    yield put(adminThreadLoaded(answer.data))
  } catch (error) {
    yield put(toastShown({ kind: 'error', text: toRefusal(error).message }))
  }
}

function* reply({ payload }: ReturnType<typeof adminReplySubmitted>) {
  const { api } = yield* deps()
  try {
    const answer: Answer<TicketDetailDto> = yield call(sendAdminReply, api, payload.ticketId, ticketForm({ description: payload.description }, payload.fileId))
    yield put(adminReplySucceeded({ ticket: answer.data, message: answer.message || 'Reply sent' }))
    yield put(adminTicketsRequested())
  } catch (error) {
    const refusal = toRefusal(error)
    yield put(adminReplyFailed(refusal))
    yield put(toastShown({ kind: 'error', text: refusal.message }))
  }
}

function* resolve({ payload }: ReturnType<typeof adminResolveRequested>) {
  const { api } = yield* deps()
  try {
    const answer: Answer<TicketDetailDto> = yield call(resolveTicket, api, payload)
    yield put(adminResolveSucceeded(answer.data))
    yield put(toastShown({ kind: 'success', text: answer.message || 'Ticket marked as resolved' }))
    yield put(adminTicketsRequested())
  } catch (error) {
    yield put(adminResolveFailed())
    yield put(toastShown({ kind: 'error', text: toRefusal(error).message }))
  }
}

/**
 * A ticket changed while the queue is open (a player's reply, a new ticket, another admin's
 * answer): the queue is read again with the filters on screen, and the open thread with it.
 */
function* queueChanged({ payload }: ReturnType<typeof adminTicketChangedLive>) {
  const { selectedId, list }: { selectedId: string | null; list: { status: string } } = yield select(selectAdminSupport)
  if (list.status !== 'idle') yield call(loadQueue)
  if (selectedId !== null && selectedId === payload?.row?._id) yield call(loadThread, adminTicketSelected(selectedId))
}

export function* adminSupportSaga() {
  yield all([
    takeLatest(adminTicketsRequested.type, loadQueue),
    takeLatest(adminTicketSelected.type, loadThread),
    takeLatest(adminReplySubmitted.type, reply),
    takeLatest(adminResolveRequested.type, resolve),
    takeEvery(adminTicketChangedLive.type, (action: ReturnType<typeof adminTicketChangedLive>) => queueChanged(action)),
    // Changes pushed while the socket was down are lost: an open queue is read again on reconnect.
    takeLatest(socketOpened.type, function* () {
      const { list }: { list: { status: string } } = yield select(selectAdminSupport)
      if (list.status !== 'idle') yield call(loadQueue)
    }),
  ])
}

import { all, call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects'
import { deps } from '../../app/sagaDeps'
import { toastShown } from '../toast/slice'
import { adminSupportSaga } from './adminSagas'
import { fetchChatRoom, fetchHistory, openTicket, sendReply, type Answer } from './api'
import { replyAddedLive } from './liveActions'
import {
  chatRoomFailed, chatRoomLoaded, chatRoomOpened, helpIssueFailed, helpIssueSubmitted, helpIssueSucceeded,
  historyFailed, historyLoaded, historyRequested, replyFailed, replySubmitted, replySucceeded,
} from './playerSlice'
import { selectRoom } from './slice'
import type { TicketDetailDto, TicketDto } from './types'
import { ticketForm, toRefusal } from './ticketForm'

function* submitHelpIssue({ payload }: ReturnType<typeof helpIssueSubmitted>) {
  const { api } = yield* deps()
  try {
    const answer: Answer<TicketDto> = yield call(openTicket, api, ticketForm({ subject: payload.subject, description: payload.description }, payload.fileId))
    const message = answer.message || 'Your ticket has been submitted'
    yield put(helpIssueSucceeded({ ticket: answer.data, message }))
    yield put(toastShown({ kind: 'success', text: message }))
  } catch (error) {
    const refusal = toRefusal(error)
    yield put(helpIssueFailed(refusal))
    yield put(toastShown({ kind: 'error', text: refusal.message }))
  }
}

function* loadHistory() {
  const { api } = yield* deps()
  try {
    const answer: Answer<TicketDto[]> & { unread: number } = yield call(fetchHistory, api)
    yield put(historyLoaded({ tickets: answer.data, unread: answer.unread }))
  } catch {
    // The badge and the table keep what they showed; the table says it failed.
    yield put(historyFailed())
  }
}

function* loadRoom(ticketId: string) {
  const { api } = yield* deps()
  try {
    const answer: Answer<TicketDetailDto> & { unread?: number } = yield call(fetchChatRoom, api, ticketId)
    yield put(chatRoomLoaded(answer.unread === undefined ? { ticket: answer.data } : { ticket: answer.data, unread: answer.unread }))
  } catch (error) {
    yield put(chatRoomFailed(toRefusal(error).message))
  }
}

/** A reply arriving for the ticket on screen is read at once: reload the room so the server knows. */
function* readLiveReply({ payload }: ReturnType<typeof replyAddedLive>) {
  const room: ReturnType<typeof selectRoom> = yield select(selectRoom)
  if (room.ticketId === payload.ticketId) yield call(loadRoom, payload.ticketId)
}

function* submitReply({ payload }: ReturnType<typeof replySubmitted>) {
  const { api } = yield* deps()
  try {
    const answer: Answer<TicketDetailDto> = yield call(sendReply, api, ticketForm({ _id: payload.ticketId, description: payload.description }, payload.fileId))
    yield put(replySucceeded({ ticket: answer.data, message: answer.message || 'Reply sent' }))
  } catch (error) {
    const refusal = toRefusal(error)
    yield put(replyFailed(refusal))
    yield put(toastShown({ kind: 'error', text: refusal.message }))
  }
}

export function* supportSaga() {
  yield all([
    takeLatest(helpIssueSubmitted.type, submitHelpIssue),
    takeLatest(historyRequested.type, loadHistory),
    takeLatest(chatRoomOpened.type, (action: ReturnType<typeof chatRoomOpened>) => loadRoom(action.payload)),
    takeEvery(replyAddedLive.type, readLiveReply),
    takeLatest(replySubmitted.type, submitReply),
    fork(adminSupportSaga),
  ])
}

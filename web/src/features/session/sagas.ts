import { call, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects'
import { realtimeActionType } from '../../app/realtime'
import { sendChange } from '../../app/requestSaga'
import { deps } from '../../app/sagaDeps'
import { toastShown } from '../toast/slice'
import { endAllSessions, endSession } from './api'
import {
  allDevicesLogoutFailed,
  allDevicesLogoutRequested,
  loggedOut,
  logoutRequested,
  selectIsSignedIn,
  selectLoggingOut,
  selectToken,
  sessionEndedByServer,
  sessionStarted,
  tokenReceived,
  type SessionState,
} from './slice'

/** Spec section 9: logout acts 1 s after the message, so the player can read it. */
export const LOGOUT_DELAY_MS = 1000
export const SESSION_ENDED_TEXT = 'Your session has ended, please log in again'

function* checkStoredToken() {
  const { now } = yield* deps()
  const state: { session: SessionState } = yield select()
  // Logging out also sends the visitor to /, as the spec asks for a stale token at start.
  if (selectToken(state) !== null && !selectIsSignedIn(state, Math.floor(now() / 1000))) yield put(loggedOut())
}

function* storeToken(action: ReturnType<typeof tokenReceived>) {
  const { storage } = yield* deps()
  const token: string | null = yield select(selectToken)
  // An unreadable token leaves the session empty; keeping it would sign nobody in.
  if (token === action.payload) yield call([storage, storage.set], token)
}

/** Ends the session on the server, so a copy of the token is worthless; the page logs out whatever the answer. */
function* endServerSession() {
  const { api } = yield* deps()
  try {
    yield call(endSession, api)
  } catch {
    // Offline or already ended: the token is forgotten here all the same and expires on its own.
  }
}

function* logout() {
  const { sleep } = yield* deps()
  // Sent at once, while the token is still held; the message and the 1 s wait do not wait for it.
  yield fork(endServerSession)
  yield put(toastShown({ kind: 'success', text: 'Logout successfully' }))
  yield call(sleep, LOGOUT_DELAY_MS)
  yield put(loggedOut())
}

function* logoutEverywhere() {
  const ended: boolean = yield* sendChange({ send: endAllSessions, fallback: 'Logged out of all devices', failed: () => allDevicesLogoutFailed() })
  if (ended) yield* logOutAfter(LOGOUT_DELAY_MS)
}

/** Logs out once the message had its moment to be read (the server already ended the session). */
export function* logOutAfter(ms: number) {
  const { sleep } = yield* deps()
  yield call(sleep, ms)
  yield put(loggedOut())
}

/** The server ended this session elsewhere (another device, a block): say so and sign out here. */
function* endedByServer() {
  const state: { session: SessionState } = yield select()
  // Our own logout ends the session too; its message is already showing.
  if (selectToken(state) === null || selectLoggingOut(state)) return
  yield put(toastShown({ kind: 'error', text: SESSION_ENDED_TEXT }))
  yield put(loggedOut())
}

function* forgetToken() {
  const { storage, navigate } = yield* deps()
  yield call([storage, storage.remove])
  yield call(navigate, '/')
}

export function* sessionSaga() {
  yield takeEvery(sessionStarted.type, checkStoredToken)
  yield takeEvery(tokenReceived.type, storeToken)
  yield takeLatest(logoutRequested.type, logout)
  yield takeLeading(allDevicesLogoutRequested.type, logoutEverywhere)
  yield takeLeading([sessionEndedByServer.type, realtimeActionType('sessionEnded')], endedByServer)
  yield takeEvery(loggedOut.type, forgetToken)
}

import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects'
import { deps } from '../../app/sagaDeps'
import { toastShown } from '../toast/slice'
import { loggedOut, logoutRequested, selectIsSignedIn, selectToken, sessionStarted, tokenReceived, type SessionState } from './slice'

/** Spec section 9: logout acts 1 s after the message, so the player can read it. */
export const LOGOUT_DELAY_MS = 1000

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

function* logout() {
  const { sleep } = yield* deps()
  yield put(toastShown({ kind: 'success', text: 'Logout successfully' }))
  yield call(sleep, LOGOUT_DELAY_MS)
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
  yield takeEvery(loggedOut.type, forgetToken)
}

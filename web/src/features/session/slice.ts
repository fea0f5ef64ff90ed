import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { decodeToken, isExpired } from './jwt'

export interface SessionUser {
  id: string
  name: string
}

export interface SessionState {
  token: string | null
  user: SessionUser | null
  /** Seconds since the epoch; null when the token carries no expiry. */
  expiresAt: number | null
  /** True between a logout request and the logout taking effect (spec: 1 s later). */
  loggingOut: boolean
  /** True while "log out of all devices" waits for the server. */
  endingAll: boolean
}

export const initialSessionState: SessionState = { token: null, user: null, expiresAt: null, loggingOut: false, endingAll: false }

/** The state for a token read from storage at start; an unreadable token counts as none. */
export function sessionFromToken(token: string | null): SessionState {
  if (!token) return initialSessionState
  const claims = decodeToken(token)
  if (!claims) return initialSessionState
  return { token, user: { id: claims.id, name: claims.name }, expiresAt: claims.exp, loggingOut: false, endingAll: false }
}

const slice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** A sign-in step answered with a token. */
    tokenReceived: (_state, action: PayloadAction<string>) => sessionFromToken(action.payload),
    /** Sent once at start, so a stale stored token is noticed before any screen acts on it. */
    sessionStarted: state => state,
    logoutRequested: state => {
      state.loggingOut = true
    },
    /** "Log out of all devices", confirmed by the player. */
    allDevicesLogoutRequested: state => {
      state.endingAll = true
    },
    allDevicesLogoutFailed: state => {
      state.endingAll = false
    },
    /** The server ended this session (a logout on another device, a block): sign out here too. */
    sessionEndedByServer: state => state,
    loggedOut: () => initialSessionState,
  },
})

export const { tokenReceived, sessionStarted, logoutRequested, allDevicesLogoutRequested, allDevicesLogoutFailed, sessionEndedByServer, loggedOut } = slice.actions
export const sessionReducer = slice.reducer

type WithSession = { session: SessionState }

export const selectToken = (state: WithSession) => state.session.token
export const selectUser = (state: WithSession) => state.session.user
/**
 * The token's role claim, read for showing or hiding the admin area only: the server checks
 * the role again on every admin call.
 */
export const selectRole = createSelector([selectToken], token => (token ? (decodeToken(token)?.role ?? null) : null))
export const selectLoggingOut = (state: WithSession) => state.session.loggingOut
export const selectEndingAll = (state: WithSession) => state.session.endingAll

/** Signed in means a readable token that has not expired at `nowSeconds` (spec section 3). */
export function selectIsSignedIn(state: WithSession, nowSeconds: number): boolean {
  const { token, expiresAt } = state.session
  return token !== null && !isExpired({ exp: expiresAt }, nowSeconds)
}

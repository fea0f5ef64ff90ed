import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { loggedOut } from '../session/slice'
import { realtimeActionType } from '../../app/realtime'
import type { LoginHistoryItem } from './api'

export interface LoginHistoryState {
  items: LoginHistoryItem[]
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  error: string | null
}

export const initialLoginHistoryState: LoginHistoryState = { items: [], status: 'idle', error: null }

/** The contract event the server pushes to the user on each login (spec section 7). */
export const loginHistoryData = realtimeActionType('loginHistoryData')

const isItem = (value: unknown): value is LoginHistoryItem =>
  typeof value === 'object' && value !== null && typeof (value as { date?: unknown }).date === 'string'

const slice = createSlice({
  name: 'loginHistory',
  initialState: initialLoginHistoryState,
  reducers: {
    loginHistoryRequested: state => {
      state.status = 'loading'
      state.error = null
    },
    loginHistoryLoaded: (_state, action: PayloadAction<LoginHistoryItem[]>) => ({ items: action.payload, status: 'loaded' as const, error: null }),
    loginHistoryFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed'
      state.error = action.payload
    },
  },
  extraReducers: builder => {
    // Nothing of one account may show to whoever signs in next on this tab.
    builder.addCase(loggedOut, () => initialLoginHistoryState)
    // A push replaces the list: the server sends the newest page, not a delta.
    builder.addCase(loginHistoryData, (_state, action: { type: string; payload?: unknown }) =>
      Array.isArray(action.payload) ? { items: action.payload.filter(isItem), status: 'loaded' as const, error: null } : undefined,
    )
  },
})

export const { loginHistoryRequested, loginHistoryLoaded, loginHistoryFailed } = slice.actions
export const loginHistoryReducer = slice.reducer
export const selectLoginHistory = (state: { loginHistory: LoginHistoryState }) => state.loginHistory

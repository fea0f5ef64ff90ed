import { createSlice } from '@reduxjs/toolkit'
import { requestReducers, type Loadable } from '../../app/requestState'
import { loggedOut } from '../session/slice'
import { realtimeActionType } from '../../app/realtime'
import type { LoginHistoryItem } from './api'

export type LoginHistoryState = Loadable<{ items: LoginHistoryItem[] }>

export const initialLoginHistoryState: LoginHistoryState = { items: [], status: 'idle', error: null }

/** The contract event the server pushes to the user on each login (spec section 7). */
export const loginHistoryData = realtimeActionType('loginHistoryData')

const isItem = (value: unknown): value is LoginHistoryItem =>
  typeof value === 'object' && value !== null && typeof (value as { date?: unknown }).date === 'string'

const slice = createSlice({
  name: 'loginHistory',
  initialState: initialLoginHistoryState,
  reducers: {
    ...requestReducers('loginHistory', { store: (state: LoginHistoryState, items: LoginHistoryItem[]) => { state.items = items } }),
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

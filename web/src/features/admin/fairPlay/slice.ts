import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { loggedOut } from '../../session/slice'
import type { FairPlayFlagDto, PrizeDecision, PrizeHoldDto } from './api'
import type { QueueState } from '../wallet/slice'

export interface AdminFairPlayState {
  flags: FairPlayFlagDto[]
  holds: PrizeHoldDto[]
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  error: string | null
  /** The one release or withhold in flight from the dialog (the queues' shape, so the same dialog serves). */
  action: QueueState<unknown>['action']
}

const idleAction: AdminFairPlayState['action'] = { status: 'idle', message: null, errors: {} }
export const initialAdminFairPlayState: AdminFairPlayState = { flags: [], holds: [], status: 'idle', error: null, action: idleAction }

const slice = createSlice({
  name: 'adminFairPlay',
  initialState: initialAdminFairPlayState,
  reducers: {
    fairPlayRequested: state => {
      state.status = 'loading'
      state.error = null
    },
    fairPlayLoaded: (state, action: PayloadAction<{ flags: FairPlayFlagDto[]; holds: PrizeHoldDto[] }>) => {
      Object.assign(state, { ...action.payload, status: 'loaded', error: null })
    },
    fairPlayFailed: (state, action: PayloadAction<string>) => {
      Object.assign(state, { status: 'failed', error: action.payload })
    },
    prizeDecisionRequested: (state, _action: PayloadAction<{ holdId: string; decision: PrizeDecision; reason?: string }>) => {
      state.action = { status: 'sending', message: null, errors: {} }
    },
    prizeDecisionDone: (state, action: PayloadAction<string>) => {
      state.action = { status: 'done', message: action.payload, errors: {} }
    },
    prizeDecisionFailed: (state, action: PayloadAction<{ message: string; errors: Record<string, string> }>) => {
      state.action = { status: 'failed', ...action.payload }
    },
    prizeDecisionReset: state => {
      state.action = idleAction
    },
  },
  extraReducers: builder => {
    builder.addCase(loggedOut, () => initialAdminFairPlayState)
  },
})

export const { fairPlayRequested, fairPlayLoaded, fairPlayFailed, prizeDecisionRequested, prizeDecisionDone, prizeDecisionFailed, prizeDecisionReset } = slice.actions
export const adminFairPlayReducer = slice.reducer
export const selectAdminFairPlay = (state: { adminFairPlay: AdminFairPlayState }) => state.adminFairPlay

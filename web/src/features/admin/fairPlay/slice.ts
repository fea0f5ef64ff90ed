import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../../app/accountState'
import { idleRequest, idleSend, requestReducers, sendingState, sendReducers, type RequestState, type SendState } from '../../../app/requestState'
import type { FairPlayFlagDto, PrizeDecision, PrizeHoldDto } from './api'

export interface AdminFairPlayState extends RequestState {
  flags: FairPlayFlagDto[]
  /** How many flags there are in all: more than `flags` when the server sent only the newest. */
  flagsTotal: number
  holds: PrizeHoldDto[]
  /** The one release or withhold in flight from the dialog (the queues' shape, so the same dialog serves). */
  action: SendState
}

export const initialAdminFairPlayState: AdminFairPlayState = { flags: [], flagsTotal: 0, holds: [], ...idleRequest, action: idleSend }

const slice = createSlice({
  name: 'adminFairPlay',
  initialState: initialAdminFairPlayState,
  reducers: {
    ...requestReducers('fairPlay', { store: (state: AdminFairPlayState, page: { flags: FairPlayFlagDto[]; flagsTotal: number; holds: PrizeHoldDto[] }) => { Object.assign(state, page) } }),
    prizeDecisionRequested: (state, _action: PayloadAction<{ holdId: string; decision: PrizeDecision; reason?: string }>) => {
      state.action = sendingState
    },
    ...sendReducers('prizeDecision', (state: AdminFairPlayState) => state.action),
  },
  extraReducers: resetOnLogout(initialAdminFairPlayState),
})

export const { fairPlayRequested, fairPlayLoaded, fairPlayFailed, prizeDecisionRequested, prizeDecisionDone, prizeDecisionFailed, prizeDecisionReset } = slice.actions
export const adminFairPlayReducer = slice.reducer
export const selectAdminFairPlay = (state: { adminFairPlay: AdminFairPlayState }) => state.adminFairPlay

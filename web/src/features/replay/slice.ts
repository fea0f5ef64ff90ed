import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../app/accountState'
import type { ReplayDto } from './model'

/** The replay screen's download; the slider, play state and chosen player are the page's own. */
export interface ReplayState {
  id: string | null
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  data: ReplayDto | null
  error: string | null
}

export const initialReplayState: ReplayState = { id: null, status: 'idle', data: null, error: null }

const slice = createSlice({
  name: 'replay',
  initialState: initialReplayState,
  reducers: {
    replayOpened: (_state, action: PayloadAction<string>) => ({ ...initialReplayState, id: action.payload, status: 'loading' as const }),
    replayLoaded: (state, action: PayloadAction<ReplayDto>) => {
      if (state.id !== action.payload.contestId) return
      state.status = 'loaded'
      state.data = action.payload
    },
    replayFailed: (state, action: PayloadAction<{ id: string; error: string }>) => {
      if (state.id !== action.payload.id) return
      state.status = 'failed'
      state.error = action.payload.error
    },
    replayClosed: () => initialReplayState,
  },
  extraReducers: resetOnLogout(initialReplayState),
})

export const { replayOpened, replayLoaded, replayFailed, replayClosed } = slice.actions
export const replayReducer = slice.reducer
export const selectReplay = (state: { replay: ReplayState }) => state.replay

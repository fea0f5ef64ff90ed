import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { PlayMode } from '@arena/domain'

export interface PlayModeState {
  /** Unknown until the server answers: screens show neither deposits nor the free banner meanwhile. */
  mode: PlayMode | 'unknown'
}

const slice = createSlice({
  name: 'playMode',
  initialState: { mode: 'unknown' } as PlayModeState,
  reducers: {
    /** Pages ask when they mount; the saga asks the server once. */
    playModeRequested: () => {},
    playModeLoaded: (state, action: PayloadAction<PlayMode>) => {
      state.mode = action.payload
    },
  },
})

export const { playModeRequested, playModeLoaded } = slice.actions
export const playModeReducer = slice.reducer

/** True when this deployment runs free play (PLAY_MODE=free): no deposits, no entry fees. */
export const selectFreePlay = (state: { playMode: PlayModeState }): boolean => state.playMode.mode === 'free'
/** True only once the server said paid: money screens wait for the answer rather than flash. */
export const selectPaidPlay = (state: { playMode: PlayModeState }): boolean => state.playMode.mode === 'paid'

import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { realtimeActionType } from '../../app/realtime'

/**
 * The server's clock as this tab knows it: the local clock (injected) plus the offset measured
 * against /api/server-time, so every countdown counts to the server's instant, not the device's.
 */
export interface ClockState {
  /** Local epoch ms of the latest tick; null until the first. */
  localNow: number | null
  /** Server time minus local time, ms. */
  offsetMs: number
}

export const initialClockState: ClockState = { localNow: null, offsetMs: 0 }

/** The contest service's per-second time push (spec section 7, serverTime). */
export const serverTimePushed = realtimeActionType('serverTime')

/** Spec section 9: countdowns tick every second. */
export const TICK_MS = 1000

const slice = createSlice({
  name: 'contestClock',
  initialState: initialClockState,
  reducers: {
    /** A screen with a countdown mounted; the clock runs while at least one is shown. */
    clockStarted: state => state,
    clockStopped: state => state,
    clockSynced: (state, action: PayloadAction<number>) => {
      state.offsetMs = action.payload
    },
    clockTicked: (state, action: PayloadAction<number>) => {
      state.localNow = action.payload
    },
  },
})

export const { clockStarted, clockStopped, clockSynced, clockTicked } = slice.actions
export const contestClockReducer = slice.reducer

/** Server epoch ms now, or null before the first tick. */
export const serverNowOf = (clock: ClockState): number | null => (clock.localNow === null ? null : clock.localNow + clock.offsetMs)

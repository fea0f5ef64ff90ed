import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { loggedOut } from '../session/slice'
import type { PositionsData, SeriesPoint } from './api'
import { contestClosed, contestOpened } from './slice'

type Load = 'idle' | 'loading' | 'loaded' | 'failed'

/** The Account tab's P&L and portfolio line, both computed by the server from the player's fills. */
export interface PerformanceState {
  positions: { status: Load; error: string | null; data: PositionsData | null }
  series: { status: Load; error: string | null; points: SeriesPoint[] }
}

export const initialPerformanceState: PerformanceState = {
  positions: { status: 'idle', error: null, data: null },
  series: { status: 'idle', error: null, points: [] },
}

const slice = createSlice({
  name: 'exchangePerformance',
  initialState: initialPerformanceState,
  reducers: {
    positionsLoaded: (state, action: PayloadAction<PositionsData>) => {
      state.positions = { status: 'loaded', error: null, data: action.payload }
    },
    positionsFailed: (state, action: PayloadAction<string>) => {
      state.positions = { ...state.positions, status: 'failed', error: action.payload }
    },
    seriesLoaded: (state, action: PayloadAction<SeriesPoint[]>) => {
      state.series = { status: 'loaded', error: null, points: action.payload }
    },
    seriesFailed: (state, action: PayloadAction<string>) => {
      state.series = { ...state.series, status: 'failed', error: action.payload }
    },
  },
  extraReducers: builder => {
    builder.addCase(contestOpened, () => ({
      positions: { ...initialPerformanceState.positions, status: 'loading' as const },
      series: { ...initialPerformanceState.series, status: 'loading' as const },
    }))
    builder.addCase(contestClosed, () => initialPerformanceState)
    builder.addCase(loggedOut, () => initialPerformanceState)
  },
})

export const { positionsLoaded, positionsFailed, seriesLoaded, seriesFailed } = slice.actions
export const performanceReducer = slice.reducer
export const selectPerformance = (state: { exchangePerformance: PerformanceState }) => state.exchangePerformance

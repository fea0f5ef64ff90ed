import { createSlice } from '@reduxjs/toolkit'
import { answerReducers, type Loadable } from '../../app/requestState'
import { loggedOut } from '../session/slice'
import type { PositionsData, SeriesPoint } from './api'
import { contestClosed, contestOpened } from './slice'

/** The Account tab's P&L and portfolio line, both computed by the server from the player's fills. */
export interface PerformanceState {
  positions: Loadable<{ data: PositionsData | null }>
  series: Loadable<{ points: SeriesPoint[] }>
}

export const initialPerformanceState: PerformanceState = {
  positions: { status: 'idle', error: null, data: null },
  series: { status: 'idle', error: null, points: [] },
}

const slice = createSlice({
  name: 'exchangePerformance',
  initialState: initialPerformanceState,
  reducers: {
    ...answerReducers('positions', { at: (state: PerformanceState) => state.positions, store: (state, data: PositionsData) => { state.positions.data = data } }),
    ...answerReducers('series', { at: (state: PerformanceState) => state.series, store: (state, points: SeriesPoint[]) => { state.series.points = points } }),
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

import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../app/accountState'
import { requestReducers, type Loadable } from '../../app/requestState'
import type { LeaderboardRowDto } from './model'

export type Board = Loadable<{ rows: LeaderboardRowDto[] }>

/** The global leaderboard of the contest page, and one contest's board on its detail page. */
export interface LeaderboardState {
  global: Board
  contest: Board & { contestId: string | null }
}

const emptyBoard: Board = { rows: [], status: 'idle', error: null }

export const initialLeaderboardState: LeaderboardState = { global: emptyBoard, contest: { ...emptyBoard, contestId: null } }

const slice = createSlice({
  name: 'contestLeaderboard',
  initialState: initialLeaderboardState,
  reducers: {
    ...requestReducers('globalLeaderboard', { at: (state: LeaderboardState) => state.global, store: (state, rows: LeaderboardRowDto[]) => { state.global.rows = rows } }),
    contestLeaderboardRequested: (state, action: PayloadAction<string>) => {
      // Another contest's rows must not show under this one's name while it loads.
      if (state.contest.contestId !== action.payload) state.contest = { ...emptyBoard, contestId: action.payload }
      state.contest.status = 'loading'
      state.contest.error = null
    },
    contestLeaderboardLoaded: (state, action: PayloadAction<{ contestId: string; rows: LeaderboardRowDto[] }>) => {
      if (state.contest.contestId !== action.payload.contestId) return
      state.contest = { contestId: action.payload.contestId, rows: action.payload.rows, status: 'loaded', error: null }
    },
    contestLeaderboardFailed: (state, action: PayloadAction<{ contestId: string; error: string }>) => {
      if (state.contest.contestId !== action.payload.contestId) return
      state.contest.status = 'failed'
      state.contest.error = action.payload.error
    },
  },
  extraReducers: resetOnLogout(initialLeaderboardState),
})

export const {
  globalLeaderboardRequested,
  globalLeaderboardLoaded,
  globalLeaderboardFailed,
  contestLeaderboardRequested,
  contestLeaderboardLoaded,
  contestLeaderboardFailed,
} = slice.actions
export const contestLeaderboardReducer = slice.reducer

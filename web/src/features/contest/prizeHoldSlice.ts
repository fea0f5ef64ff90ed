import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { PrizeHoldDto } from '@arena/contracts'
import { loggedOut } from '../session/slice'
import { detailOpened } from './detailSlice'

/** The player's own prizes held for fair-play review, shown on the contest they were won in. */
export interface PrizeHoldsState {
  holds: PrizeHoldDto[]
  status: 'idle' | 'loading' | 'loaded' | 'failed'
}

const initialState: PrizeHoldsState = { holds: [], status: 'idle' }

const slice = createSlice({
  name: 'prizeHolds',
  initialState,
  reducers: {
    prizeHoldsLoaded: (_state, action: PayloadAction<PrizeHoldDto[]>) => ({ holds: action.payload, status: 'loaded' }),
    prizeHoldsFailed: state => {
      state.status = 'failed'
    },
  },
  extraReducers: builder => {
    builder.addCase(detailOpened, state => {
      state.status = 'loading'
    })
    builder.addCase(loggedOut, () => initialState)
  },
})

export const { prizeHoldsLoaded, prizeHoldsFailed } = slice.actions
export const prizeHoldsReducer = slice.reducer
/** The player's hold on this contest's prize, if there is one. */
export const selectPrizeHoldFor = (state: { contest: { prizeHolds: PrizeHoldsState } }, contestId: string) =>
  state.contest.prizeHolds.holds.find(hold => hold.contestId === contestId)

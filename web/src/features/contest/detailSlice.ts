import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { realtimeActionType } from '../../app/realtime'
import { loggedOut } from '../session/slice'
import { answerReducers, type RequestState } from '../../app/requestState'
import { wasOverOnOpen, type ContestDto } from './model'
import type { ContestResult } from './result'

/** /trading-contest/{id}: the contest, and whether its Time Out overlay is showing. */
export interface DetailState extends RequestState {
  id: string | null
  item: ContestDto | null
  /**
   * The contest had already ended when the page opened: it shows its results and never times
   * out, or no past contest could ever be looked at (the overlay leaves for /dashboard).
   */
  overOnOpen: boolean
  timedOut: boolean
  /** A joined player's own final standing, looked up after Time Out; null before (and for onlookers). */
  result: ContestResult | null
}

export const initialDetailState: DetailState = { id: null, item: null, status: 'idle', error: null, overOnOpen: false, timedOut: false, result: null }

/** Pushed when a contest settles or is cancelled (spec section 7, contestFlagData). */
export const contestFlagPushed = realtimeActionType('contestFlagData')
export const timeOutLivePushed = realtimeActionType('timeOutLiveContest')
export const timeOutUpcomingPushed = realtimeActionType('timeOutupcomingContest')

/** Spec section 9: the Time Out overlay leaves for /dashboard after 3 s. */
export const TIME_OUT_REDIRECT_MS = 3000

const slice = createSlice({
  name: 'contestDetail',
  initialState: initialDetailState,
  reducers: {
    detailOpened: (state, action: PayloadAction<string>) =>
      state.id === action.payload ? { ...state, status: 'loading' as const, error: null } : { ...initialDetailState, id: action.payload, status: 'loading' as const },
    /** A quiet reload (after joining, on a timeout push): the page keeps showing what it has. */
    detailRefreshed: (state, _action: PayloadAction<string>) => state,
    ...answerReducers('detail', {
      store: (state: DetailState, item: ContestDto) => {
        if (state.id !== item.contest_id && state.id !== item._id) return false
        if (state.item === null) state.overOnOpen = wasOverOnOpen(item)
        state.item = item
      },
    }),
    detailClosed: () => initialDetailState,
    contestTimedOut: state => {
      state.timedOut = true
    },
    detailResultSettled: (state, action: PayloadAction<ContestResult>) => {
      state.result = action.payload
    },
  },
  extraReducers: builder => {
    builder.addCase(loggedOut, () => initialDetailState)
    // The flag says settled: the page knows it is Complete before any reload answers.
    builder.addCase(contestFlagPushed, (state, action: { type: string; payload?: unknown }) => {
      const flag = action.payload as { contestId?: unknown; contestStatus?: unknown } | undefined
      if (!state.item || flag?.contestId !== state.item.contest_id || flag.contestStatus !== 'Complete') return
      state.item.contestStatus = 'Complete'
    })
  },
})

export const { detailOpened, detailRefreshed, detailLoaded, detailFailed, detailClosed, contestTimedOut, detailResultSettled } = slice.actions
export const contestDetailReducer = slice.reducer

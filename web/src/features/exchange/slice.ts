import { contestPushEvents, exchangePushEvents, type AccountHoldingDto, type ContestDto, type ContestTimerDto, type LeaderboardPush, type LeaderboardRowDto, type PortfolioPush } from '@arena/contracts'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { realtimeActionType } from '../../app/realtime'
import { answerReducers, type Loadable } from '../../app/requestState'
import { loggedOut } from '../session/slice'
import type { AccountData } from './api'
import type { ContestResult } from '../contest/result'

export interface ExchangeState {
  contestId: string | null
  contest: Loadable<{ item: ContestDto | null; pairs: string[] }>
  account: Loadable<{ holdings: AccountHoldingDto[] }>
  /** Header figures: from the account call and the `portfolioExchange` push, whichever is newer. */
  figures: { per: string; portfoliovalue: string } | null
  leaderboard: Loadable<{ rows: LeaderboardRowDto[] }>
  /** Local time of the last tick, and how far the server's clock is ahead of ours. */
  clock: { now: number; offsetMs: number }
  /** The server said the contest ended (`timeOutLiveContest`). */
  ended: boolean
  /** The player's final standing, looked up once the contest is over; null before. */
  result: ContestResult | null
}

export const initialExchangeState: ExchangeState = {
  contestId: null,
  contest: { status: 'idle', error: null, item: null, pairs: [] },
  account: { status: 'idle', error: null, holdings: [] },
  figures: null,
  leaderboard: { status: 'idle', error: null, rows: [] },
  clock: { now: 0, offsetMs: 0 },
  ended: false,
  result: null,
}

/** Contest pushes: per user (`portfolioExchange`) and on topic `contest:<id>`. */
export const exchangePushed = {
  portfolio: realtimeActionType(exchangePushEvents.portfolio),
  leaderboard: realtimeActionType(exchangePushEvents.leaderboard),
  timer: realtimeActionType(contestPushEvents.timer),
  timeOut: realtimeActionType(contestPushEvents.timeOutLive),
  flag: realtimeActionType(contestPushEvents.flag),
} as const

type Pushed<T> = { type: string; payload?: Partial<T> }
const mine = (state: ExchangeState, payload: { contestId?: unknown } | undefined) =>
  state.contestId !== null && typeof payload === 'object' && payload !== null && payload.contestId === state.contestId

const SECOND = 1000
/** A timer push's whole seconds left, in ms: the true time left is at least this and under a second more. */
export const partsMs = (t: ContestTimerDto) => (((t.endDays * 24 + t.endHours) * 60 + t.endMinutes) * 60 + t.endSeconds) * SECOND

const slice = createSlice({
  name: 'exchange',
  initialState: initialExchangeState,
  reducers: {
    contestOpened: (_state, action: PayloadAction<{ contestId: string }>) => ({
      ...initialExchangeState,
      contestId: action.payload.contestId,
      contest: { ...initialExchangeState.contest, status: 'loading' as const },
      account: { ...initialExchangeState.account, status: 'loading' as const },
      leaderboard: { ...initialExchangeState.leaderboard, status: 'loading' as const },
    }),
    contestClosed: () => initialExchangeState,
    ...answerReducers('contest', { at: (state: ExchangeState) => state.contest, store: (state, loaded: { item: ContestDto; pairs: string[] }) => { Object.assign(state.contest, loaded) } }),
    ...answerReducers('account', {
      at: (state: ExchangeState) => state.account,
      store: (state, data: AccountData) => {
        state.account.holdings = data.allAccount
        state.figures = { per: data.per ?? state.figures?.per ?? '0', portfoliovalue: data.total }
      },
    }),
    ...answerReducers('leaderboard', { at: (state: ExchangeState) => state.leaderboard, store: (state, rows: LeaderboardRowDto[]) => { state.leaderboard.rows = rows } }),
    clockTicked: (state, action: PayloadAction<number>) => {
      state.clock.now = action.payload
    },
    /** Server time minus local time, as `serverClock` measured it (contestSagas). */
    serverClockSynced: (state, action: PayloadAction<number>) => {
      state.clock.offsetMs = action.payload
    },
    resultSettled: (state, action: PayloadAction<ContestResult>) => {
      state.result = action.payload
    },
  },
  extraReducers: builder => {
    builder.addCase(loggedOut, () => initialExchangeState)
    builder.addCase(exchangePushed.portfolio, (state, action: Pushed<PortfolioPush>) => {
      const p = action.payload
      if (mine(state, p) && typeof p!.per === 'string' && typeof p!.portfoliovalue === 'string') state.figures = { per: p!.per, portfoliovalue: p!.portfoliovalue }
    })
    builder.addCase(exchangePushed.leaderboard, (state, action: Pushed<LeaderboardPush>) => {
      const p = action.payload
      if (mine(state, p) && Array.isArray(p!.rows)) state.leaderboard = { status: 'loaded', error: null, rows: p!.rows }
    })
    builder.addCase(exchangePushed.timeOut, (state, action: Pushed<{ contestId: string }>) => {
      if (mine(state, action.payload)) state.ended = true
    })
    builder.addCase(exchangePushed.flag, (state, action: Pushed<{ contestId: string; contestStatus: ContestDto['contestStatus'] }>) => {
      const p = action.payload
      if (mine(state, p) && state.contest.item && typeof p!.contestStatus === 'string') state.contest.item.contestStatus = p!.contestStatus
    })
  },
})

export const {
  contestOpened, contestClosed, contestLoaded, contestFailed, accountLoaded, accountFailed, leaderboardLoaded, leaderboardFailed, clockTicked, serverClockSynced, resultSettled,
} = slice.actions
export const exchangeReducer = slice.reducer

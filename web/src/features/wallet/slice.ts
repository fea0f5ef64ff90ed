import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { walletPushEvent } from '@arena/contracts'
import { realtimeActionType } from '../../app/realtime'
import { loggedOut } from '../session/slice'
import type { HistoryCall, PlayerDepositDto, TransactionDto, WalletBalanceDto } from './api'

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export interface HistoryState {
  rows: TransactionDto[]
  status: LoadStatus
  error: string | null
  /** How many screens show this table now; a balance push reloads only tables someone sees. */
  open: number
}

export interface WalletState {
  balances: WalletBalanceDto | null
  status: LoadStatus
  error: string | null
  histories: Partial<Record<HistoryCall, HistoryState>>
  /** The player's own deposit requests: what is still waiting for review, and why one was rejected. */
  depositRequests: { rows: PlayerDepositDto[]; status: LoadStatus; error: string | null }
}

export const initialWalletState: WalletState = { balances: null, status: 'idle', error: null, histories: {}, depositRequests: { rows: [], status: 'idle', error: null } }

/** Typed against the contract's constant, so a renamed event fails the build here. */
const WALLET_PUSH: typeof walletPushEvent = 'walletBalance'

/** The per-user push after every wallet change (`realtime/walletBalance`), carrying the new balances. */
export const walletBalancePushed = createAction<unknown>(realtimeActionType(WALLET_PUSH))

const emptyHistory: HistoryState = { rows: [], status: 'idle', error: null, open: 0 }

/** A push is trusted only when it has the three balances as strings; anything else is ignored. */
export function isBalances(value: unknown): value is WalletBalanceDto {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return ['balance', 'winningamount', 'bonus'].every(key => typeof record[key] === 'string')
}

const slice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    walletBalanceRequested: state => {
      state.status = state.balances ? state.status : 'loading'
      state.error = null
    },
    walletBalanceLoaded: (state, action: PayloadAction<WalletBalanceDto>) => {
      state.balances = action.payload
      state.status = 'loaded'
      state.error = null
    },
    walletBalanceFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed'
      state.error = action.payload
    },
    historyOpened: (state, action: PayloadAction<HistoryCall>) => {
      const history = (state.histories[action.payload] ??= { ...emptyHistory })
      history.open += 1
    },
    historyClosed: (state, action: PayloadAction<HistoryCall>) => {
      const history = state.histories[action.payload]
      if (history) history.open = Math.max(0, history.open - 1)
    },
    historyRequested: (state, action: PayloadAction<HistoryCall>) => {
      const history = (state.histories[action.payload] ??= { ...emptyHistory })
      // A refresh keeps the rows on screen; only a first load shows "Loading".
      if (history.status !== 'loaded') history.status = 'loading'
      history.error = null
    },
    historyLoaded: (state, action: PayloadAction<{ call: HistoryCall; rows: TransactionDto[] }>) => {
      const history = (state.histories[action.payload.call] ??= { ...emptyHistory })
      Object.assign(history, { rows: action.payload.rows, status: 'loaded', error: null })
    },
    historyFailed: (state, action: PayloadAction<{ call: HistoryCall; error: string }>) => {
      const history = (state.histories[action.payload.call] ??= { ...emptyHistory })
      Object.assign(history, { status: 'failed', error: action.payload.error })
    },
    depositRequestsRequested: state => {
      // A refresh keeps the list on screen; only a first load shows "Loading".
      if (state.depositRequests.status !== 'loaded') state.depositRequests.status = 'loading'
      state.depositRequests.error = null
    },
    depositRequestsLoaded: (state, action: PayloadAction<PlayerDepositDto[]>) => {
      state.depositRequests = { rows: action.payload, status: 'loaded', error: null }
    },
    depositRequestsFailed: (state, action: PayloadAction<string>) => {
      Object.assign(state.depositRequests, { status: 'failed', error: action.payload })
    },
  },
  extraReducers: builder => {
    // Nothing of one account may show to whoever signs in next on this tab.
    builder.addCase(loggedOut, () => initialWalletState)
    builder.addCase(walletBalancePushed, (state, action) => {
      if (!isBalances(action.payload)) return
      const { balance, winningamount, bonus } = action.payload
      state.balances = { balance, winningamount, bonus }
      state.status = 'loaded'
      state.error = null
    })
  },
})

export const { walletBalanceRequested, walletBalanceLoaded, walletBalanceFailed, historyOpened, historyClosed, historyRequested, historyLoaded, historyFailed,
  depositRequestsRequested, depositRequestsLoaded, depositRequestsFailed } = slice.actions
export const walletReducer = slice.reducer

type WithWallet = { wallet: WalletState }
export const selectWallet = (state: WithWallet) => state.wallet
export const selectBalances = (state: WithWallet) => state.wallet.balances
export const selectHistory = (call: HistoryCall) => (state: WithWallet) => state.wallet.histories[call] ?? emptyHistory
export const selectDepositRequests = (state: WithWallet) => state.wallet.depositRequests

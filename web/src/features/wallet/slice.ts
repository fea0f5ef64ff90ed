import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { walletPushEvent } from '@arena/contracts'
import { realtimeActionType } from '../../app/realtime'
import { requestReducers, type Loadable, type LoadStatus, type RequestState } from '../../app/requestState'
import { loggedOut } from '../session/slice'
import type { HistoryCall, PlayerDepositDto, TransactionDto, WalletBalanceDto } from './api'

export type { LoadStatus }

export interface HistoryState extends Loadable<{ rows: TransactionDto[] }> {
  /** How many screens show this table now; a balance push reloads only tables someone sees. */
  open: number
}

export interface WalletState extends RequestState {
  balances: WalletBalanceDto | null
  histories: Partial<Record<HistoryCall, HistoryState>>
  /** The player's own deposit requests: what is still waiting for review, and why one was rejected. */
  depositRequests: Loadable<{ rows: PlayerDepositDto[] }>
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
    // A refresh keeps the balances on screen; only a first load shows "Loading".
    ...requestReducers('walletBalance', { store: (state: WalletState, balances: WalletBalanceDto) => { state.balances = balances }, shown: state => state.balances !== null }),
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
    ...requestReducers('depositRequests', {
      at: (state: WalletState) => state.depositRequests,
      store: (state, rows: PlayerDepositDto[]) => { state.depositRequests.rows = rows },
      shown: state => state.depositRequests.status === 'loaded',
    }),
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

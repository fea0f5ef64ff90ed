import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { loggedOut } from '../../session/slice'
import type { DepositRowDto, QueueAction, QueueFilter, UnmatchedPaymentDto, WalletQueue, WithdrawalRowDto } from './api'

export interface QueueState<Row> {
  filter: QueueFilter
  rows: Row[]
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  error: string | null
  /** The one confirm / complete / reject in flight from this screen's dialog. */
  action: { status: 'idle' | 'sending' | 'done' | 'failed'; message: string | null; errors: Record<string, string> }
}

export interface AdminWalletState {
  deposits: QueueState<DepositRowDto>
  withdrawals: QueueState<WithdrawalRowDto>
  /** Payments the webhook could credit to nobody, for operations to refund or match. */
  unmatched: { rows: UnmatchedPaymentDto[]; status: 'idle' | 'loading' | 'loaded' | 'failed'; error: string | null }
}

const idleAction: QueueState<never>['action'] = { status: 'idle', message: null, errors: {} }
const emptyQueue = { filter: 'pending' as QueueFilter, rows: [], status: 'idle' as const, error: null, action: idleAction }
export const initialAdminWalletState: AdminWalletState = {
  deposits: { ...emptyQueue }, withdrawals: { ...emptyQueue }, unmatched: { rows: [], status: 'idle', error: null },
}

export interface QueueActionRequest {
  queue: WalletQueue
  id: string
  action: QueueAction
  reason?: string
  payoutReference?: string
}

const slice = createSlice({
  name: 'adminWallet',
  initialState: initialAdminWalletState,
  reducers: {
    adminQueueRequested: (state, action: PayloadAction<{ queue: WalletQueue; filter: QueueFilter }>) => {
      const queue = state[action.payload.queue]
      queue.filter = action.payload.filter
      queue.status = 'loading'
      queue.error = null
    },
    adminQueueLoaded: (state, action: PayloadAction<{ queue: WalletQueue; rows: (DepositRowDto | WithdrawalRowDto)[] }>) => {
      const queue = state[action.payload.queue] as QueueState<DepositRowDto | WithdrawalRowDto>
      Object.assign(queue, { rows: action.payload.rows, status: 'loaded', error: null })
    },
    adminQueueFailed: (state, action: PayloadAction<{ queue: WalletQueue; error: string }>) => {
      Object.assign(state[action.payload.queue], { status: 'failed', error: action.payload.error })
    },
    adminQueueActionRequested: (state, action: PayloadAction<QueueActionRequest>) => {
      state[action.payload.queue].action = { status: 'sending', message: null, errors: {} }
    },
    adminQueueActionDone: (state, action: PayloadAction<{ queue: WalletQueue; message: string }>) => {
      state[action.payload.queue].action = { status: 'done', message: action.payload.message, errors: {} }
    },
    adminQueueActionFailed: (state, action: PayloadAction<{ queue: WalletQueue; message: string; errors: Record<string, string> }>) => {
      const { queue, ...rest } = action.payload
      state[queue].action = { status: 'failed', ...rest }
    },
    adminQueueActionReset: (state, action: PayloadAction<WalletQueue>) => {
      state[action.payload].action = idleAction
    },
    adminUnmatchedRequested: state => {
      state.unmatched.status = 'loading'
      state.unmatched.error = null
    },
    adminUnmatchedLoaded: (state, action: PayloadAction<UnmatchedPaymentDto[]>) => {
      state.unmatched = { rows: action.payload, status: 'loaded', error: null }
    },
    adminUnmatchedFailed: (state, action: PayloadAction<string>) => {
      Object.assign(state.unmatched, { status: 'failed', error: action.payload })
    },
  },
  extraReducers: builder => {
    builder.addCase(loggedOut, () => initialAdminWalletState)
  },
})

export const {
  adminQueueRequested, adminQueueLoaded, adminQueueFailed, adminQueueActionRequested, adminQueueActionDone, adminQueueActionFailed, adminQueueActionReset,
  adminUnmatchedRequested, adminUnmatchedLoaded, adminUnmatchedFailed,
} = slice.actions
export const adminWalletReducer = slice.reducer
export const selectAdminDeposits = (state: { adminWallet: AdminWalletState }) => state.adminWallet.deposits
export const selectAdminWithdrawals = (state: { adminWallet: AdminWalletState }) => state.adminWallet.withdrawals
export const selectUnmatchedPayments = (state: { adminWallet: AdminWalletState }) => state.adminWallet.unmatched

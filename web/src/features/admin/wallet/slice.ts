import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../../app/accountState'
import {
  emptyQueue, idleRequest, queueReducers, queueSendReducers, requestReducers, sendingState, type Loadable, type QueueState as AdminQueueState,
} from '../../../app/requestState'
import type { DepositRowDto, QueueAction, QueueFilter, UnmatchedPaymentDto, WalletQueue, WithdrawalRowDto } from './api'

/** A queue's rows, and the one confirm / complete / reject in flight from this screen's dialog. */
export type QueueState<Row> = AdminQueueState<Row, QueueFilter>

export interface AdminWalletState {
  deposits: QueueState<DepositRowDto>
  withdrawals: QueueState<WithdrawalRowDto>
  /** Payments the webhook could credit to nobody, for operations to refund or match. */
  unmatched: Loadable<{ rows: UnmatchedPaymentDto[] }>
}

export const initialAdminWalletState: AdminWalletState = {
  deposits: emptyQueue('pending'), withdrawals: emptyQueue('pending'), unmatched: { rows: [], ...idleRequest },
}

type AnyQueue = QueueState<DepositRowDto | WithdrawalRowDto>

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
    ...queueReducers('adminQueue', (state: AdminWalletState, queue: WalletQueue) => state[queue] as AnyQueue),
    adminQueueActionRequested: (state, action: PayloadAction<QueueActionRequest>) => {
      state[action.payload.queue].action = sendingState
    },
    ...queueSendReducers('adminQueueAction', (state: AdminWalletState, queue: WalletQueue) => state[queue].action),
    ...requestReducers('adminUnmatched', {
      at: (state: AdminWalletState) => state.unmatched,
      store: (state: AdminWalletState, rows: UnmatchedPaymentDto[]) => { state.unmatched.rows = rows },
    }),
  },
  extraReducers: resetOnLogout(initialAdminWalletState),
})

export const {
  adminQueueRequested, adminQueueLoaded, adminQueueFailed, adminQueueActionRequested, adminQueueActionDone, adminQueueActionFailed, adminQueueActionReset,
  adminUnmatchedRequested, adminUnmatchedLoaded, adminUnmatchedFailed,
} = slice.actions
export const adminWalletReducer = slice.reducer
export const selectAdminDeposits = (state: { adminWallet: AdminWalletState }) => state.adminWallet.deposits
export const selectAdminWithdrawals = (state: { adminWallet: AdminWalletState }) => state.adminWallet.withdrawals
export const selectUnmatchedPayments = (state: { adminWallet: AdminWalletState }) => state.adminWallet.unmatched

import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../../app/accountState'
import type { KycDocument } from '@arena/contracts'
import { emptyQueue, queueReducers, queueSendReducers, sendingState, type QueueState } from '../../../app/requestState'
import type { BankReviewRow, KycReviewRow, ReviewFilter, ReviewQueue } from './api'

/** A queue's rows, and the one decision in flight from the dialog (the shape QueueActionDialog reads). */
export type ReviewQueueState<Row> = QueueState<Row, ReviewFilter>

export interface AdminReviewState {
  kyc: ReviewQueueState<KycReviewRow>
  bank: ReviewQueueState<BankReviewRow>
}

export const initialAdminReviewState: AdminReviewState = { kyc: emptyQueue('pending'), bank: emptyQueue('pending') }

type AnyQueue = ReviewQueueState<KycReviewRow | BankReviewRow>

/** KYC: `id` is the player and `document` the file judged; bank: `id` is the account. */
export type ReviewDecision =
  | { queue: 'kyc'; id: string; document: KycDocument; decision: 'approve' | 'reject'; reason: string }
  | { queue: 'bank'; id: string; decision: 'accept' | 'reject'; reason: string }

const slice = createSlice({
  name: 'adminReview',
  initialState: initialAdminReviewState,
  reducers: {
    ...queueReducers('reviewQueue', (state: AdminReviewState, queue: ReviewQueue) => state[queue] as AnyQueue),
    reviewDecisionRequested: (state, action: PayloadAction<ReviewDecision>) => {
      state[action.payload.queue].action = sendingState
    },
    ...queueSendReducers('reviewDecision', (state: AdminReviewState, queue: ReviewQueue) => state[queue].action),
  },
  extraReducers: resetOnLogout(initialAdminReviewState),
})

export const {
  reviewQueueRequested, reviewQueueLoaded, reviewQueueFailed, reviewDecisionRequested, reviewDecisionDone, reviewDecisionFailed, reviewDecisionReset,
} = slice.actions
export const adminReviewReducer = slice.reducer
export const selectAdminReview = (state: { adminReview: AdminReviewState }) => state.adminReview

import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { KycDocument } from '@arena/contracts'
import { loggedOut } from '../../session/slice'
import type { BankReviewRow, KycReviewRow, ReviewFilter, ReviewQueue } from './api'

export interface ReviewQueueState<Row> {
  filter: ReviewFilter
  rows: Row[]
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  error: string | null
  /** The one decision in flight from the dialog (the shape QueueActionDialog reads). */
  action: { status: 'idle' | 'sending' | 'done' | 'failed'; message: string | null; errors: Record<string, string> }
}

export interface AdminReviewState {
  kyc: ReviewQueueState<KycReviewRow>
  bank: ReviewQueueState<BankReviewRow>
}

const idleAction: ReviewQueueState<never>['action'] = { status: 'idle', message: null, errors: {} }
const emptyQueue = { filter: 'pending', rows: [], status: 'idle' as const, error: null, action: idleAction }
export const initialAdminReviewState: AdminReviewState = { kyc: { ...emptyQueue }, bank: { ...emptyQueue } }

/** KYC: `id` is the player and `document` the file judged; bank: `id` is the account. */
export type ReviewDecision =
  | { queue: 'kyc'; id: string; document: KycDocument; decision: 'approve' | 'reject'; reason: string }
  | { queue: 'bank'; id: string; decision: 'accept' | 'reject'; reason: string }

const slice = createSlice({
  name: 'adminReview',
  initialState: initialAdminReviewState,
  reducers: {
    reviewQueueRequested: (state, action: PayloadAction<{ queue: ReviewQueue; filter: ReviewFilter }>) => {
      Object.assign(state[action.payload.queue], { filter: action.payload.filter, status: 'loading', error: null })
    },
    reviewQueueLoaded: (state, action: PayloadAction<{ queue: 'kyc'; rows: KycReviewRow[] } | { queue: 'bank'; rows: BankReviewRow[] }>) => {
      Object.assign(state[action.payload.queue], { rows: action.payload.rows, status: 'loaded', error: null })
    },
    reviewQueueFailed: (state, action: PayloadAction<{ queue: ReviewQueue; error: string }>) => {
      Object.assign(state[action.payload.queue], { status: 'failed', error: action.payload.error })
    },
    reviewDecisionRequested: (state, action: PayloadAction<ReviewDecision>) => {
      state[action.payload.queue].action = { status: 'sending', message: null, errors: {} }
    },
    reviewDecisionDone: (state, action: PayloadAction<{ queue: ReviewQueue; message: string }>) => {
      state[action.payload.queue].action = { status: 'done', message: action.payload.message, errors: {} }
    },
    reviewDecisionFailed: (state, action: PayloadAction<{ queue: ReviewQueue; message: string; errors: Record<string, string> }>) => {
      const { queue, ...rest } = action.payload
      state[queue].action = { status: 'failed', ...rest }
    },
    reviewDecisionReset: (state, action: PayloadAction<ReviewQueue>) => {
      state[action.payload].action = idleAction
    },
  },
  // Nothing of one account may show to whoever signs in next on this tab.
  extraReducers: builder => {
    builder.addCase(loggedOut, () => initialAdminReviewState)
  },
})

export const {
  reviewQueueRequested, reviewQueueLoaded, reviewQueueFailed, reviewDecisionRequested, reviewDecisionDone, reviewDecisionFailed, reviewDecisionReset,
} = slice.actions
export const adminReviewReducer = slice.reducer
export const selectAdminReview = (state: { adminReview: AdminReviewState }) => state.adminReview

import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ContestDto } from './model'

/** Private contests (issue 18): the create form, the join-code entry and the contests the player created. */
export interface PrivateFields {
  contestName: string
  startTime: string
  endTime: string
  entryFee: string
  virtualFund: string
  levels: string
  max_particepate: string
  pairs: string
}

interface PrivateState {
  create: { status: 'idle' | 'sending' | 'failed' | 'done'; message: string; errors: Record<string, string> }
  redeem: { status: 'idle' | 'sending' | 'failed'; message: string }
  mine: ContestDto[]
}

const initialState: PrivateState = {
  create: { status: 'idle', message: '', errors: {} },
  redeem: { status: 'idle', message: '' },
  mine: [],
}

const slice = createSlice({
  name: 'contestPrivate',
  initialState,
  reducers: {
    privateCreateRequested(state, _action: PayloadAction<PrivateFields>) {
      state.create = { status: 'sending', message: '', errors: {} }
    },
    privateCreated(state, action: PayloadAction<ContestDto>) {
      state.create = { status: 'done', message: 'Private contest created: share its link or code', errors: {} }
      state.mine = [action.payload, ...state.mine.filter(c => c._id !== action.payload._id)]
    },
    privateCreateFailed(state, action: PayloadAction<{ message: string; errors: Record<string, string> }>) {
      state.create = { status: 'failed', ...action.payload }
    },
    joinCodeSubmitted(state, _action: PayloadAction<string>) {
      state.redeem = { status: 'sending', message: '' }
    },
    joinCodeFailed(state, action: PayloadAction<string>) {
      state.redeem = { status: 'failed', message: action.payload }
    },
    joinCodeDone(state) {
      state.redeem = { status: 'idle', message: '' }
    },
    myPrivateRequested() {},
    myPrivateLoaded(state, action: PayloadAction<ContestDto[]>) {
      state.mine = action.payload
    },
  },
})

export const {
  privateCreateRequested, privateCreated, privateCreateFailed, joinCodeSubmitted, joinCodeFailed, joinCodeDone, myPrivateRequested, myPrivateLoaded,
} = slice.actions
export const contestPrivateReducer = slice.reducer

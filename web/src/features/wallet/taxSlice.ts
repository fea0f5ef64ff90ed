import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { loggedOut } from '../session/slice'
import type { DepositSplit, TdsStatementDto, WithdrawalWorking } from './taxApi'

type Load<T> = { amount: string; data: T | null; status: 'idle' | 'loading' | 'loaded' | 'failed'; error: string | null }

export interface TaxState {
  /** The server's working for the amount on the withdrawal form (the policy the request will use). */
  withdrawal: Load<WithdrawalWorking>
  /** The GST split of the amount on the add-money form. */
  deposit: Load<DepositSplit>
  statement: { financialYear: string | null; data: TdsStatementDto | null; status: 'idle' | 'loading' | 'loaded' | 'failed'; error: string | null }
}

const idle = { amount: '', data: null, status: 'idle' as const, error: null }
export const initialTaxState: TaxState = { withdrawal: idle, deposit: idle, statement: { financialYear: null, data: null, status: 'idle', error: null } }

const slice = createSlice({
  name: 'tax',
  initialState: initialTaxState,
  reducers: {
    withdrawalWorkingRequested: (state, action: PayloadAction<string>) => {
      state.withdrawal = { ...state.withdrawal, amount: action.payload, status: 'loading', error: null }
    },
    withdrawalWorkingLoaded: (state, action: PayloadAction<{ amount: string; data: WithdrawalWorking }>) => {
      if (action.payload.amount === state.withdrawal.amount) state.withdrawal = { ...state.withdrawal, data: action.payload.data, status: 'loaded' }
    },
    withdrawalWorkingFailed: (state, action: PayloadAction<{ amount: string; error: string }>) => {
      if (action.payload.amount === state.withdrawal.amount) state.withdrawal = { ...state.withdrawal, data: null, status: 'failed', error: action.payload.error }
    },
    withdrawalWorkingCleared: state => {
      state.withdrawal = idle
    },
    depositSplitRequested: (state, action: PayloadAction<string>) => {
      state.deposit = { ...state.deposit, amount: action.payload, status: 'loading', error: null }
    },
    depositSplitLoaded: (state, action: PayloadAction<{ amount: string; data: DepositSplit }>) => {
      if (action.payload.amount === state.deposit.amount) state.deposit = { ...state.deposit, data: action.payload.data, status: 'loaded' }
    },
    depositSplitFailed: (state, action: PayloadAction<{ amount: string; error: string }>) => {
      if (action.payload.amount === state.deposit.amount) state.deposit = { ...state.deposit, data: null, status: 'failed', error: action.payload.error }
    },
    depositSplitCleared: state => {
      state.deposit = idle
    },
    tdsStatementRequested: (state, action: PayloadAction<string | null>) => {
      state.statement = { ...state.statement, financialYear: action.payload, status: 'loading', error: null }
    },
    tdsStatementLoaded: (state, action: PayloadAction<TdsStatementDto>) => {
      state.statement = { financialYear: action.payload.financialYear, data: action.payload, status: 'loaded', error: null }
    },
    tdsStatementFailed: (state, action: PayloadAction<string>) => {
      state.statement = { ...state.statement, status: 'failed', error: action.payload }
    },
  },
  extraReducers: builder => {
    builder.addCase(loggedOut, () => initialTaxState)
  },
})

export const {
  withdrawalWorkingRequested, withdrawalWorkingLoaded, withdrawalWorkingFailed, withdrawalWorkingCleared,
  depositSplitRequested, depositSplitLoaded, depositSplitFailed, depositSplitCleared,
  tdsStatementRequested, tdsStatementLoaded, tdsStatementFailed,
} = slice.actions
export const taxReducer = slice.reducer
export const selectTax = (state: { tax: TaxState }) => state.tax

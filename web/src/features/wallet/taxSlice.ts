import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../app/accountState'
import { idleRequest, requestReducers, type Loadable } from '../../app/requestState'
import type { DepositSplit, TdsStatementDto, WithdrawalWorking } from './taxApi'

type Load<T> = Loadable<{ amount: string; data: T | null }>

export interface TaxState {
  /** The server's working for the amount on the withdrawal form (the policy the request will use). */
  withdrawal: Load<WithdrawalWorking>
  /** The GST split of the amount on the add-money form. */
  deposit: Load<DepositSplit>
  statement: Loadable<{ financialYear: string | null; data: TdsStatementDto | null }>
}

const idle = { amount: '', data: null, ...idleRequest }
export const initialTaxState: TaxState = { withdrawal: idle, deposit: idle, statement: { financialYear: null, data: null, ...idleRequest } }

type PreviewReducers<Name extends string, T> = Record<`${Name}Requested`, (state: TaxState, action: PayloadAction<string>) => void> &
  Record<`${Name}Loaded`, (state: TaxState, action: PayloadAction<{ amount: string; data: T }>) => void> &
  Record<`${Name}Failed`, (state: TaxState, action: PayloadAction<{ amount: string; error: string }>) => void> &
  Record<`${Name}Cleared`, (state: TaxState) => void>

/** The server's working for the amount being typed: an answer counts only while its amount is still the one on the form. */
function previewReducers<Name extends string, T>(name: Name, key: 'withdrawal' | 'deposit'): PreviewReducers<Name, T> {
  const reducers = {
    [`${name}Requested`]: (state: TaxState, action: PayloadAction<string>) => {
      Object.assign(state[key], { amount: action.payload, status: 'loading', error: null })
    },
    [`${name}Loaded`]: (state: TaxState, action: PayloadAction<{ amount: string; data: T }>) => {
      if (action.payload.amount === state[key].amount) Object.assign(state[key], { data: action.payload.data, status: 'loaded' })
    },
    [`${name}Failed`]: (state: TaxState, action: PayloadAction<{ amount: string; error: string }>) => {
      if (action.payload.amount === state[key].amount) Object.assign(state[key], { data: null, status: 'failed', error: action.payload.error })
    },
    [`${name}Cleared`]: (state: TaxState) => {
      state[key] = idle
    },
  }
  return reducers as PreviewReducers<Name, T>
}

const slice = createSlice({
  name: 'tax',
  initialState: initialTaxState,
  reducers: {
    ...previewReducers<'withdrawalWorking', WithdrawalWorking>('withdrawalWorking', 'withdrawal'),
    ...previewReducers<'depositSplit', DepositSplit>('depositSplit', 'deposit'),
    ...requestReducers('tdsStatement', {
      at: (state: TaxState) => state.statement,
      started: (state, financialYear: string | null) => { state.statement.financialYear = financialYear },
      store: (state, statement: TdsStatementDto) => { Object.assign(state.statement, { financialYear: statement.financialYear, data: statement }) },
    }),
  },
  extraReducers: resetOnLogout(initialTaxState),
})

export const {
  withdrawalWorkingRequested, withdrawalWorkingLoaded, withdrawalWorkingFailed, withdrawalWorkingCleared,
  depositSplitRequested, depositSplitLoaded, depositSplitFailed, depositSplitCleared,
  tdsStatementRequested, tdsStatementLoaded, tdsStatementFailed,
} = slice.actions
export const taxReducer = slice.reducer
export const selectTax = (state: { tax: TaxState }) => state.tax

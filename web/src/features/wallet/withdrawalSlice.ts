import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../app/accountState'
import { createFormSlice } from '../../app/formSlice'
import { requestReducers, type Loadable } from '../../app/requestState'
import type { BankAccountDto } from './api'

export type WithdrawalField = 'amount' | 'bankAccountId'
/** Field errors, plus `form` for a refusal that belongs to no field (e.g. KYC not complete). */
export type WithdrawalErrors = Partial<Record<WithdrawalField | 'form', string>>

export interface WithdrawalReceipt {
  amount: string
  tds: string
  paid: string
  tdsRate: string
}

export interface WithdrawalState {
  banks: Loadable<{ items: BankAccountDto[] }>
  status: 'idle' | 'sending' | 'sent' | 'failed'
  errors: WithdrawalErrors
  message: string | null
  receipt: WithdrawalReceipt | null
}

export const initialWithdrawalState: WithdrawalState = {
  banks: { items: [], status: 'idle', error: null },
  status: 'idle',
  errors: {},
  message: null,
  receipt: null,
}

const slice = createSlice({
  name: 'withdrawal',
  initialState: initialWithdrawalState,
  reducers: {
    ...requestReducers('bankAccounts', { at: (state: WithdrawalState) => state.banks, store: (state, items: BankAccountDto[]) => { state.banks.items = items } }),
    withdrawalSubmitted: (state, _action: PayloadAction<{ amount: string; bankAccountId: string }>) => {
      Object.assign(state, { status: 'sending', errors: {}, message: null, receipt: null })
    },
    withdrawalRefused: (state, action: PayloadAction<{ errors: WithdrawalErrors; message?: string }>) => {
      Object.assign(state, { status: 'failed', errors: action.payload.errors, message: action.payload.message ?? null })
    },
    withdrawalAccepted: (state, action: PayloadAction<{ message: string; receipt: WithdrawalReceipt | null }>) => {
      Object.assign(state, { status: 'sent', errors: {}, message: action.payload.message, receipt: action.payload.receipt })
    },
    withdrawalFormReset: state => ({ ...initialWithdrawalState, banks: state.banks }),
  },
  extraReducers: resetOnLogout(initialWithdrawalState),
})

export const { bankAccountsRequested, bankAccountsLoaded, bankAccountsFailed, withdrawalSubmitted, withdrawalRefused, withdrawalAccepted, withdrawalFormReset } =
  slice.actions
export const withdrawalReducer = slice.reducer
export const selectWithdrawal = (state: { withdrawal: WithdrawalState }) => state.withdrawal

/** The deposit request: amount, method and reference out; a message or field errors back. */
export const depositFormSlice = createFormSlice('depositForm')
export const depositFormReducer = depositFormSlice.reducer
export const { submitted: depositSubmitted, reset: depositFormReset } = depositFormSlice.actions
export const selectDepositForm = (state: { depositForm: ReturnType<typeof depositFormReducer> }) => state.depositForm

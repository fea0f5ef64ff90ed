import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../app/accountState'
import { kycGateMessage } from '@arena/contracts'
import { requestReducers, type RequestState } from '../../app/requestState'
import type { KycProfile } from '../kyc/api'
import type { BankAccountDto, UpiDetailDto } from './api'

export type BankTab = 'bank' | 'upi'

export interface SaveForm {
  status: 'idle' | 'sending' | 'saved' | 'failed'
  errors: Record<string, string>
}

export interface BankPageState extends RequestState {
  tab: BankTab
  profile: KycProfile | null
  accounts: BankAccountDto[]
  upis: UpiDetailDto[]
  bankForm: SaveForm
  upiForm: SaveForm
}

const idleForm: SaveForm = { status: 'idle', errors: {} }
export const initialBankPageState: BankPageState = {
  tab: 'bank', profile: null, accounts: [], upis: [], status: 'idle', error: null, bankForm: idleForm, upiForm: idleForm,
}

/** The bank form's text fields; the holder name is not among them (it is fixed from the profile). */
export interface BankFields {
  bankName: string
  accountNo: string
  ifscCode: string
  branchName: string
}

const slice = createSlice({
  name: 'bank',
  initialState: initialBankPageState,
  reducers: {
    ...requestReducers('bankPage', {
      store: (state: BankPageState, page: { profile: KycProfile; accounts: BankAccountDto[]; upis: UpiDetailDto[] }) => {
        Object.assign(state, page, { bankForm: idleForm, upiForm: idleForm })
      },
    }),
    bankTabChosen: (state, action: PayloadAction<BankTab>) => {
      state.tab = action.payload
    },
    /** `chequeImage` is the id of the chosen file in app/fileStash. */
    bankDetailSubmitted: (state, _action: PayloadAction<{ fields: BankFields; chequeImage?: string }>) => {
      state.bankForm = { status: 'sending', errors: {} }
    },
    bankDetailSaved: state => {
      state.bankForm = { status: 'saved', errors: {} }
    },
    bankDetailFailed: (state, action: PayloadAction<Record<string, string>>) => {
      state.bankForm = { status: 'failed', errors: action.payload }
    },
    upiSubmitted: (state, _action: PayloadAction<string>) => {
      state.upiForm = { status: 'sending', errors: {} }
    },
    upiSaved: state => {
      state.upiForm = { status: 'saved', errors: {} }
    },
    upiFailed: (state, action: PayloadAction<Record<string, string>>) => {
      state.upiForm = { status: 'failed', errors: action.payload }
    },
  },
  extraReducers: resetOnLogout(initialBankPageState),
})

export const {
  bankPageRequested, bankPageLoaded, bankPageFailed, bankTabChosen, bankDetailSubmitted, bankDetailSaved, bankDetailFailed,
  upiSubmitted, upiSaved, upiFailed,
} = slice.actions
export const bankReducer = slice.reducer

export const selectBankPage = (state: { bank: BankPageState }) => state.bank

/** The name on the verified photo ID, as the server fixes it: the account holder name. */
export const holderName = (profile: Pick<KycProfile, 'fname' | 'lname' | 'name'>): string => `${profile.fname} ${profile.lname}`.trim() || profile.name

/** Why the forms are hidden (spec section 4's gate texts), or null once KYC is complete. */
export const selectBankGate = (state: { bank: BankPageState }): string | null => {
  const profile = state.bank.profile
  return profile ? (kycGateMessage(profile) ?? null) : null
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../../app/accountState'
import { idleRequest, idleSend, requestReducers, sendingState, sendReducers, type RequestState, type SendState } from '../../../app/requestState'
import type { SponsorDto, SponsorLedgerRowDto } from './api'

export type SponsorFormState = SendState

export interface AdminSponsorsState extends RequestState {
  sponsors: SponsorDto[]
  /** The sponsor whose ledger is open, and its rows. */
  ledger: { sponsorId: string; rows: SponsorLedgerRowDto[]; status: 'loading' | 'loaded' | 'failed'; error: string | null } | null
  /** The create form and the grant form (one at a time). */
  form: SponsorFormState
}

export const initialAdminSponsorsState: AdminSponsorsState = { sponsors: [], ...idleRequest, ledger: null, form: idleSend }

const slice = createSlice({
  name: 'adminSponsors',
  initialState: initialAdminSponsorsState,
  reducers: {
    ...requestReducers('sponsors', { store: (state: AdminSponsorsState, sponsors: SponsorDto[]) => { state.sponsors = sponsors } }),
    sponsorCreateRequested: (state, _action: PayloadAction<{ name: string; amount: string; note: string }>) => {
      state.form = sendingState
    },
    grantRequested: (state, _action: PayloadAction<{ sponsorId: string; amount: string; note: string }>) => {
      state.form = sendingState
    },
    ...sendReducers('sponsorForm', (state: AdminSponsorsState) => state.form),
    ledgerRequested: (state, action: PayloadAction<string>) => {
      state.ledger = { sponsorId: action.payload, rows: [], status: 'loading', error: null }
    },
    ledgerLoaded: (state, action: PayloadAction<{ sponsorId: string; rows: SponsorLedgerRowDto[] }>) => {
      if (state.ledger?.sponsorId === action.payload.sponsorId) state.ledger = { ...state.ledger, rows: action.payload.rows, status: 'loaded' }
    },
    ledgerFailed: (state, action: PayloadAction<{ sponsorId: string; message: string }>) => {
      if (state.ledger?.sponsorId === action.payload.sponsorId) state.ledger = { ...state.ledger, status: 'failed', error: action.payload.message }
    },
    ledgerClosed: state => {
      state.ledger = null
    },
  },
  extraReducers: resetOnLogout(initialAdminSponsorsState),
})

export const {
  sponsorsRequested, sponsorsLoaded, sponsorsFailed, sponsorCreateRequested, grantRequested, sponsorFormDone, sponsorFormFailed, sponsorFormReset,
  ledgerRequested, ledgerLoaded, ledgerFailed, ledgerClosed,
} = slice.actions
export const adminSponsorsReducer = slice.reducer
export const selectAdminSponsors = (state: { adminSponsors: AdminSponsorsState }) => state.adminSponsors

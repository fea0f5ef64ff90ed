import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { loggedOut } from '../../session/slice'
import type { SponsorDto, SponsorLedgerRowDto } from './api'

export interface SponsorFormState {
  status: 'idle' | 'sending' | 'done' | 'failed'
  message: string | null
  errors: Record<string, string>
}

export interface AdminSponsorsState {
  sponsors: SponsorDto[]
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  error: string | null
  /** The sponsor whose ledger is open, and its rows. */
  ledger: { sponsorId: string; rows: SponsorLedgerRowDto[]; status: 'loading' | 'loaded' | 'failed'; error: string | null } | null
  /** The create form and the grant form (one at a time). */
  form: SponsorFormState
}

const idleForm: SponsorFormState = { status: 'idle', message: null, errors: {} }
export const initialAdminSponsorsState: AdminSponsorsState = { sponsors: [], status: 'idle', error: null, ledger: null, form: idleForm }

const slice = createSlice({
  name: 'adminSponsors',
  initialState: initialAdminSponsorsState,
  reducers: {
    sponsorsRequested: state => {
      state.status = 'loading'
      state.error = null
    },
    sponsorsLoaded: (state, action: PayloadAction<SponsorDto[]>) => {
      Object.assign(state, { sponsors: action.payload, status: 'loaded', error: null })
    },
    sponsorsFailed: (state, action: PayloadAction<string>) => {
      Object.assign(state, { status: 'failed', error: action.payload })
    },
    sponsorCreateRequested: (state, _action: PayloadAction<{ name: string; amount: string; note: string }>) => {
      state.form = { status: 'sending', message: null, errors: {} }
    },
    grantRequested: (state, _action: PayloadAction<{ sponsorId: string; amount: string; note: string }>) => {
      state.form = { status: 'sending', message: null, errors: {} }
    },
    sponsorFormDone: (state, action: PayloadAction<string>) => {
      state.form = { status: 'done', message: action.payload, errors: {} }
    },
    sponsorFormFailed: (state, action: PayloadAction<{ message: string; errors: Record<string, string> }>) => {
      state.form = { status: 'failed', ...action.payload }
    },
    sponsorFormReset: state => {
      state.form = idleForm
    },
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
  extraReducers: builder => {
    builder.addCase(loggedOut, () => initialAdminSponsorsState)
  },
})

export const {
  sponsorsRequested, sponsorsLoaded, sponsorsFailed, sponsorCreateRequested, grantRequested, sponsorFormDone, sponsorFormFailed, sponsorFormReset,
  ledgerRequested, ledgerLoaded, ledgerFailed, ledgerClosed,
} = slice.actions
export const adminSponsorsReducer = slice.reducer
export const selectAdminSponsors = (state: { adminSponsors: AdminSponsorsState }) => state.adminSponsors

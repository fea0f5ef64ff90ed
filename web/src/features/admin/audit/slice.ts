import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../../app/accountState'
import type { AdminUserRow } from '../users/api'
import type { LedgerRow, LedgerStop, TdsReport } from './api'

type Load = 'idle' | 'loading' | 'loaded' | 'failed'

export interface AuditState {
  players: { status: Load; error: string | null; rows: AdminUserRow[] }
  ledger: { user: AdminUserRow | null; status: Load; error: string | null; errors: Record<string, string>; rows: LedgerRow[] }
  tds: { status: Load; error: string | null; errors: Record<string, string>; report: TdsReport | null; range: { from: string; to: string } | null }
  yearEnd: { status: 'idle' | 'sending' | 'sent' | 'failed'; message: string | null; errors: Record<string, string> }
}

export const initialAuditState: AuditState = {
  players: { status: 'idle', error: null, rows: [] },
  ledger: { user: null, status: 'idle', error: null, errors: {}, rows: [] },
  tds: { status: 'idle', error: null, errors: {}, report: null, range: null },
  yearEnd: { status: 'idle', message: null, errors: {} },
}

type Refusal = { message: string; errors: Record<string, string> }

const slice = createSlice({
  name: 'adminAudit',
  initialState: initialAuditState,
  reducers: {
    ledgerPlayersSearched: (state, _action: PayloadAction<string>) => {
      state.players = { ...state.players, status: 'loading', error: null }
    },
    ledgerPlayersFound: (state, action: PayloadAction<AdminUserRow[]>) => {
      state.players = { status: 'loaded', error: null, rows: action.payload }
    },
    ledgerPlayersFailed: (state, action: PayloadAction<string>) => {
      state.players = { status: 'failed', error: action.payload, rows: [] }
    },
    /** Picking a player replays their whole ledger at once. */
    ledgerRequested: (state, action: PayloadAction<{ user: AdminUserRow; stop: LedgerStop }>) => {
      const sameUser = state.ledger.user?._id === action.payload.user._id
      state.ledger = { user: action.payload.user, status: 'loading', error: null, errors: {}, rows: sameUser ? state.ledger.rows : [] }
    },
    ledgerLoaded: (state, action: PayloadAction<LedgerRow[]>) => {
      state.ledger = { ...state.ledger, status: 'loaded', rows: action.payload }
    },
    ledgerFailed: (state, action: PayloadAction<Refusal>) => {
      state.ledger = { ...state.ledger, status: 'failed', error: action.payload.message, errors: action.payload.errors, rows: [] }
    },
    tdsReportRequested: (state, _action: PayloadAction<{ from: string; to: string }>) => {
      state.tds = { ...state.tds, status: 'loading', error: null, errors: {} }
    },
    tdsReportLoaded: (state, action: PayloadAction<{ report: TdsReport; from: string; to: string }>) => {
      const { report, from, to } = action.payload
      state.tds = { status: 'loaded', error: null, errors: {}, report, range: { from, to } }
    },
    tdsReportFailed: (state, action: PayloadAction<Refusal>) => {
      state.tds = { status: 'failed', error: action.payload.message, errors: action.payload.errors, report: null, range: null }
    },
    tdsYearEndRequested: (state, _action: PayloadAction<string>) => {
      state.yearEnd = { status: 'sending', message: null, errors: {} }
    },
    tdsYearEndDone: (state, action: PayloadAction<string>) => {
      state.yearEnd = { status: 'sent', message: action.payload, errors: {} }
    },
    tdsYearEndFailed: (state, action: PayloadAction<Refusal>) => {
      state.yearEnd = { status: 'failed', message: action.payload.message, errors: action.payload.errors }
    },
  },
  // An admin's audit must not stay on screen for whoever signs in next on this tab.
  extraReducers: resetOnLogout(initialAuditState),
})

export const { ledgerPlayersSearched, ledgerPlayersFound, ledgerPlayersFailed, ledgerRequested, ledgerLoaded, ledgerFailed, tdsReportRequested, tdsReportLoaded, tdsReportFailed, tdsYearEndRequested, tdsYearEndDone, tdsYearEndFailed } =
  slice.actions
export const adminAuditReducer = slice.reducer
export const selectAdminAudit = (state: { adminAudit: AuditState }) => state.adminAudit

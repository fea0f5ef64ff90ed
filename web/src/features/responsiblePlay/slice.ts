import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../app/accountState'
import type { ResponsiblePlayDto } from '@arena/contracts'
import { requestReducers, type RequestState } from '../../app/requestState'

export type LimitPeriod = 'daily' | 'weekly' | 'monthly'

export interface ResponsiblePlayState extends RequestState {
  data: ResponsiblePlayDto | null
  saving: boolean
  breaking: boolean
  /** Field-keyed texts from the server or the shared rules; `form` for one that belongs to no field. */
  errors: Record<string, string>
  /** The admin's read-only look at one user's settings (/admin/users). */
  user: { userId: string | null; name: string; data: ResponsiblePlayDto | null; error: string | null }
}

const noUser = { userId: null, name: '', data: null, error: null }
export const initialResponsiblePlayState: ResponsiblePlayState = { data: null, status: 'idle', error: null, saving: false, breaking: false, errors: {}, user: noUser }

const slice = createSlice({
  name: 'responsiblePlay',
  initialState: initialResponsiblePlayState,
  reducers: {
    ...requestReducers('responsiblePlay', { store: (state: ResponsiblePlayState, data: ResponsiblePlayDto) => { state.data = data } }),
    /** Texts as typed: '' removes a limit. */
    limitsSubmitted: (state, _action: PayloadAction<Record<LimitPeriod, string>>) => {
      state.saving = true
      state.errors = {}
    },
    limitsSaved: (state, action: PayloadAction<ResponsiblePlayDto>) => {
      state.saving = false
      state.data = action.payload
    },
    limitsFailed: (state, action: PayloadAction<Record<string, string>>) => {
      state.saving = false
      state.errors = action.payload
    },
    breakConfirmed: (state, _action: PayloadAction<string>) => {
      state.breaking = true
      state.errors = {}
    },
    breakFailed: (state, action: PayloadAction<Record<string, string>>) => {
      state.breaking = false
      state.errors = action.payload
    },
    userResponsiblePlayRequested: (state, action: PayloadAction<{ userId: string; name: string }>) => {
      state.user = { ...noUser, ...action.payload }
    },
    userResponsiblePlayLoaded: (state, action: PayloadAction<{ userId: string; data: ResponsiblePlayDto }>) => {
      if (state.user.userId === action.payload.userId) state.user.data = action.payload.data
    },
    userResponsiblePlayFailed: (state, action: PayloadAction<{ userId: string; error: string }>) => {
      if (state.user.userId === action.payload.userId) state.user.error = action.payload.error
    },
    userResponsiblePlayClosed: state => {
      state.user = noUser
    },
  },
  extraReducers: resetOnLogout(initialResponsiblePlayState),
})

export const {
  responsiblePlayRequested, responsiblePlayLoaded, responsiblePlayFailed, limitsSubmitted, limitsSaved, limitsFailed, breakConfirmed, breakFailed,
  userResponsiblePlayRequested, userResponsiblePlayLoaded, userResponsiblePlayFailed, userResponsiblePlayClosed,
} = slice.actions
export const responsiblePlayReducer = slice.reducer
export const selectResponsiblePlay = (state: { responsiblePlay: ResponsiblePlayState }) => state.responsiblePlay

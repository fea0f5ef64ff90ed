import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { resetOnLogout } from '../../../app/accountState'
import type { ContestDto, LeaderboardRowDto } from '@arena/contracts'
import { requestReducers, type LoadStatus } from '../../../app/requestState'

export interface ContestFormState {
  mode: 'add' | 'edit' | null
  /** The contest being edited. */
  contest: ContestDto | null
  sending: boolean
  /** Field-keyed errors from the server, shown under the fields (spec section 8). */
  errors: Record<string, string>
  message: string | null
}

export interface AdminContestsState {
  items: ContestDto[]
  status: LoadStatus
  error: string | null
  form: ContestFormState
  cancelling: Record<string, true>
  inspect: { contest: ContestDto | null; rows: LeaderboardRowDto[]; status: LoadStatus; error: string | null }
}

const closedForm: ContestFormState = { mode: null, contest: null, sending: false, errors: {}, message: null }

export const initialAdminContestsState: AdminContestsState = {
  items: [],
  status: 'idle',
  error: null,
  form: closedForm,
  cancelling: {},
  inspect: { contest: null, rows: [], status: 'idle', error: null },
}

/** What the form sends: text fields by the spec's names, and the chosen logo by stash id. */
export interface ContestSave {
  fields: Record<string, string>
  logoId: string | null
}

const slice = createSlice({
  name: 'adminContests',
  initialState: initialAdminContestsState,
  reducers: {
    ...requestReducers('adminContests', { store: (state: AdminContestsState, items: ContestDto[]) => { state.items = items } }),
    contestFormOpened: (state, action: PayloadAction<ContestDto | null>) => {
      state.form = { ...closedForm, mode: action.payload ? 'edit' : 'add', contest: action.payload }
    },
    contestFormClosed: state => {
      if (!state.form.sending) state.form = closedForm
    },
    contestSaveRequested: (state, _action: PayloadAction<ContestSave>) => {
      state.form.sending = true
      state.form.errors = {}
      state.form.message = null
    },
    contestSaved: state => {
      state.form = closedForm
    },
    contestSaveFailed: (state, action: PayloadAction<{ message: string; errors: Record<string, string> }>) => {
      state.form.sending = false
      state.form.errors = action.payload.errors
      state.form.message = action.payload.message
    },
    contestCancelRequested: (state, action: PayloadAction<string>) => {
      state.cancelling[action.payload] = true
    },
    contestCancelSettled: (state, action: PayloadAction<string>) => {
      delete state.cancelling[action.payload]
    },
    contestInspectRequested: (state, action: PayloadAction<ContestDto>) => {
      state.inspect = { contest: action.payload, rows: [], status: 'loading', error: null }
    },
    contestInspectLoaded: (state, action: PayloadAction<{ contestId: string; rows: LeaderboardRowDto[] }>) => {
      if (state.inspect.contest?.contest_id !== action.payload.contestId) return
      state.inspect.rows = action.payload.rows
      state.inspect.status = 'loaded'
    },
    contestInspectFailed: (state, action: PayloadAction<{ contestId: string; error: string }>) => {
      if (state.inspect.contest?.contest_id !== action.payload.contestId) return
      state.inspect.status = 'failed'
      state.inspect.error = action.payload.error
    },
    contestInspectClosed: state => {
      state.inspect = initialAdminContestsState.inspect
    },
  },
  extraReducers: resetOnLogout(initialAdminContestsState),
})

export const {
  adminContestsRequested,
  adminContestsLoaded,
  adminContestsFailed,
  contestFormOpened,
  contestFormClosed,
  contestSaveRequested,
  contestSaved,
  contestSaveFailed,
  contestCancelRequested,
  contestCancelSettled,
  contestInspectRequested,
  contestInspectLoaded,
  contestInspectFailed,
  contestInspectClosed,
} = slice.actions
export const adminContestsReducer = slice.reducer
export const selectAdminContests = (state: { adminContests: AdminContestsState }) => state.adminContests

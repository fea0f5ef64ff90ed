import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { failedRequest, idleRequest, sendingRequest, type Refusal, type RequestState } from './requestState'
import type { AdminTicketRowDto, TicketDetailDto } from './types'

export interface AdminFilters {
  /** '' for every status, else open or Resolved. */
  status: '' | 'open' | 'Resolved'
  search: string
}

export interface AdminSupportState {
  filters: AdminFilters
  list: { status: 'idle' | 'loading' | 'loaded' | 'failed'; rows: AdminTicketRowDto[]; message: string | null }
  selectedId: string | null
  thread: TicketDetailDto | null
  reply: RequestState
  resolving: boolean
}

export const initialAdminSupport: AdminSupportState = {
  filters: { status: '', search: '' },
  list: { status: 'idle', rows: [], message: null },
  selectedId: null,
  thread: null,
  reply: idleRequest,
  resolving: false,
}

export interface AdminReplyValues {
  ticketId: string
  description: string
  fileId?: string
}

const slice = createSlice({
  name: 'supportAdmin',
  initialState: initialAdminSupport,
  reducers: {
    adminTicketsRequested: (state, action: PayloadAction<Partial<AdminFilters> | undefined>) => {
      state.filters = { ...state.filters, ...action.payload }
      state.list.status = 'loading'
    },
    adminTicketsLoaded: (state, action: PayloadAction<AdminTicketRowDto[]>) => {
      state.list = { status: 'loaded', rows: action.payload, message: null }
    },
    adminTicketsFailed: (state, action: PayloadAction<string>) => {
      state.list = { ...state.list, status: 'failed', message: action.payload }
    },
    adminTicketSelected: (state, action: PayloadAction<string>) => {
      if (state.selectedId !== action.payload) {
        state.thread = null
        state.reply = idleRequest
      }
      state.selectedId = action.payload
    },
    adminThreadLoaded: (state, action: PayloadAction<TicketDetailDto>) => {
      if (state.selectedId === action.payload._id) state.thread = action.payload
    },
    adminReplySubmitted: (state, _action: PayloadAction<AdminReplyValues>) => {
      state.reply = sendingRequest
    },
    adminReplySucceeded: (state, action: PayloadAction<{ ticket: TicketDetailDto; message: string }>) => {
      state.reply = { status: 'done', message: action.payload.message, errors: {} }
      if (state.selectedId === action.payload.ticket._id) state.thread = action.payload.ticket
    },
    adminReplyFailed: (state, action: PayloadAction<Refusal>) => {
      state.reply = failedRequest(action.payload)
      if (action.payload.errors.ticket && state.thread) state.thread.status = 'Resolved'
    },
    adminReplyReset: state => {
      state.reply = idleRequest
    },
    adminResolveRequested: (state, _action: PayloadAction<string>) => {
      state.resolving = true
    },
    adminResolveSucceeded: (state, action: PayloadAction<TicketDetailDto>) => {
      state.resolving = false
      if (state.selectedId === action.payload._id) state.thread = action.payload
    },
    adminResolveFailed: state => {
      state.resolving = false
    },
  },
})

export const {
  adminTicketsRequested, adminTicketsLoaded, adminTicketsFailed,
  adminTicketSelected, adminThreadLoaded,
  adminReplySubmitted, adminReplySucceeded, adminReplyFailed, adminReplyReset,
  adminResolveRequested, adminResolveSucceeded, adminResolveFailed,
} = slice.actions
export const adminSupportReducer = slice.reducer

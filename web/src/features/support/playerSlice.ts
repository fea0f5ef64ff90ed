import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { readByUserLive, replyAddedLive, ticketResolvedLive } from './liveActions'
import { failedRequest, idleRequest, sendingRequest, type Refusal, type RequestState } from './requestState'
import type { TicketDetailDto, TicketDto } from './types'

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export interface PlayerSupportState {
  helpForm: RequestState
  history: { status: LoadStatus; tickets: TicketDto[] }
  /** ADMIN replies the player has not read, over all tickets (the header badge). */
  unread: number
  room: { ticketId: string | null; status: LoadStatus; ticket: TicketDetailDto | null; message: string | null; reply: RequestState }
}

export const initialPlayerSupport: PlayerSupportState = {
  helpForm: idleRequest,
  history: { status: 'idle', tickets: [] },
  unread: 0,
  room: { ticketId: null, status: 'idle', ticket: null, message: null, reply: idleRequest },
}

/** A form as sent through the store: plain values, and the stash id of a chosen image. */
export interface HelpIssueValues {
  subject: string
  description: string
  fileId?: string
}

export interface ReplyValues {
  ticketId: string
  description: string
  fileId?: string
}

function patchRow(state: PlayerSupportState, ticketId: string, patch: Partial<TicketDto>) {
  const row = state.history.tickets.find(ticket => ticket._id === ticketId)
  if (row) Object.assign(row, patch)
}

const slice = createSlice({
  name: 'support',
  initialState: initialPlayerSupport,
  reducers: {
    helpIssueSubmitted: (state, _action: PayloadAction<HelpIssueValues>) => {
      state.helpForm = sendingRequest
    },
    helpIssueSucceeded: (state, action: PayloadAction<{ ticket: TicketDto; message: string }>) => {
      state.helpForm = { status: 'done', message: action.payload.message, errors: {} }
      state.history.tickets.unshift(action.payload.ticket)
    },
    helpIssueFailed: (state, action: PayloadAction<Refusal>) => {
      state.helpForm = failedRequest(action.payload)
    },
    helpFormReset: state => {
      state.helpForm = idleRequest
    },
    /** Also what the header badge sends on mount: the history answer carries the unread total. */
    historyRequested: state => {
      state.history.status = 'loading'
    },
    historyLoaded: (state, action: PayloadAction<{ tickets: TicketDto[]; unread: number }>) => {
      state.history = { status: 'loaded', tickets: action.payload.tickets }
      state.unread = action.payload.unread
    },
    historyFailed: state => {
      state.history.status = 'failed'
    },
    chatRoomOpened: (state, action: PayloadAction<string>) => {
      const same = state.room.ticketId === action.payload
      state.room = { ticketId: action.payload, status: 'loading', ticket: same ? state.room.ticket : null, message: null, reply: same ? state.room.reply : idleRequest }
    },
    chatRoomLoaded: (state, action: PayloadAction<{ ticket: TicketDetailDto; unread?: number }>) => {
      const { ticket, unread } = action.payload
      if (state.room.ticketId !== ticket._id) return
      state.room.status = 'loaded'
      state.room.ticket = ticket
      if (unread !== undefined) state.unread = unread
      patchRow(state, ticket._id, { unread: ticket.unread, status: ticket.status })
    },
    chatRoomFailed: (state, action: PayloadAction<string>) => {
      state.room.status = 'failed'
      state.room.message = action.payload
    },
    chatRoomClosed: state => {
      state.room = initialPlayerSupport.room
    },
    replySubmitted: (state, _action: PayloadAction<ReplyValues>) => {
      state.room.reply = sendingRequest
    },
    replySucceeded: (state, action: PayloadAction<{ ticket: TicketDetailDto; message: string }>) => {
      state.room.reply = { status: 'done', message: action.payload.message, errors: {} }
      if (state.room.ticketId === action.payload.ticket._id) state.room.ticket = action.payload.ticket
    },
    replyFailed: (state, action: PayloadAction<Refusal>) => {
      state.room.reply = failedRequest(action.payload)
      // The server refuses a reply to a resolved ticket: the room learns it is resolved.
      if (action.payload.errors.ticket && state.room.ticket) state.room.ticket.status = 'Resolved'
    },
    replyFormReset: state => {
      state.room.reply = idleRequest
    },
  },
  extraReducers: builder => {
    builder
      .addCase(replyAddedLive, (state, { payload }) => {
        state.unread = payload.totalUnread
        patchRow(state, payload.ticketId, { unread: payload.unread })
        const ticket = state.room.ticket
        if (ticket?._id === payload.ticketId && !ticket.replies.some(reply => reply._id === payload.reply._id)) ticket.replies.push(payload.reply)
      })
      .addCase(ticketResolvedLive, (state, { payload }) => {
        state.unread = payload.totalUnread
        patchRow(state, payload.ticketId, { status: payload.status })
        if (state.room.ticket?._id === payload.ticketId) state.room.ticket.status = payload.status
      })
      .addCase(readByUserLive, (state, { payload }) => {
        state.unread = payload.totalUnread
        patchRow(state, payload.ticketId, { unread: payload.unread })
      })
  },
})

export const {
  helpIssueSubmitted, helpIssueSucceeded, helpIssueFailed, helpFormReset,
  historyRequested, historyLoaded, historyFailed,
  chatRoomOpened, chatRoomLoaded, chatRoomFailed, chatRoomClosed,
  replySubmitted, replySucceeded, replyFailed, replyFormReset,
} = slice.actions
export const playerSupportReducer = slice.reducer

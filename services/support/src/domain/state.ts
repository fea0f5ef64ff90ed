import type { SupportEvent, TicketStatus } from '@arena/contracts'

/** What the decider needs to know about one ticket: who owns it and whether it still takes replies. */
export type TicketState =
  | { exists: false }
  | {
      exists: true
      ticketId: string
      ownerId: string
      status: TicketStatus
      replyCount: number
      /** Replies the owner had seen at their last read. */
      repliesRead: number
    }

export const initialTicketState: TicketState = { exists: false }

export function evolveTicket(state: TicketState, event: SupportEvent): TicketState {
  switch (event.type) {
    case 'TicketOpened':
      return { exists: true, ticketId: event.data.ticketId, ownerId: event.data.userId, status: 'open', replyCount: 0, repliesRead: 0 }
    case 'ReplyAdded':
      return state.exists ? { ...state, replyCount: state.replyCount + 1 } : state
    case 'TicketResolved':
      return state.exists ? { ...state, status: 'Resolved' } : state
    case 'ReadByUser':
      return state.exists ? { ...state, repliesRead: Math.max(state.repliesRead, event.data.repliesRead) } : state
    default: {
      const never: never = event
      throw new Error(`unknown ticket event ${JSON.stringify(never)}`)
    }
  }
}

export const foldTicket = (events: readonly SupportEvent[]): TicketState => events.reduce(evolveTicket, initialTicketState)

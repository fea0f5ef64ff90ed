import type { ReplyBy, SupportEvent, TicketAttachment } from '@arena/contracts'
import type { Decider } from '@arena/domain'
import { TicketRefused } from './errors'
import { evolveTicket, initialTicketState, type TicketState } from './state'

/**
 * Ticket commands. Ids come in on the command so deciding stays pure; text is already checked
 * against the spec's field rules by the caller, which needs the upload's bytes to do so.
 */
export type TicketCommand =
  | {
      type: 'OpenTicket'
      ticketId: string
      userId: string
      userName: string
      subject: string
      description: string
      attachment: TicketAttachment | null
    }
  | {
      type: 'AddReply'
      ticketId: string
      replyId: string
      replyBy: ReplyBy
      authorId: string
      description: string
      attachment: TicketAttachment | null
    }
  | { type: 'ResolveTicket'; ticketId: string; resolvedBy: string }
  | { type: 'MarkReadByUser'; ticketId: string; userId: string }

export function decideTicket(command: TicketCommand, state: TicketState): SupportEvent[] {
  switch (command.type) {
    case 'OpenTicket': {
      if (state.exists) throw new TicketRefused('alreadyExists', command.ticketId)
      const { type: _type, ...data } = command
      return [{ type: 'TicketOpened', data }]
    }
    case 'AddReply': {
      if (!state.exists) throw new TicketRefused('notFound', command.ticketId)
      if (command.replyBy === 'USER' && command.authorId !== state.ownerId) throw new TicketRefused('notOwner', command.ticketId)
      if (state.status === 'Resolved') throw new TicketRefused('resolved', command.ticketId)
      const { type: _type, ...data } = command
      return [{ type: 'ReplyAdded', data }]
    }
    case 'ResolveTicket': {
      if (!state.exists) throw new TicketRefused('notFound', command.ticketId)
      // Resolving twice (two admins, a double click) changes nothing and is not an error.
      if (state.status === 'Resolved') return []
      return [{ type: 'TicketResolved', data: { ticketId: command.ticketId, resolvedBy: command.resolvedBy } }]
    }
    case 'MarkReadByUser': {
      if (!state.exists) throw new TicketRefused('notFound', command.ticketId)
      // Only the owner's reading clears their badge; nothing new to read means no event.
      if (command.userId !== state.ownerId || state.repliesRead >= state.replyCount) return []
      return [{ type: 'ReadByUser', data: { ticketId: command.ticketId, userId: command.userId, repliesRead: state.replyCount } }]
    }
    default: {
      const never: never = command
      throw new Error(`unknown ticket command ${JSON.stringify(never)}`)
    }
  }
}

/** One support ticket: its thread, its status and what its owner has read. */
export const ticketDecider: Decider<TicketCommand, SupportEvent, TicketState> = {
  decide: decideTicket,
  evolve: evolveTicket,
  initialState: () => initialTicketState,
}

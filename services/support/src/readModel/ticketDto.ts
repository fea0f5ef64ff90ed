import type { AdminTicketRowDto, ReplyDto, TicketDetailDto, TicketDto } from '@arena/contracts'
import { awaitsAdmin, unreadOf, type ReplyView, type TicketView } from './ticketProjection'

/** The short number people quote: the first 8 characters of the uuid, upper case. */
export const ticketNumber = (ticketId: string): string => ticketId.slice(0, 8).toUpperCase()

export function replyDto(reply: ReplyView): ReplyDto {
  return { _id: reply.replyId, description: reply.description, issueImage: reply.attachment?.file ?? null, date: reply.at, replyBy: reply.replyBy }
}

export function ticketDto(ticket: TicketView): TicketDto {
  return {
    _id: ticket.ticketId,
    id: ticketNumber(ticket.ticketId),
    subject: ticket.subject,
    description: ticket.description,
    issueImage: ticket.attachment?.file ?? null,
    date: ticket.openedAt,
    status: ticket.status,
    unread: unreadOf(ticket),
  }
}

export function ticketDetailDto(ticket: TicketView): TicketDetailDto {
  return { ...ticketDto(ticket), replies: ticket.replies.map(replyDto) }
}

export function adminTicketRowDto(ticket: TicketView): AdminTicketRowDto {
  return {
    ...ticketDto(ticket),
    userId: ticket.ownerId,
    userName: ticket.ownerName,
    replyCount: ticket.replies.length,
    lastActivity: ticket.lastActivity,
    awaitingAdmin: awaitsAdmin(ticket),
  }
}

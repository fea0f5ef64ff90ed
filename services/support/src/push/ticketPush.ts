import { adminTicketChangedEvent, supportAdminTopic, type AdminTicketChangedPush, type ReadByUserPush, type ReplyAddedPush, type TicketResolvedPush } from '@arena/contracts'
import type { PushHub } from '@arena/service-kit'
import type { TicketChange, TicketProjection } from '../readModel/ticketProjection'
import { unreadOf } from '../readModel/ticketProjection'
import { adminTicketRowDto, replyDto } from '../readModel/ticketDto'

/**
 * Tells a ticket's owner, over their websocket, what changed that they did not do themselves:
 * an ADMIN reply, the ticket resolved, and reads (so every open tab's badge agrees). Pushing
 * from the projection rather than the request means every gateway instance reaches its own
 * sockets, whichever instance took the write. Event names are the contract's.
 */
export function pushTicketChange(push: PushHub, projection: TicketProjection, change: TicketChange): void {
  const { ticket } = change
  pushToAdmins(push, change)
  const totalUnread = projection.totalUnread(ticket.ownerId)
  switch (change.type) {
    case 'ReplyAdded': {
      const reply = ticket.replies.at(-1)
      if (!reply || reply.replyBy !== 'ADMIN') return
      const data: ReplyAddedPush = { ticketId: ticket.ticketId, reply: replyDto(reply), unread: unreadOf(ticket), totalUnread }
      push.toUser(ticket.ownerId, { event: 'ReplyAdded', data })
      return
    }
    case 'TicketResolved': {
      const data: TicketResolvedPush = { ticketId: ticket.ticketId, status: 'Resolved', totalUnread }
      push.toUser(ticket.ownerId, { event: 'TicketResolved', data })
      return
    }
    case 'ReadByUser': {
      const data: ReadByUserPush = { ticketId: ticket.ticketId, unread: unreadOf(ticket), totalUnread }
      push.toUser(ticket.ownerId, { event: 'ReadByUser', data })
      return
    }
    case 'TicketOpened':
      return
    default: {
      const never: never = change.type
      throw new Error(`unknown change ${String(never)}`)
    }
  }
}

/**
 * Admins with the queue open follow `support:admin`: every change to a ticket's row (opened, a
 * reply from either side, resolved) reaches them without a reload. A player's read marks do not
 * change the row, so they are not sent.
 */
function pushToAdmins(push: PushHub, change: TicketChange): void {
  if (change.type === 'ReadByUser') return
  const data: AdminTicketChangedPush = { change: change.type, row: adminTicketRowDto(change.ticket) }
  push.toTopic(supportAdminTopic, { event: adminTicketChangedEvent, data })
}

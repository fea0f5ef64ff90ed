import { checkpointOf } from '@arena/service-kit'
import { ReplyBy, TicketAttachment, TicketStatus, Type, type Static } from '@arena/contracts'
import type { TicketView } from './ticketProjection'

/**
 * Names the tickets' fold and its checkpoint's encoding (docs/adr/0035). Change it with
 * `TicketProjection`'s fold or the shape below: checkpoints under an older name are never read
 * again, and the read model folds the log from its start.
 */
export const TICKETS_FOLD_VERSION = 'support-tickets-1'

const Str = Type.String()
const Attachment = Type.Union([TicketAttachment, Type.Null()])
const Reply = Type.Object({ replyId: Str, replyBy: ReplyBy, authorId: Str, description: Str, attachment: Attachment, at: Str }, { additionalProperties: false })
const Ticket = Type.Object({
  ticketId: Str, ownerId: Str, ownerName: Str, subject: Str, description: Str, attachment: Attachment,
  openedAt: Str, status: TicketStatus, replies: Type.Array(Reply), repliesRead: Type.Integer({ minimum: 0 }), lastActivity: Str,
}, { additionalProperties: false })

/**
 * Every ticket with its thread, in the order they were opened: the admin queue and each owner's
 * list are newest first by that order. The owners' lists and the attachments' tickets are worked
 * out again from the tickets, so a checkpoint cannot name a file of a ticket it does not hold.
 */
export const TicketsCheckpoint = Type.Object({ tickets: Type.Array(Ticket) }, { additionalProperties: false })
export type TicketsCheckpoint = Static<typeof TicketsCheckpoint>

/**
 * The tickets of a checkpoint, checked whole before the read model takes any: a shape the fold
 * does not write, or a ticket twice (the fold opens each once), is refused.
 */
export function ticketsOf(json: unknown): TicketView[] {
  const { tickets } = checkpointOf(TicketsCheckpoint, TICKETS_FOLD_VERSION, json)
  const seen = new Set<string>()
  for (const { ticketId } of tickets) {
    if (seen.has(ticketId)) throw new TypeError(`not a ${TICKETS_FOLD_VERSION} checkpoint: ticket ${ticketId} twice`)
    seen.add(ticketId)
  }
  return tickets
}

import { Type, type Static } from '@sinclair/typebox'
import { defineMessage, type MessageOf } from './schema'

/**
 * Support tickets: stream `ticket-<ticketId>`. The instant of each event is `metadata.at`;
 * data carries only what the event itself decides.
 */

/** Who wrote a reply, in the spec's words (section 3, Reply.replyBy). */
export const ReplyBy = Type.Union([Type.Literal('USER'), Type.Literal('ADMIN')])
export type ReplyBy = Static<typeof ReplyBy>

/** The two states of a ticket; `Resolved` is the spec's word and refuses replies. */
export const TicketStatus = Type.Union([Type.Literal('open'), Type.Literal('Resolved')])
export type TicketStatus = Static<typeof TicketStatus>

/** A stored upload: `file` is a generated name; `kind` came from the file's first bytes. */
export const TicketAttachment = Type.Object({
  file: Type.String({ pattern: '^[0-9a-f-]{36}\\.(jpg|png|gif)$' }),
  kind: Type.Union([Type.Literal('jpeg'), Type.Literal('png'), Type.Literal('gif')]),
  size: Type.Integer({ minimum: 1 }),
})
export type TicketAttachment = Static<typeof TicketAttachment>

export const TicketOpened = defineMessage(
  'TicketOpened',
  Type.Object({
    ticketId: Type.String(),
    userId: Type.String(),
    userName: Type.String(),
    subject: Type.String({ minLength: 1 }),
    description: Type.String({ minLength: 1 }),
    attachment: Type.Union([TicketAttachment, Type.Null()]),
  }),
)

export const ReplyAdded = defineMessage(
  'ReplyAdded',
  Type.Object({
    ticketId: Type.String(),
    replyId: Type.String(),
    replyBy: ReplyBy,
    authorId: Type.String(),
    description: Type.String({ minLength: 1 }),
    attachment: Type.Union([TicketAttachment, Type.Null()]),
  }),
)

export const TicketResolved = defineMessage('TicketResolved', Type.Object({ ticketId: Type.String(), resolvedBy: Type.String() }))

/** The owner has seen the first `repliesRead` replies; ADMIN replies after that count as unread. */
export const ReadByUser = defineMessage(
  'ReadByUser',
  Type.Object({ ticketId: Type.String(), userId: Type.String(), repliesRead: Type.Integer({ minimum: 0 }) }),
)

export const supportEvents = [TicketOpened, ReplyAdded, TicketResolved, ReadByUser] as const

/** A ticket event without its envelope: what the ticket decider takes and returns. */
export type SupportEvent =
  | MessageOf<typeof TicketOpened | typeof ReplyAdded | typeof TicketResolved | typeof ReadByUser>

// ---- HTTP shapes (spec section 3: Support ticket and Reply) ----

export interface ReplyDto {
  _id: string
  description: string
  /** Generated file name, served at `/api/helpIssue/{file}` to the owner and admins only. */
  issueImage: string | null
  /** ISO-8601 instant. */
  date: string
  replyBy: ReplyBy
}

export interface TicketDto {
  _id: string
  /** Short ticket number shown to people: the first 8 characters of `_id`, upper case. */
  id: string
  subject: string
  description: string
  issueImage: string | null
  date: string
  status: TicketStatus
  /** ADMIN replies the owner has not seen yet. */
  unread: number
}

export interface TicketDetailDto extends TicketDto {
  replies: ReplyDto[]
}

export interface AdminTicketRowDto extends TicketDto {
  userId: string
  userName: string
  replyCount: number
  /** Instant of the last event that changed the thread. */
  lastActivity: string
  /** True while the last word is the player's: open and no ADMIN reply after it. */
  awaitingAdmin: boolean
}

// ---- Websocket pushes to the ticket's owner, named after the events ----

export interface ReplyAddedPush {
  ticketId: string
  reply: ReplyDto
  unread: number
  /** The owner's unread count over all tickets, for the header badge. */
  totalUnread: number
}

export interface TicketResolvedPush {
  ticketId: string
  status: 'Resolved'
  totalUnread: number
}

export interface ReadByUserPush {
  ticketId: string
  unread: number
  totalUnread: number
}

// ---- Websocket pushes to admins watching the queue ----

/** The topic admins follow while the ticket queue is open; only the admin role may follow it. */
export const supportAdminTopic = 'support:admin'

/** A ticket was opened, replied to (by anyone) or resolved: the queue row as it is now. */
export const adminTicketChangedEvent = 'adminTicketChanged'

export interface AdminTicketChangedPush {
  change: 'TicketOpened' | 'ReplyAdded' | 'TicketResolved'
  row: AdminTicketRowDto
}

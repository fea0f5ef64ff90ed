import { PositionedProjection, type Checkpointable } from '@arena/service-kit'
import { ReadByUser, ReplyAdded, TicketOpened, TicketResolved, type RecordedEvent, type ReplyBy, type TicketAttachment, type TicketStatus } from '@arena/contracts'
import { ticketsOf, TICKETS_FOLD_VERSION, type TicketsCheckpoint } from './ticketCheckpoint'

export interface ReplyView {
  replyId: string
  replyBy: ReplyBy
  authorId: string
  description: string
  attachment: TicketAttachment | null
  at: string
}

export interface TicketView {
  ticketId: string
  ownerId: string
  ownerName: string
  subject: string
  description: string
  attachment: TicketAttachment | null
  openedAt: string
  status: TicketStatus
  replies: ReplyView[]
  repliesRead: number
  lastActivity: string
}

/** What one applied event changed, for whoever pushes live updates. */
export interface TicketChange {
  type: 'TicketOpened' | 'ReplyAdded' | 'TicketResolved' | 'ReadByUser'
  ticket: TicketView
}

/**
 * The support read model, folded from the global log (see PositionedProjection); a process starts
 * from its checkpoint and the log after it (docs/adr/0035).
 */
export class TicketProjection extends PositionedProjection<TicketChange> implements Checkpointable {
  readonly reads = { types: [TicketOpened.type, ReplyAdded.type, TicketResolved.type, ReadByUser.type] }
  readonly foldVersion = TICKETS_FOLD_VERSION
  #tickets = new Map<string, TicketView>()
  #byOwner = new Map<string, TicketView[]>()
  #files = new Map<string, TicketView>()

  protected applyNew(event: RecordedEvent): TicketChange | undefined {
    const at = event.metadata.at
    if (TicketOpened.is(event)) {
      const { ticketId, userId, userName, subject, description, attachment } = event.data
      if (this.#tickets.has(ticketId)) return undefined
      const ticket: TicketView = { ticketId, ownerId: userId, ownerName: userName, subject, description, attachment, openedAt: at, status: 'open', replies: [], repliesRead: 0, lastActivity: at }
      this.#tickets.set(ticketId, ticket)
      const owned = this.#byOwner.get(userId) ?? []
      owned.push(ticket)
      this.#byOwner.set(userId, owned)
      if (attachment) this.#files.set(attachment.file, ticket)
      return { type: 'TicketOpened', ticket }
    }
    const ticket = this.#tickets.get((event.data as { ticketId?: string } | null)?.ticketId ?? '')
    if (!ticket) return undefined
    if (ReplyAdded.is(event)) {
      const { replyId, replyBy, authorId, description, attachment } = event.data
      ticket.replies.push({ replyId, replyBy, authorId, description, attachment, at })
      ticket.lastActivity = at
      if (attachment) this.#files.set(attachment.file, ticket)
      return { type: 'ReplyAdded', ticket }
    }
    if (TicketResolved.is(event)) {
      ticket.status = 'Resolved'
      ticket.lastActivity = at
      return { type: 'TicketResolved', ticket }
    }
    if (ReadByUser.is(event)) {
      ticket.repliesRead = Math.max(ticket.repliesRead, event.data.repliesRead)
      return { type: 'ReadByUser', ticket }
    }
    return undefined
  }

  /** Every ticket as it is, in opening order: tickets are plain JSON, and the store writes them before they change again. */
  checkpoint(): TicketsCheckpoint {
    return { tickets: [...this.#tickets.values()] }
  }

  /** Takes up a checkpoint written at `position`, on a read model that has applied nothing; the indexes follow from the tickets. */
  async restore(json: unknown, position: number): Promise<void> {
    if (this.position !== 0 || this.#tickets.size > 0) throw new Error('a checkpoint is restored into a read model that has applied nothing')
    for (const ticket of ticketsOf(json)) {
      this.#tickets.set(ticket.ticketId, ticket)
      const owned = this.#byOwner.get(ticket.ownerId) ?? []
      owned.push(ticket)
      this.#byOwner.set(ticket.ownerId, owned)
      // Each upload gets a generated name, so a file names one ticket whichever order they come in.
      for (const { attachment } of [ticket, ...ticket.replies]) if (attachment) this.#files.set(attachment.file, ticket)
    }
    this.resumeAt(position)
  }

  get(ticketId: string): TicketView | undefined {
    return this.#tickets.get(ticketId)
  }

  /** The owner's tickets, newest first. */
  ownedBy(userId: string): TicketView[] {
    return [...(this.#byOwner.get(userId) ?? [])].reverse()
  }

  /** Every ticket, newest first (the admin queue). */
  all(): TicketView[] {
    return [...this.#tickets.values()].reverse()
  }

  /** The ticket an uploaded file belongs to, whether on the issue or on a reply. */
  ticketOfFile(file: string): TicketView | undefined {
    return this.#files.get(file)
  }

  totalUnread(userId: string): number {
    return (this.#byOwner.get(userId) ?? []).reduce((sum, ticket) => sum + unreadOf(ticket), 0)
  }
}

/** ADMIN replies after the owner's last read. */
export function unreadOf(ticket: TicketView): number {
  return ticket.replies.slice(ticket.repliesRead).filter(reply => reply.replyBy === 'ADMIN').length
}

/** The player spoke last (or nobody answered yet) on an open ticket. */
export function awaitsAdmin(ticket: TicketView): boolean {
  return ticket.status === 'open' && ticket.replies.at(-1)?.replyBy !== 'ADMIN'
}

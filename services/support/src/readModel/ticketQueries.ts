import type { Actor, AttachmentFiles } from '../ports'
import { TicketRefused } from '../domain/errors'
import type { TicketProjection, TicketView } from './ticketProjection'

/** Tickets as one actor may read them: their own, or any for an admin; anyone else's does not exist. */
export class TicketQueries {
  constructor(
    readonly projection: TicketProjection,
    private readonly files: AttachmentFiles,
    /** Resolves once the read model has applied everything committed so far. */
    private readonly catchUp: () => Promise<void>,
  ) {}

  /** The ticket if the actor may read it: its owner or an admin; anyone else is told it does not exist. */
  async readable(actor: Actor, ticketId: string): Promise<TicketView> {
    let ticket = this.projection.get(ticketId)
    // Opened through another instance a moment ago: this read model may not have seen it yet.
    if (!ticket) {
      await this.catchUp()
      ticket = this.projection.get(ticketId)
    }
    if (!ticket) throw new TicketRefused('notFound', ticketId)
    if (actor.role !== 'admin' && ticket.ownerId !== actor.id) throw new TicketRefused('notOwner', ticketId)
    return ticket
  }

  /** An attachment for its ticket's owner or an admin; undefined for anyone else. */
  async attachment(actor: Actor, file: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    const ticket = this.projection.ticketOfFile(file)
    if (!ticket || (actor.role !== 'admin' && ticket.ownerId !== actor.id)) return undefined
    return this.files.read(file)
  }
}

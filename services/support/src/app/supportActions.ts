import { newId, type ReplyBy, type TicketAttachment } from '@arena/contracts'
import { detectFileKind, helpIssueSubject, validateHelpIssue, validateSupportReply, type UploadedFile } from '@arena/domain'
import { DESCRIPTION_MAX_CHARS, SUBJECT_MAX_CHARS, supportMessages } from '../domain/supportMessages'
import { FormInvalid, TicketRefused } from '../domain/errors'
import type { TicketCommand } from '../domain/decide'
import type { TicketCommands } from './ticketCommands'
import type { TicketProjection, TicketView } from './ticketProjection'

/** An upload as received: at most the route's limit, `truncated` when more was sent. */
export interface Upload {
  bytes: Buffer
  truncated: boolean
}

/** Where uploads live; the adapter stores them under generated names. */
export interface AttachmentFiles {
  save(bytes: Buffer, kind: TicketAttachment['kind']): Promise<TicketAttachment>
  read(file: string): Promise<{ bytes: Buffer; contentType: string } | undefined>
  remove(file: string): Promise<void>
}

export interface Actor {
  id: string
  name: string
  role: 'player' | 'admin'
}

const asUploaded = (upload: Upload): UploadedFile => ({ size: upload.truncated ? upload.bytes.length + 1 : upload.bytes.length, header: upload.bytes.subarray(0, 16) })

/**
 * The support use cases: check the form with the shared rules, store the upload, run the
 * command, and return the ticket as the read model now shows it.
 */
export class SupportActions {
  constructor(
    private readonly projection: TicketProjection,
    private readonly commands: TicketCommands,
    private readonly files: AttachmentFiles,
    /** Resolves once the read model has applied everything committed so far. */
    private readonly catchUp: () => Promise<void>,
  ) {}

  async openTicket(actor: Actor, form: { subject?: string; otherSubject?: string; description?: string; issueImage?: Upload }): Promise<TicketView> {
    const errors: Record<string, string> = { ...validateHelpIssue({ ...form, issueImage: form.issueImage && asUploaded(form.issueImage) }) }
    const subject = helpIssueSubject(form)
    const description = (form.description ?? '').trim()
    if (!errors.subject && !errors.otherSubject && subject.length > SUBJECT_MAX_CHARS) errors[form.otherSubject ? 'otherSubject' : 'subject'] = supportMessages.subjectTooLong
    if (!errors.description && description.length > DESCRIPTION_MAX_CHARS) errors.description = supportMessages.descriptionTooLong
    if (Object.keys(errors).length > 0) throw new FormInvalid(errors)
    const ticketId = newId()
    await this.#withUpload(form.issueImage, attachment => ({ type: 'OpenTicket', ticketId, userId: actor.id, userName: actor.name, subject, description, attachment }), actor.id)
    return this.projection.get(ticketId)!
  }

  async reply(actor: Actor, replyBy: ReplyBy, ticketId: string, form: { description?: string; issueImage?: Upload }): Promise<TicketView> {
    const ticket = await this.readable(actor, ticketId)
    const errors: Record<string, string> = { ...validateSupportReply({ ...form, issueImage: form.issueImage && asUploaded(form.issueImage), ticketStatus: ticket.status }) }
    if (errors.ticket) throw new TicketRefused('resolved', ticketId)
    const description = (form.description ?? '').trim()
    if (!errors.description && description.length > DESCRIPTION_MAX_CHARS) errors.description = supportMessages.descriptionTooLong
    if (Object.keys(errors).length > 0) throw new FormInvalid(errors)
    const replyId = newId()
    const actorTag = replyBy === 'ADMIN' ? `admin:${actor.id}` : actor.id
    await this.#withUpload(form.issueImage, attachment => ({ type: 'AddReply', ticketId, replyId, replyBy, authorId: actor.id, description, attachment }), actorTag)
    return this.projection.get(ticketId)!
  }

  async resolve(admin: Actor, ticketId: string): Promise<TicketView> {
    await this.commands.execute({ type: 'ResolveTicket', ticketId, resolvedBy: admin.id }, `admin:${admin.id}`)
    return await this.readable(admin, ticketId)
  }

  /** Opening the chat room clears the owner's unread badge for this ticket. */
  async markRead(actor: Actor, ticketId: string): Promise<TicketView> {
    const ticket = await this.readable(actor, ticketId)
    if (ticket.ownerId === actor.id) await this.commands.execute({ type: 'MarkReadByUser', ticketId, userId: actor.id }, actor.id)
    return ticket
  }

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

  async #withUpload(upload: Upload | undefined, command: (attachment: TicketAttachment | null) => TicketCommand, actorTag: string): Promise<void> {
    const kind = upload ? detectFileKind(upload.bytes) : undefined
    // Validation already refused anything but these three kinds.
    const attachment = upload && (kind === 'jpeg' || kind === 'png' || kind === 'gif') ? await this.files.save(upload.bytes, kind) : null
    try {
      await this.commands.execute(command(attachment), actorTag)
    } catch (error) {
      if (attachment) await this.files.remove(attachment.file)
      throw error
    }
  }
}

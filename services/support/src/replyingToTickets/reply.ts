import { field, fileField, form, newId, type ReplyBy } from '@arena/contracts'
import { validateSupportReply } from '@arena/domain'
import type { FormRules } from '@arena/service-kit'
import { asUploaded, ticketIdOf, ticketIdRequired } from '../adapters/routeDeps'
import type { TicketCommands } from '../adapters/ticketCommands'
import { FormInvalid, TicketRefused } from '../domain/errors'
import { DESCRIPTION_MAX_CHARS, supportMessages } from '../domain/supportMessages'
import type { Actor, Upload } from '../ports'
import type { TicketQueries } from '../readModel/ticketQueries'
import type { TicketView } from '../readModel/ticketProjection'

/** An admin's reply: the ticket is the path's. */
export const AdminReplyBody = form({ description: field('the reply'), issueImage: fileField('optional image') })
/** A player's reply names its ticket; any `user_id` is ignored, the token says who asks. */
export const PlayerReplyBody = form({ _id: field('ticket id'), user_id: field('ignored'), ...AdminReplyBody.properties })

/** A reply as sent; its text is checked against the ticket's state (a resolved ticket answers that first). */
export interface ReplyForm {
  ticketId: string
  description: string | undefined
  issueImage: Upload | undefined
}

const descriptionRefused = validateSupportReply({}).description

export const playerReplyRules: FormRules<typeof PlayerReplyBody, ReplyForm> = {
  schema: PlayerReplyBody,
  refused: { _id: ticketIdRequired, description: descriptionRefused },
  check: (fields, errors, files) => ({ ticketId: ticketIdOf(fields._id, errors), description: fields.description, issueImage: files.issueImage }),
}

export const adminReplyRules = (ticketId: string): FormRules<typeof AdminReplyBody, ReplyForm> => ({
  schema: AdminReplyBody,
  refused: { description: descriptionRefused },
  check: (fields, _errors, files) => ({ ticketId, description: fields.description, issueImage: files.issueImage }),
})

/** Adds a reply to a ticket the actor may read, and answers the thread as the read model now shows it. */
export async function reply(commands: TicketCommands, tickets: TicketQueries, actor: Actor, replyBy: ReplyBy, form: ReplyForm): Promise<TicketView> {
  const { ticketId } = form
  const ticket = await tickets.readable(actor, ticketId)
  const errors: Record<string, string> = { ...validateSupportReply({ ...form, issueImage: form.issueImage && asUploaded(form.issueImage), ticketStatus: ticket.status }) }
  if (errors.ticket) throw new TicketRefused('resolved', ticketId)
  const description = (form.description ?? '').trim()
  if (!errors.description && description.length > DESCRIPTION_MAX_CHARS) errors.description = supportMessages.descriptionTooLong
  if (Object.keys(errors).length > 0) throw new FormInvalid(errors)
  const replyId = newId()
  const actorTag = replyBy === 'ADMIN' ? `admin:${actor.id}` : actor.id
  await commands.executeWithUpload(form.issueImage, attachment => ({ type: 'AddReply', ticketId, replyId, replyBy, authorId: actor.id, description, attachment }), actorTag)
  return tickets.projection.get(ticketId)!
}

import { field, form, newId, publicApi } from '@arena/contracts'
import { helpIssueSubject, validateHelpIssue } from '@arena/domain'
import type { FormRules } from '@arena/service-kit'
import { DESCRIPTION_MAX_CHARS, SUBJECT_MAX_CHARS, supportMessages } from '../domain/supportMessages'
import type { TicketCommands } from '../adapters/ticketCommands'
import { asUploaded } from '../adapters/routeDeps'
import type { Actor, Upload } from '../ports'
import type { TicketProjection, TicketView } from '../readModel/ticketProjection'

/** The help form as sent: the spec's fields plus `otherSubject`, the free text when the subject is Others. */
export const OpenTicketBody = form({ ...publicApi['POST /api/helpIssue-data'].body.properties, otherSubject: field('free text when subject is Others') })

/** A help form that passed the spec's rules: the subject it is filed under, trimmed text, the image. */
export interface OpenTicketForm {
  subject: string
  description: string
  issueImage: Upload | undefined
}

/** The help form's rules (spec section 5): a field that is not text reads as missing. */
export const openTicketRules: FormRules<typeof OpenTicketBody, OpenTicketForm> = {
  schema: OpenTicketBody,
  refused: { subject: validateHelpIssue({}).subject, description: validateHelpIssue({}).description, otherSubject: validateHelpIssue({ subject: 'Others' }).otherSubject },
  check(fields, errors, files) {
    const issueImage = files.issueImage
    Object.assign(errors, validateHelpIssue({ ...fields, issueImage: issueImage && asUploaded(issueImage) }))
    const subject = helpIssueSubject(fields)
    const description = (fields.description ?? '').trim()
    if (!errors.subject && !errors.otherSubject && subject.length > SUBJECT_MAX_CHARS) errors[fields.otherSubject ? 'otherSubject' : 'subject'] = supportMessages.subjectTooLong
    if (!errors.description && description.length > DESCRIPTION_MAX_CHARS) errors.description = supportMessages.descriptionTooLong
    return { subject, description, issueImage }
  },
}

/** Files the ticket with its image and answers it as the read model now shows it. */
export async function openTicket(commands: TicketCommands, projection: TicketProjection, actor: Actor, ticket: OpenTicketForm): Promise<TicketView> {
  const ticketId = newId()
  const { subject, description, issueImage } = ticket
  await commands.executeWithUpload(issueImage, attachment => ({ type: 'OpenTicket', ticketId, userId: actor.id, userName: actor.name, subject, description, attachment }), actor.id)
  return projection.get(ticketId)!
}

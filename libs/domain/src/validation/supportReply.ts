import { checkUpload, type UploadedFile } from '../files'
import { compact, requiredError } from './fields'
import { messages, type FieldErrors } from './messages'

export const RESOLVED_TICKET_STATUS = 'Resolved'

export interface SupportReplyInput {
  description?: string
  issueImage?: UploadedFile
  /** The ticket's current status; a Resolved ticket takes no more replies. */
  ticketStatus?: string
}

export type SupportReplyField = 'ticket' | 'description' | 'issueImage'

export function validateSupportReply(input: SupportReplyInput): FieldErrors<SupportReplyField> {
  if (input.ticketStatus === RESOLVED_TICKET_STATUS) return { ticket: messages.ticketResolved }
  return compact({
    ticket: undefined,
    description: requiredError(input.description, messages.replyDescriptionRequired),
    issueImage: input.issueImage ? checkUpload('supportReplyImage', input.issueImage) : undefined,
  })
}

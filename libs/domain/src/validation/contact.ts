import { compact, emailError, isBlank, personNameError } from './fields'
import { messages, type FieldErrors } from './messages'

export interface ContactInput {
  name?: string
  email?: string
  subject?: string
  message?: string
}

export type ContactField = 'name' | 'email' | 'subject' | 'message'

export function validateContact(input: ContactInput): FieldErrors<ContactField> {
  return compact({
    name: personNameError(input.name, messages.nameRequired),
    email: emailError(input.email),
    subject: isBlank(input.subject) ? messages.subjectRequired : undefined,
    message: isBlank(input.message) ? messages.messageRequired : undefined,
  })
}

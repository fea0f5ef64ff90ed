import { compact, emailError, type FormInput, personNameError, requiredError } from './fields'
import { messages, type FieldErrors } from './messages'

export type ContactInput = FormInput<'name' | 'email' | 'subject' | 'message'>

export type ContactField = keyof ContactInput

export function validateContact(input: ContactInput): FieldErrors<ContactField> {
  return compact({
    name: personNameError(input.name, messages.nameRequired),
    email: emailError(input.email),
    subject: requiredError(input.subject, messages.subjectRequired),
    message: requiredError(input.message, messages.messageRequired),
  })
}

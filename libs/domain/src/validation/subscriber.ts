import { compact, emailError, isBlank, normalizeMobile, personNameError } from './fields'
import { messages, type FieldErrors } from './messages'

export interface SubscriberInput {
  name?: string
  email?: string
  mobile?: string
}

export type SubscriberField = 'name' | 'email' | 'mobile'

export function validateSubscriber(input: SubscriberInput): FieldErrors<SubscriberField> {
  return compact({
    name: personNameError(input.name, messages.nameRequired),
    email: emailError(input.email),
    mobile: isBlank(input.mobile)
      ? messages.mobileRequiredShort
      : /^\d{10}$/.test(normalizeMobile(input.mobile!))
        ? undefined
        : messages.mobileInvalidShort,
  })
}

import { compact, emailError, type FormInput, isBlank, normalizeMobile, personNameError } from './fields'
import { messages, type FieldErrors } from './messages'

export type SubscriberInput = FormInput<'name' | 'email' | 'mobile'>

export type SubscriberField = keyof SubscriberInput

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

import { compact, type FormInput, isBlank, MOBILE_MAX_DIGITS, normalizeMobile, requiredError } from './fields'
import { messages, type FieldErrors } from './messages'

export type TempLoginInput = FormInput<'email' | 'password' | 'mobile'>

export type TempLoginField = keyof TempLoginInput

/** The temporary-user form checks presence only, plus the mobile box's 10-digit cap. */
export function validateTempLogin(input: TempLoginInput): FieldErrors<TempLoginField> {
  const mobile = normalizeMobile(input.mobile ?? '')
  return compact({
    email: requiredError(input.email, messages.emailRequired),
    password: requiredError(input.password, messages.passwordRequired),
    mobile: isBlank(mobile)
      ? messages.mobileRequiredShort
      : new RegExp(`^\\d{1,${MOBILE_MAX_DIGITS}}$`).test(mobile)
        ? undefined
        : messages.mobileInvalidShort,
  })
}

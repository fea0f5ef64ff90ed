import { compact, isBlank, MOBILE_MAX_DIGITS, normalizeMobile } from './fields'
import { messages, type FieldErrors } from './messages'

export interface TempLoginInput {
  email?: string
  password?: string
  mobile?: string
}

export type TempLoginField = 'email' | 'password' | 'mobile'

/** The temporary-user form checks presence only, plus the mobile box's 10-digit cap. */
export function validateTempLogin(input: TempLoginInput): FieldErrors<TempLoginField> {
  const mobile = normalizeMobile(input.mobile ?? '')
  return compact({
    email: isBlank(input.email) ? messages.emailRequired : undefined,
    password: isBlank(input.password) ? messages.passwordRequired : undefined,
    mobile: isBlank(mobile)
      ? messages.mobileRequiredShort
      : new RegExp(`^\\d{1,${MOBILE_MAX_DIGITS}}$`).test(mobile)
        ? undefined
        : messages.mobileInvalidShort,
  })
}

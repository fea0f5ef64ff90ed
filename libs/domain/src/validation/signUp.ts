import { compact, emailError, isBlank, isIndia, mobileError, otpError } from './fields'
import { messages, type FieldErrors } from './messages'

export const USERNAME_MIN = 4
export const USERNAME_MAX = 10

/** Letters and digits, not digits only (a number-only name could pass for a mobile), 4-10 long. */
export function usernameError(raw: string | undefined): string | undefined {
  if (isBlank(raw)) return messages.usernameRequired
  const name = raw!
  if (!/^[A-Za-z0-9]+$/.test(name) || /^\d+$/.test(name)) return messages.usernameAlphanumeric
  return name.length < USERNAME_MIN || name.length > USERNAME_MAX ? messages.usernameLength : undefined
}

export interface SignUpInput {
  countryCode: string
  /** India only. */
  mobile?: string
  /** Every other country. */
  email?: string
  /** True once the first step sent an OTP: the OTP box is then shown and required. */
  otpSent?: boolean
  /** The server's registerStatus: false means a new user, who must also pick a username and accept the terms. */
  registered?: boolean
  /** The username (the registration payload calls it name). */
  name?: string
  otp?: string
  terms?: boolean
  referralBy?: string
}

export type SignUpField = 'mobile' | 'email' | 'name' | 'otp' | 'terms'

export function validateSignUp(input: SignUpInput): FieldErrors<SignUpField> {
  const india = isIndia(input.countryCode)
  const newUserStep = input.otpSent === true && input.registered === false
  return compact({
    mobile: india ? mobileError(input.mobile, input.countryCode) : undefined,
    email: india ? undefined : emailError(input.email),
    otp: input.otpSent ? otpError(input.otp) : undefined,
    name: newUserStep ? usernameError(input.name) : undefined,
    terms: newUserStep && input.terms !== true ? messages.termsRequired : undefined,
  })
}

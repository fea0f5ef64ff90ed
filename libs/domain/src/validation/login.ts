import { compact, mobileError, otpError } from './fields'
import type { FieldErrors } from './messages'

export interface LoginInput {
  countryCode: string
  mobile?: string
  /** True at the Verify OTP step. */
  otpSent?: boolean
  otp?: string
}

export type LoginField = 'mobile' | 'otp'

export function validateLogin(input: LoginInput): FieldErrors<LoginField> {
  return compact({
    mobile: mobileError(input.mobile, input.countryCode),
    otp: input.otpSent ? otpError(input.otp) : undefined,
  })
}

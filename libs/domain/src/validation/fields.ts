import type { UploadedFile } from '../files'
import { messages } from './messages'

/** A form as submitted: its text fields and its uploads, any of them possibly missing. */
export type FormInput<Text extends string, Upload extends string = never> = Partial<Record<Text, string> & Record<Upload, UploadedFile>>

/** Calling code of the default country; mobile rules are strict only for India. */
export const INDIA_CALLING_CODE = '91'
export const MOBILE_MAX_DIGITS = 10
export const OTP_LENGTH = 6

export const isBlank = (value: string | undefined | null): boolean => value === undefined || value === null || value.trim() === ''

/** The required-field rule: `message` when nothing (or only spaces) was entered. */
export const requiredError = (value: string | undefined | null, message: string): string | undefined => (isBlank(value) ? message : undefined)

export const LETTERS_AND_SPACES = /^[A-Za-z ]+$/
/** The spec's "simple address pattern with 2-4 letter top-level part". */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/

export const isIndia = (countryCode: string): boolean => countryCode.replace(/^\+/, '') === INDIA_CALLING_CODE

/** What the mobile box keeps while typing: digits only, no leading 0, at most 10 digits. */
export function mobileInput(raw: string): string {
  return raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, MOBILE_MAX_DIGITS)
}

/**
 * The submitted number with leading zeros (a trunk prefix like 098...) removed. Other
 * characters are not dropped silently: a server receiving them should refuse the input.
 */
export const normalizeMobile = (raw: string): string => raw.trim().replace(/^0+/, '')

/**
 * India: exactly 10 digits. Elsewhere the spec gives only the 10-digit cap; 6 digits is
 * the floor we chose so obvious typos are still caught.
 */
export function mobileError(raw: string | undefined, countryCode: string = INDIA_CALLING_CODE): string | undefined {
  if (isBlank(raw)) return messages.mobileRequired
  const mobile = normalizeMobile(raw!)
  const ok = isIndia(countryCode) ? /^\d{10}$/.test(mobile) : /^\d{6,10}$/.test(mobile)
  return ok ? undefined : messages.mobileInvalid
}

export function emailError(raw: string | undefined): string | undefined {
  if (isBlank(raw)) return messages.emailRequired
  return EMAIL_PATTERN.test(raw!.trim()) ? undefined : messages.emailInvalid
}

/** Required, then letters and spaces only: the rule of every person-name field. */
export function personNameError(raw: string | undefined, requiredMessage: string): string | undefined {
  if (isBlank(raw)) return requiredMessage
  return LETTERS_AND_SPACES.test(raw!.trim()) ? undefined : messages.alphabeticOnly
}

export function otpError(raw: string | undefined): string | undefined {
  if (isBlank(raw)) return messages.otpRequired
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(raw!.trim()) ? undefined : messages.otpInvalid
}

/** Drops undefined entries so a valid form yields exactly {}. */
export function compact<F extends string>(errors: Record<F, string | undefined>): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {}
  for (const key of Object.keys(errors) as F[]) {
    const message = errors[key]
    if (message !== undefined) out[key] = message
  }
  return out
}

import { INDIA_CALLING_CODE, emailError, mobileError, normalizeMobile } from '@arena/domain'
import type { OtpChannel } from '@arena/contracts'
import type { Sealer } from '../adapters/sealer'
import { assertValid } from '../adapters/forms'
import { mobileKey, type LookupKind } from '../readModel/lookupKeys'
import type { ClaimRequest } from './claims'
import type { OtpTarget } from './otpChallenges'

/** The address a person signs up or in with, normalised once for lookups, claims and delivery. */
export interface SignInAddress {
  countryCode: string
  mobile: string | null
  email: string | null
  target: OtpTarget
  lookup: [LookupKind, string]
  claim: ClaimRequest
}

/** The address fields of a sign-in or change form, with the sealed echoes the client may send instead. */
export interface AddressForm {
  countryCode?: string
  mobile?: string
  email?: string
  encrypted_mobile?: string
  encrypted_countryCode?: string
}

const SEAL = { mobile: 'encrypted-mobile', email: 'encrypted-email', countryCode: 'encrypted-country-code' } as const

/** The spec's encrypted_mobile and encrypted_countryCode: echoes the client may send back instead of the fields. */
export function sealAddress(sealer: Sealer, address: SignInAddress) {
  return {
    encrypted_mobile: address.mobile !== null ? sealer.seal(SEAL.mobile, address.mobile) : sealer.seal(SEAL.email, address.email),
    encrypted_countryCode: sealer.seal(SEAL.countryCode, address.countryCode),
  }
}

/** Reads mobile (sms) or email from the form, falling back to the sealed echoes; refuses with the spec's messages. */
export function readAddress(channel: OtpChannel, form: AddressForm, sealer: Sealer): SignInAddress {
  const sealedCountry = unsealText(sealer, SEAL.countryCode, form.encrypted_countryCode)
  const countryCode = (form.countryCode ?? sealedCountry ?? INDIA_CALLING_CODE).replace(/[+\s]/g, '') || INDIA_CALLING_CODE
  assertValid({ countryCode: /^\d{1,4}$/.test(countryCode) ? undefined : 'Please select country code' })
  if (channel === 'sms') {
    const raw = form.mobile ?? unsealText(sealer, SEAL.mobile, form.encrypted_mobile)
    assertValid({ mobile: mobileError(raw, countryCode) })
    const mobile = normalizeMobile(raw!)
    return {
      countryCode, mobile, email: null,
      target: { channel, address: `+${countryCode}${mobile}` },
      lookup: ['mobile', mobileKey(countryCode, mobile)],
      claim: ['mobile', mobileKey(countryCode, mobile)],
    }
  }
  const raw = form.email ?? unsealText(sealer, SEAL.email, form.encrypted_mobile)
  assertValid({ email: emailError(raw) })
  const email = raw!.trim().toLowerCase()
  return { countryCode, mobile: null, email, target: { channel, address: email }, lookup: ['email', email], claim: ['email', email] }
}

function unsealText(sealer: Sealer, purpose: string, token: string | undefined): string | undefined {
  if (!token) return undefined
  const value = sealer.unseal<unknown>(purpose, token)
  return typeof value === 'string' ? value : undefined
}

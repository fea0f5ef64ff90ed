import type { UserState } from '../domain/user'

export type LookupKind = 'mobile' | 'email' | 'username' | 'referral'

/** '<calling code>-<number>': the dash keeps 91+98... apart from 919+8... */
export const mobileKey = (countryCode: string, mobile: string): string => `${countryCode}-${mobile}`

/**
 * The unique values a user holds, lower-cased. The same keys name the claim streams, so the
 * read model and the uniqueness guarantee agree on what "the same" means.
 */
export function lookupKeys(user: UserState): Map<LookupKind, string> {
  const keys = new Map<LookupKind, string>()
  if (!user.exists) return keys
  keys.set('username', user.name.toLowerCase())
  keys.set('referral', user.referralCode.toLowerCase())
  if (user.mobile) keys.set('mobile', mobileKey(user.countryCode, user.mobile))
  if (user.email) keys.set('email', user.email.toLowerCase())
  return keys
}

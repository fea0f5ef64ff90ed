import type { Cause } from '@arena/contracts'
import { randomInt } from 'node:crypto'
import { newId, type LoginRecordedData } from '@arena/contracts'
import { IdentityError } from '../domain/errors'
import type { UserState } from '../domain/user'
import { releaseClaim, takeClaim, takeClaims } from '../users/claims'
import type { SignInAddress } from '../users/addresses'
import type { IdentityDeps } from '../adapters/deps'
import { applyToUser, requireUser } from '../users/userWrites'

/** No 0/O or 1/I, so a code read aloud or copied by hand survives. */
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const REFERRAL_LENGTH = 8

const newReferralCode = (): string => Array.from({ length: REFERRAL_LENGTH }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('')

export interface NewUser {
  address: SignInAddress
  name: string
  referredBy: string | null
  /** The first login row; null when an operator registers the user. */
  login: LoginRecordedData | null
}

/**
 * Claims the address, the username and a fresh referral code, then appends UserRegistered with
 * the first login. Losing any claim releases the others, so nothing stays locked by a failed try.
 */
export async function registerUser(deps: IdentityDeps, input: NewUser, cause: Cause): Promise<UserState> {
  const userId = newId()
  const userCause = { ...cause, actor: userId }
  const referralCode = await claimReferralCode(deps, userId, userCause)
  try {
    await takeClaims(deps, [input.address.claim, ['username', input.name]], userId, userCause)
  } catch (error) {
    await releaseClaim(deps, ['referral', referralCode], userId, userCause)
    throw error
  }
  const { address } = input
  await applyToUser(deps, userId, {
    type: 'RegisterUser',
    data: {
      userId, name: input.name, countryCode: address.countryCode, mobile: address.mobile, email: address.email,
      referralCode, referredBy: input.referredBy, at: cause.at,
    },
    login: input.login,
  }, userCause)
  return requireUser(deps, userId)
}

/** Random codes rarely collide; a collision just draws another. */
async function claimReferralCode(deps: IdentityDeps, userId: string, cause: Cause): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = newReferralCode()
    try {
      await takeClaim(deps, ['referral', code], userId, cause)
      return code
    } catch (error) {
      if (!(error instanceof IdentityError && error.code === 'CLAIM_TAKEN')) throw error
    }
  }
  throw new Error('could not draw a free referral code in 10 attempts')
}

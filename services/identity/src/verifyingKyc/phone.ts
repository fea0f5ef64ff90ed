import type { publicApi, Static } from '@arena/contracts'
import { otpError } from '@arena/domain'
import { badRequest } from '@arena/service-kit'
import { readAddress } from '../users/addresses'
import { releaseClaim, takeClaim } from '../users/claims'
import type { IdentityDeps } from '../adapters/deps'
import { masked, tellPreviousContact } from '../users/contactNotice'
import { applyToKyc } from '../users/kycWrites'
import { issueChallenge, verifyChallenge } from '../users/otpChallenges'
import { applyToUser, requireUser } from '../users/userWrites'
import { IdentityError } from '../domain/errors'
import type { Caller } from '../adapters/caller'
import { assertValid } from '../adapters/forms'
import { mobileKey } from '../readModel/lookupKeys'
import { kycPlayer } from './kycProfile'

/** Not in the spec: the call takes type 'phone' (userMobileKyc) or 'otp' (userVerifyOtp). */
export const typeRequired = 'Please select phone verification'

export type PhoneForm = Static<(typeof publicApi)['POST /api/userMobileKyc']['body']>
export type PhoneOtpForm = Static<(typeof publicApi)['POST /api/userVerifyOtp']['body']>

/**
 * userMobileKyc {type:'phone', countryCode, mobile}: sends an OTP to the number, with the
 * sign-in OTP rules (cool-down, hourly and per-IP limits). A number held by another account is refused.
 */
export async function sendPhoneOtp(deps: IdentityDeps, userId: string, form: PhoneForm, { cause, client }: Caller) {
  if ((form.type ?? 'phone') !== 'phone') throw badRequest(typeRequired, { type: typeRequired })
  const user = requireUser(deps, userId)
  const { countryCode, mobile, target } = readAddress('sms', form, deps.sealer)
  const holder = deps.view.find('mobile', mobileKey(countryCode, mobile!))
  if (holder && holder.id !== user.id) throw new IdentityError('CLAIM_TAKEN', { kind: 'mobile' })
  if (user.mobileVerified && user.mobile === mobile && user.countryCode === countryCode) {
    return { status: true, message: 'Mobile number is already verified' }
  }
  // The OTP event knows the purposes register and login; proving a number is a login-strength proof.
  const challengeId = await issueChallenge(deps, target, 'login', client.ip, cause)
  await applyToKyc(deps, user.id, { type: 'SendPhoneOtp', countryCode, mobile: mobile!, challengeId, at: cause.at }, cause)
  return { status: true, message: 'OTP sent successfully' }
}

/**
 * userVerifyOtp {type:'otp', otp}: checks the code of the last userMobileKyc; on success the
 * number becomes the account's verified mobile (its claim moves with it). Errors go under `otp`.
 */
export async function confirmPhone(deps: IdentityDeps, userId: string, { otp }: PhoneOtpForm, { cause }: Caller) {
  const user = requireUser(deps, userId)
  assertValid({ otp: otpError(otp) })
  const sent = deps.kyc.kyc(user.id).phoneChallenge
  if (!sent) throw new IdentityError('OTP_NOT_ISSUED')
  const key = mobileKey(sent.countryCode, sent.mobile)
  await verifyChallenge(deps, { channel: 'sms', address: `+${sent.countryCode}${sent.mobile}` }, sent.challengeId, otp!.trim(), cause)
  await takeClaim(deps, ['mobile', key], user.id, cause)
  await applyToUser(deps, user.id, { type: 'VerifyMobile', countryCode: sent.countryCode, mobile: sent.mobile }, cause)
  const moved = !user.mobile || mobileKey(user.countryCode, user.mobile) !== key
  if (user.mobile && moved) await releaseClaim(deps, ['mobile', mobileKey(user.countryCode, user.mobile)], user.id, cause)
  await applyToKyc(deps, user.id, { type: 'ConfirmPhone', at: cause.at, player: { ...kycPlayer(user), mobileVerified: true } }, cause)
  // The number the account had (or its email) hears that it was replaced, as in persional-data-update.
  if (moved) await tellPreviousContact(deps, user, 'mobile', `The mobile number was changed to ${masked(`+${sent.countryCode}${sent.mobile}`)}`)
  return { status: true, message: 'Mobile number verified successfully' }
}

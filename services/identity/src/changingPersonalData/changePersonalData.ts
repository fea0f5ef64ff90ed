import type { Cause } from '@arena/contracts'
import type { OtpPurpose, publicApi, Static } from '@arena/contracts'
import { isBlank, otpError, validatePassword } from '@arena/domain'
import { HttpError, badRequest, forbidden } from '@arena/service-kit'
import { readAddress, type SignInAddress } from '../users/addresses'
import { releaseClaim, takeClaim } from '../users/claims'
import type { IdentityDeps } from '../adapters/deps'
import { issueChallenge, verifyChallenge, type OtpTarget } from '../users/otpChallenges'
import { masked, tellPreviousContact } from '../users/contactNotice'
import { applyToUser, requireUser } from '../users/userWrites'
import { hashPassword, verifyPassword } from '../adapters/secrets'
import { IdentityError } from '../domain/errors'
import type { UserState } from '../domain/user'
import type { Caller } from '../adapters/caller'
import { assertValid } from '../adapters/forms'
import { refusals } from '../adapters/refusals'
import { mobileKey } from '../readModel/lookupKeys'

export type PersonalDataForm = Static<(typeof publicApi)['POST /api/persional-data-update']['body']>

type ChangeType = 'mobile' | 'email' | 'password'

/** What the step-1 answer's encrypted_otp carries: the code's challenge, bound to this user, change and address. */
interface SealedChange {
  challengeId: string
  userId: string
  type: ChangeType
  channel: OtpTarget['channel']
  address: string
}

const SEAL_PURPOSE = 'personal-data-otp'

/**
 * POST /api/persional-data-update: type mobile, email or password, always on the caller's own
 * account, in two steps. A session alone changes nothing: without `otp` the call sends a code
 * (to the NEW mobile or email, or for a password to the registered mobile) and answers with
 * `data.encrypted_otp`; the same call with `otp` and that `encrypted_otp` applies the change.
 * Until then the new address is not claimed, so nobody's number or email is held by a request.
 */
export async function changePersonalData(deps: IdentityDeps, userId: string, form: PersonalDataForm, { cause, client }: Caller) {
  if (form._id && form._id !== userId) throw forbidden(refusals.notYourProfile)
  const user = requireUser(deps, userId)
  const step = { deps, user, form, ip: client.ip, cause }
  switch (form.type) {
    case 'mobile':
      return changeMobile(step)
    case 'email':
      return changeEmail(step)
    case 'password':
      return changePassword(step)
    default:
      throw badRequest(refusals.typeRequired, { type: refusals.typeRequired })
  }
}

interface Step {
  deps: IdentityDeps
  user: UserState
  form: PersonalDataForm
  ip: string
  cause: Cause
}

async function changeMobile({ deps, user, form, ip, cause }: Step) {
  const address = readAddress('sms', form, deps.sealer)
  const { countryCode, mobile } = address
  const done = { status: true, message: 'Mobile number updated successfully' }
  if (mobile === user.mobile && countryCode === user.countryCode && user.mobileVerified) return done
  assertFree(deps, address, user)
  if (isBlank(form.otp)) return sendCode(deps, user, 'mobile', address.target, ip, cause, messages.codeSentToNew)
  await checkCode(deps, user, 'mobile', address.target, form, cause)
  const key = mobileKey(countryCode, mobile!)
  await takeClaim(deps, ['mobile', key], user.id, cause)
  try {
    await applyToUser(deps, user.id, { type: 'VerifyMobile', countryCode, mobile: mobile! }, cause)
  } catch (error) {
    await releaseClaim(deps, ['mobile', key], user.id, cause)
    throw error
  }
  const moved = !user.mobile || mobileKey(user.countryCode, user.mobile) !== key
  if (user.mobile && moved) await releaseClaim(deps, ['mobile', mobileKey(user.countryCode, user.mobile)], user.id, cause)
  if (moved) await tellPreviousContact(deps, user, 'mobile', `The mobile number was changed to ${masked(address.target.address)}`)
  return done
}

async function changeEmail({ deps, user, form, ip, cause }: Step) {
  const address = readAddress('email', form, deps.sealer)
  const email = address.email!
  const done = { status: true, message: 'Email updated successfully' }
  if (email === user.email && user.emailVerified) return done
  assertFree(deps, address, user)
  if (isBlank(form.otp)) return sendCode(deps, user, 'email', address.target, ip, cause, messages.codeSentToNew)
  await checkCode(deps, user, 'email', address.target, form, cause)
  await takeClaim(deps, ['email', email], user.id, cause)
  try {
    await applyToUser(deps, user.id, { type: 'ProveEmail', email }, cause)
  } catch (error) {
    await releaseClaim(deps, ['email', email], user.id, cause)
    throw error
  }
  if (user.email && user.email !== email) await releaseClaim(deps, ['email', user.email], user.id, cause)
  if (user.email !== email) await tellPreviousContact(deps, user, 'email', `The email address was changed to ${masked(email)}`)
  return done
}

/**
 * Setting or changing a password needs a code sent to the registered mobile (the email for
 * accounts without one), and the old password once one is set, so a stolen session cannot
 * plant a password of its own.
 */
async function changePassword({ deps, user, form, ip, cause }: Step) {
  const { password, password2 } = form
  assertValid(validatePassword({ password, password2 }))
  if (user.passwordHash !== null) {
    const old = form.opassword
    if (isBlank(old)) throw badRequest(refusals.oldPasswordRequired, { opassword: refusals.oldPasswordRequired })
    const brake = deps.limiters.passwordFailures
    const key = `change:${user.id}`
    if (brake.retryAfterSeconds(key) > 0) throw new HttpError(429, refusals.tooManyPasswordFailures, { opassword: refusals.tooManyPasswordFailures }, 'TOO_MANY_REQUESTS')
    if (!(await verifyPassword(old!, user.passwordHash))) {
      brake.hit(key)
      throw badRequest(refusals.oldPasswordWrong, { opassword: refusals.oldPasswordWrong })
    }
  }
  const target = registeredContact(user)
  if (isBlank(form.otp)) {
    return sendCode(deps, user, 'password', target, ip, cause, target.channel === 'sms' ? messages.codeSentToMobile : messages.codeSentToEmail)
  }
  await checkCode(deps, user, 'password', target, form, cause)
  await applyToUser(deps, user.id, { type: 'SetPassword', hash: await hashPassword(password!) }, cause)
  return { status: true, message: 'Password updated successfully' }
}

/** Texts of the OTP step; the spec gives none for this call. */
const messages = {
  codeSentToNew: 'OTP sent. Please enter the OTP sent to your new address to confirm the change',
  codeSentToMobile: 'OTP sent. Please enter the OTP sent to your registered mobile number',
  codeSentToEmail: 'OTP sent. Please enter the OTP sent to your registered email',
}

/** A value another account holds is refused before any code is sent to it. */
function assertFree(deps: IdentityDeps, address: SignInAddress, user: UserState): void {
  const holder = deps.view.find(...address.lookup)
  if (holder && holder.id !== user.id) throw new IdentityError('CLAIM_TAKEN', { kind: address.lookup[0] })
}

async function sendCode(deps: IdentityDeps, user: UserState, type: ChangeType, target: OtpTarget, ip: string, cause: Cause, message: string) {
  const purpose: OtpPurpose = type === 'password' ? 'change-password' : 'change-address'
  const challengeId = await issueChallenge(deps, target, purpose, ip, cause)
  const sealed: SealedChange = { challengeId, userId: user.id, type, channel: target.channel, address: target.address }
  return { status: true, message, data: { encrypted_otp: deps.sealer.seal(SEAL_PURPOSE, sealed), otpSentTo: masked(target.address) } }
}

/** The code must answer a challenge this call sent, for this user, this change and this very address. */
async function checkCode(deps: IdentityDeps, user: UserState, type: ChangeType, target: OtpTarget, form: PersonalDataForm, cause: Cause): Promise<void> {
  const { otp, encrypted_otp: token } = form
  assertValid({ otp: otpError(otp) })
  const sealed = token ? deps.sealer.unseal<SealedChange>(SEAL_PURPOSE, token) : undefined
  const matches = sealed && sealed.userId === user.id && sealed.type === type && sealed.channel === target.channel && sealed.address === target.address
  if (!matches) throw new IdentityError('OTP_NOT_ISSUED')
  await verifyChallenge(deps, target, sealed.challengeId, otp!.trim(), cause)
}

function registeredContact(user: UserState): OtpTarget {
  if (user.mobile) return { channel: 'sms', address: `+${user.countryCode}${user.mobile}` }
  return { channel: 'email', address: user.email! }
}

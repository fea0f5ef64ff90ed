import type { OtpChannel, publicApi, Static } from '@arena/contracts'
import { isBlank, otpError, validateSignUp } from '@arena/domain'
import { conflict, badRequest } from '@arena/service-kit'
import type { Caller } from '../adapters/caller'
import { describeClient } from '../adapters/clientInfo'
import { assertValid, isChecked } from '../adapters/forms'
import { refusals } from '../adapters/refusals'
import type { IdentityDeps } from '../adapters/deps'
import { readAddress, sealAddress } from '../users/addresses'
import { issueOtp, verifyOtp } from '../users/otpChallenges'
import { assertCanSignIn, startSession } from '../users/sessions'
import { registerUser } from './registerUser'

export type SignUpForm = Static<(typeof publicApi)['POST /api/user-registor']['body']>

/**
 * The Sign Up tab, both steps. Without an OTP it sends one and says whether the address is
 * already registered; with an OTP it logs an existing user in or registers a new one.
 */
export async function signUp(deps: IdentityDeps, channel: OtpChannel, form: SignUpForm, { cause, client }: Caller) {
  const address = readAddress(channel, form, deps.sealer)
  const existing = deps.view.find(...address.lookup)
  if (existing) assertCanSignIn(existing)
  const { otp } = form

  if (isBlank(otp)) {
    const encrypted_otp = await issueOtp(deps, address.target, existing ? 'login' : 'register', client.ip, cause)
    return {
      status: true,
      message: 'OTP sent successfully',
      data: { encrypted_otp, ...sealAddress(deps.sealer, address), registerStatus: existing !== undefined },
    }
  }

  if (existing) {
    assertValid({ otp: otpError(otp) })
    await verifyOtp(deps, address.target, form.encrypted_otp, otp!.trim(), cause)
    const token = await startSession(deps, existing, client, cause)
    return { status: true, token, message: 'Login successfully', name: existing.name, mobile: existing.mobile ?? '', email: existing.email ?? '' }
  }

  const { name } = form
  assertValid(validateSignUp({
    countryCode: address.countryCode, mobile: address.mobile ?? undefined, email: address.email ?? undefined,
    otpSent: true, registered: false, name, otp, terms: isChecked(form.terms),
  }))
  if (deps.view.find('username', name!)) throw conflict(refusals.usernameTaken, { name: refusals.usernameTaken })
  const referralBy = form.referralBy?.trim() ?? ''
  const referrer = referralBy === '' ? undefined : deps.view.find('referral', referralBy)
  if (referralBy !== '' && !referrer) throw badRequest(refusals.invalidReferral, { referralBy: refusals.invalidReferral })

  await verifyOtp(deps, address.target, form.encrypted_otp, otp!.trim(), cause)
  const login = describeClient(client, deps.geo, new Date(cause.at))
  const user = await registerUser(deps, { address, name: name!, referredBy: referrer?.id ?? null, login }, cause)
  const token = await startSession(deps, user, client, { ...cause, actor: user.id }, true)
  return { status: true, token, message: 'Registered successfully', name: user.name, mobile: user.mobile ?? '', email: user.email ?? '' }
}

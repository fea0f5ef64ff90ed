import type { publicApi, Static } from '@arena/contracts'
import { isBlank, otpError } from '@arena/domain'
import { badRequest } from '@arena/service-kit'
import { readAddress, sealAddress } from '../users/addresses'
import type { IdentityDeps } from '../adapters/deps'
import { issueOtp, verifyOtp } from '../users/otpChallenges'
import { assertCanSignIn, signedIn, startSession } from '../users/sessions'
import type { Caller } from '../adapters/caller'
import { assertValid } from '../adapters/forms'
import { refusals } from '../adapters/refusals'

export type LoginForm = Static<(typeof publicApi)['POST /api/login']['body']>

/**
 * The Sign In tab: mobile, then OTP. Email users (outside India) may send `email` instead of
 * `mobile`, since the spec gives them no other way back in.
 */
export async function logIn(deps: IdentityDeps, form: LoginForm, { cause, client }: Caller) {
  const channel = form.mobile === undefined && form.email !== undefined ? 'email' : 'sms'
  const address = readAddress(channel, form, deps.sealer)
  const user = deps.view.find(...address.lookup)
  if (!user) {
    const [field, message] = channel === 'sms' ? ['mobile', refusals.mobileNotRegistered] : ['email', refusals.emailNotRegistered]
    throw badRequest(message, { [field]: message })
  }
  assertCanSignIn(user)
  const { otp } = form
  if (isBlank(otp)) {
    const encrypted_otp = await issueOtp(deps, address.target, 'login', client.ip, cause)
    return { status: true, message: 'OTP sent successfully', data: { encrypted_otp, ...sealAddress(deps.sealer, address) } }
  }
  assertValid({ otp: otpError(otp) })
  await verifyOtp(deps, address.target, form.encrypted_otp, otp!.trim(), { ...cause, actor: user.id })
  const token = await startSession(deps, user, client, { ...cause, actor: user.id })
  return signedIn(deps, user, token)
}

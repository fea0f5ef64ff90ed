import type { FastifyRequest } from 'fastify'
import { isBlank, otpError } from '@arena/domain'
import { badRequest } from '@arena/service-kit'
import { readAddress, sealAddress } from '../users/addresses'
import type { IdentityDeps } from '../deps'
import { issueOtp, verifyOtp } from '../users/otpChallenges'
import { assertCanSignIn, signedIn, startSession } from '../users/sessions'
import { assertValid, causeOf, type Fields } from '../adapters/forms'
import { refusals } from '../adapters/refusals'

/**
 * The Sign In tab: mobile, then OTP. Email users (outside India) may send `email` instead of
 * `mobile`, since the spec gives them no other way back in.
 */
export async function logIn(deps: IdentityDeps, fields: Fields, request: FastifyRequest) {
  const cause = causeOf(request, deps.clock)
  const channel = fields('mobile') === undefined && fields('email') !== undefined ? 'email' : 'sms'
  const address = readAddress(channel, fields, deps.sealer)
  const user = deps.view.find(...address.lookup)
  if (!user) {
    const [field, message] = channel === 'sms' ? ['mobile', refusals.mobileNotRegistered] : ['email', refusals.emailNotRegistered]
    throw badRequest(message, { [field]: message })
  }
  assertCanSignIn(user)
  const otp = fields('otp')
  if (isBlank(otp)) {
    const encrypted_otp = await issueOtp(deps, address.target, 'login', request.ip, cause)
    return { status: true, message: 'OTP sent successfully', data: { encrypted_otp, ...sealAddress(deps.sealer, address) } }
  }
  assertValid({ otp: otpError(otp) })
  await verifyOtp(deps, address.target, fields('encrypted_otp'), otp!.trim(), { ...cause, actor: user.id })
  const token = await startSession(deps, user, request, { ...cause, actor: user.id })
  return signedIn(deps, user, token)
}

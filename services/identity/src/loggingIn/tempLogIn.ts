import type { publicApi, Static } from '@arena/contracts'
import { normalizeMobile, validateTempLogin } from '@arena/domain'
import { HttpError, badRequest } from '@arena/service-kit'
import type { IdentityDeps } from '../adapters/deps'
import { assertCanSignIn, signedIn, startSession } from '../users/sessions'
import { verifyPassword } from '../adapters/secrets'
import type { Caller } from '../adapters/caller'
import { assertValid } from '../adapters/forms'
import { refusals } from '../adapters/refusals'

export type TempLoginForm = Static<(typeof publicApi)['POST /api/temp-user-login']['body']>

/**
 * /temp-login: email, password and mobile for users who set a password. One answer for every
 * mismatch, so the form does not tell which of the three was wrong; wrong passwords are braked.
 * The email must have been verified: only then is it known to belong to the account's owner.
 */
export async function tempLogIn(deps: IdentityDeps, input: TempLoginForm, { cause, client }: Caller) {
  assertValid(validateTempLogin(input))
  const email = input.email!.trim().toLowerCase()
  const limiter = deps.limiters.passwordFailures
  if (limiter.retryAfterSeconds(email) > 0) throw new HttpError(429, refusals.tooManyPasswordFailures, undefined, 'TOO_MANY_REQUESTS')
  const user = deps.view.find('email', email)
  const matches = user !== undefined && user.passwordHash !== null && user.mobile === normalizeMobile(input.mobile!)
    && (await verifyPassword(input.password!, user.passwordHash))
  if (!matches || !user) {
    limiter.hit(email)
    throw badRequest(refusals.wrongCredentials)
  }
  // An email nobody proved could be anyone's: it does not sign in (the profile proves it with an OTP).
  if (!user.emailVerified) throw badRequest(refusals.emailNotVerified, { email: refusals.emailNotVerified })
  assertCanSignIn(user)
  const token = await startSession(deps, user, client, { ...cause, actor: user.id })
  return signedIn(deps, user, token)
}

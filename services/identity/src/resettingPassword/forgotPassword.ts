import type { publicApi, Static } from '@arena/contracts'
import { emailError } from '@arena/domain'
import { badRequest } from '@arena/service-kit'
import { admitForm } from '../adapters/publicForms'
import type { IdentityDeps } from '../adapters/deps'
import { deliver } from '../adapters/delivery/deliver'
import { assertCanSignIn } from '../users/sessions'
import { applyToUser } from '../users/userWrites'
import { newLinkToken } from '../adapters/secrets'
import type { Caller } from '../adapters/caller'
import { assertValid } from '../adapters/forms'
import { refusals } from '../adapters/refusals'

export type ForgotPasswordForm = Static<(typeof publicApi)['POST /api/forget-Password']['body']>

/** Emails a single-use link to /password-reset/{userId}/{token}; only the token's digest is stored. */
export async function forgotPassword(deps: IdentityDeps, form: ForgotPasswordForm, caller: Caller) {
  const raw = form.email
  assertValid({ email: emailError(raw) })
  const email = raw!.trim().toLowerCase()
  admitForm(deps, caller.client.ip)
  const user = deps.view.find('email', email)
  if (!user) throw badRequest(refusals.emailNotRegistered, { email: refusals.emailNotRegistered })
  assertCanSignIn(user)
  const cause = { ...caller.cause, actor: user.id }
  const { token, digest } = newLinkToken()
  const expiresAt = new Date(Date.parse(cause.at) + deps.limits.passwordResetTtlSeconds * 1000).toISOString()
  await applyToUser(deps, user.id, { type: 'RequestPasswordReset', tokenHash: digest, expiresAt }, cause)
  const link = `${deps.publicUrl}/password-reset/${user.id}/${token}`
  await deliver(deps, { channel: 'email', address: email, code: token, purpose: 'password-reset', link })
  return { status: true, message: 'Password reset link has been sent to your email', email }
}

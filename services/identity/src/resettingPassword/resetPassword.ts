import type { publicApi, Static } from '@arena/contracts'
import { validatePassword } from '@arena/domain'
import type { IdentityDeps } from '../adapters/deps'
import { applyToUser } from '../users/userWrites'
import { IdentityError } from '../domain/errors'
import { digestToken, hashPassword } from '../adapters/secrets'
import type { Caller } from '../adapters/caller'
import { assertValid } from '../adapters/forms'

export type ResetPasswordForm = Static<(typeof publicApi)['POST /api/reset-password']['body']>

/** The /password-reset/{userId}/{token} page's submit: the token works once, before it expires. */
export async function resetPassword(deps: IdentityDeps, form: ResetPasswordForm, caller: Caller) {
  const { password, password2 } = form
  assertValid(validatePassword({ password, password2 }))
  const userId = form.userId ?? ''
  const token = form.token ?? ''
  if (!deps.view.byId(userId) || token === '') throw new IdentityError('RESET_TOKEN_INVALID')
  const cause = { ...caller.cause, actor: userId }
  const hash = await hashPassword(password!)
  await applyToUser(deps, userId, { type: 'ResetPassword', tokenHash: digestToken(token), hash, now: new Date(cause.at) }, cause)
  return { status: true, message: 'Password reset successfully' }
}

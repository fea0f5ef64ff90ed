import type { FastifyRequest } from 'fastify'
import { validatePassword } from '@arena/domain'
import type { IdentityDeps } from '../deps'
import { applyToUser } from '../users/userWrites'
import { IdentityError } from '../domain/errors'
import { digestToken, hashPassword } from '../adapters/secrets'
import { assertValid, causeOf, type Fields } from '../adapters/forms'

/** The /password-reset/{userId}/{token} page's submit: the token works once, before it expires. */
export async function resetPassword(deps: IdentityDeps, fields: Fields, request: FastifyRequest) {
  const password = fields('password')
  assertValid(validatePassword({ password, password2: fields('password2') }))
  const userId = fields('userId') ?? ''
  const token = fields('token') ?? ''
  if (!deps.view.byId(userId) || token === '') throw new IdentityError('RESET_TOKEN_INVALID')
  const cause = causeOf(request, deps.clock, userId)
  const hash = await hashPassword(password!)
  await applyToUser(deps, userId, { type: 'ResetPassword', tokenHash: digestToken(token), hash, now: new Date(cause.at) }, cause)
  return { status: true, message: 'Password reset successfully' }
}

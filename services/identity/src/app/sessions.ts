import type { FastifyRequest } from 'fastify'
import { describeClient } from '../requestInfo/clientInfo'
import { isAdmin, type UserState } from '../domain/user'
import { IdentityError } from '../domain/errors'
import { applyToUser } from './users'
import type { Cause } from './commandRunner'
import type { IdentityDeps } from './deps'

/** Blocked and deleted users get no new session, whatever proof they bring. */
export function assertCanSignIn(user: UserState): void {
  if (user.deletedAt !== null) throw new IdentityError('ACCOUNT_DELETED')
  if (user.blocked) throw new IdentityError('ACCOUNT_BLOCKED')
}

/** Records the login (unless registration already did), issues the JWT and pushes the new history. */
export async function startSession(deps: IdentityDeps, user: UserState, request: FastifyRequest, cause: Cause, loginRecorded = false): Promise<string> {
  if (!loginRecorded) {
    await applyToUser(deps, user.id, { type: 'RecordLogin', data: describeClient(request, deps.geo, cause.at) }, cause)
  }
  const token = await deps.issuer.issue({ id: user.id, name: user.name, role: isAdmin(user) ? 'admin' : 'player' })
  const { items } = deps.view.loginHistory(user.id, 1, deps.limits.loginHistoryPageSize)
  deps.push.toUser(user.id, { event: 'loginHistoryData', data: items })
  return token
}

/** The user summary login answers carry next to the token. */
export function sessionUser(user: UserState) {
  return { _id: user.id, name: user.name, mobile: user.mobile ?? '', email: user.email ?? '', countryCode: user.countryCode, role: isAdmin(user) ? 'admin' : 'player' }
}

import type { Cause } from '@arena/contracts'
import { randomUUID } from 'node:crypto'
import { unauthorized, type SessionCheck } from '@arena/service-kit'
import { responsiblePlayMessages } from '@arena/domain'
import { describeClient, type ClientInfo } from '../adapters/clientInfo'
import { isAdmin, type UserState } from '../domain/user'
import { IdentityError } from '../domain/errors'
import { applyToUser } from './userWrites'
import type { IdentityDeps } from '../adapters/deps'
import { loginHistory } from '../readModel/loginHistory'

/** Blocked and deleted users get no new session, whatever proof they bring. */
export function assertCanSignIn(user: UserState): void {
  if (user.deletedAt !== null) throw new IdentityError('ACCOUNT_DELETED')
  if (user.blocked) throw new IdentityError('ACCOUNT_BLOCKED')
}

/**
 * Records the login (unless registration already did) and the session it opens in one append,
 * issues the JWT naming that session, and pushes the new history.
 */
export async function startSession(deps: IdentityDeps, user: UserState, client: ClientInfo, cause: Cause, loginRecorded = false): Promise<string> {
  const sessionId = randomUUID()
  const expiresAt = new Date(Date.parse(cause.at) + deps.issuer.ttlSeconds * 1000)
  await applyToUser(deps, user.id, {
    type: 'StartSession',
    session: { sessionId, startedAt: cause.at, expiresAt: expiresAt.toISOString() },
    login: loginRecorded ? null : describeClient(client, deps.geo, new Date(cause.at)),
  }, cause)
  const token = await deps.issuer.issue({ id: user.id, name: user.name, role: isAdmin(user) ? 'admin' : 'player', sessionId })
  const { items } = await loginHistory(deps.store, user.id, 1, deps.limits.loginHistoryPageSize)
  deps.push.toUser(user.id, { event: 'loginHistoryData', data: items })
  return token
}

/**
 * The answer to a successful sign-in. During a break the player signs in to a closed account:
 * withdrawals, history, KYC and support work; deposits and contests say until when they are closed.
 */
export async function signedIn(deps: IdentityDeps, user: UserState, token: string) {
  const onBreak = await deps.breakOf(user.id)
  const message = onBreak ? `Login successfully. ${responsiblePlayMessages.onBreak(onBreak.kind, onBreak.until)}` : 'Login successfully'
  return { status: true, message, token, data: { ...sessionUser(user), break: onBreak } }
}

/** The user summary login answers carry next to the token. */
export function sessionUser(user: UserState) {
  return { _id: user.id, name: user.name, mobile: user.mobile ?? '', email: user.email ?? '', countryCode: user.countryCode, role: isAdmin(user) ? 'admin' : 'player' }
}

/**
 * The guards' session check: the token's session must still be open in the read model. Blocked
 * and deleted users, and tokens from before a role change or a logout, are refused here.
 */
export function checkSession(deps: Pick<IdentityDeps, 'view'>): SessionCheck {
  return async principal => {
    const user = deps.view.byId(principal.id)
    if (user?.blocked) throw unauthorized('Your account is blocked')
    if (!user || user.deletedAt !== null || !principal.sessionId || !user.sessions.has(principal.sessionId)) {
      throw unauthorized('Session ended, please log in again')
    }
  }
}

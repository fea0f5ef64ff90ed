import { randomInt } from 'node:crypto'
import { originating } from '@arena/contracts'
import { usernameError } from '@arena/domain'
import { readAddress } from '../users/addresses'
import type { IdentityDeps } from '../adapters/deps'
import { applyToUser, requireUser } from '../users/userWrites'
import { registerUser } from '../signingUp/registerUser'

export type AdminAddress = { mobile: string; countryCode?: string } | { email: string }

export interface EnsureAdminResult {
  action: 'granted' | 'already-admin' | 'registered'
  userId: string
  name: string
}

/**
 * The operator's way to the first admin (scripts/create-admin.ts): grants the role to the user
 * with this mobile or email, or registers one. Validation is the sign-up form's.
 */
export async function ensureAdmin(deps: IdentityDeps, address: AdminAddress, name?: string): Promise<EnsureAdminResult> {
  const channel = 'email' in address ? 'email' : 'sms'
  const signIn = readAddress(channel, address, deps.sealer)
  const cause = originating('system:create-admin', deps.clock.now().toISOString())
  const existing = deps.view.find(...signIn.lookup)
  if (existing) {
    const events = await applyToUser(deps, existing.id, { type: 'GrantRole', role: 'admin' }, cause)
    return { action: events.length > 0 ? 'granted' : 'already-admin', userId: existing.id, name: existing.name }
  }
  const username = name ?? freeUsername(deps)
  const problem = usernameError(username)
  if (problem) throw new Error(`--name ${username}: ${problem}`)
  const user = await registerUser(deps, { address: signIn, name: username, referredBy: null, login: null }, cause)
  await applyToUser(deps, user.id, { type: 'GrantRole', role: 'admin' }, cause)
  return { action: 'registered', userId: user.id, name: requireUser(deps, user.id).name }
}

function freeUsername(deps: IdentityDeps): string {
  if (!deps.view.find('username', 'admin')) return 'admin'
  for (;;) {
    const candidate = `admin${randomInt(10_000, 100_000)}`
    if (!deps.view.find('username', candidate)) return candidate
  }
}

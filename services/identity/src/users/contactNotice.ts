import type { UserState } from '../domain/user'
import type { IdentityDeps } from '../adapters/deps'

/**
 * The address being replaced hears of it (or, if the account had none of that kind, its other
 * contact), so a change its owner did not make does not go unnoticed. The change is already
 * stored: a failed notice is logged, not reported as a failed change.
 */
export async function tellPreviousContact(deps: IdentityDeps, user: UserState, changed: 'mobile' | 'email', notice: string): Promise<void> {
  const sms = user.mobile ? { channel: 'sms' as const, address: `+${user.countryCode}${user.mobile}` } : undefined
  const email = user.email ? { channel: 'email' as const, address: user.email } : undefined
  const to = changed === 'mobile' ? sms ?? email : email ?? sms
  if (!to) return
  try {
    await deps.sender.send({ ...to, code: '', purpose: 'contact-changed', notice })
  } catch (error) {
    deps.logger.error({ err: error, channel: to.channel }, 'contact change notice not delivered')
  }
}

/** Enough of an address for its owner to recognise it, not enough to harvest it. */
export function masked(address: string): string {
  const at = address.indexOf('@')
  if (at > 0) return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`
  return `******${address.slice(-4)}`
}

import type { Bus, Subscription } from '@arena/bus'
import { BreakTaken, causedBy, idOf, topics, type RecordedEvent } from '@arena/contracts'
import { IdentityError } from '../domain/errors'
import type { UserCommand } from '../domain/decideUser'
import type { IdentityDeps } from '../adapters/deps'
import { applyToUser } from '../users/userWrites'

/**
 * The saga as a pure function: a time-out or self-exclusion taken in the wallet (BreakTaken on
 * `wallet-<userId>`) ends every session that was open when it began. Sessions started later (a
 * player signing in to withdraw winnings) are left alone, so a redelivered event changes nothing.
 */
export function logoutFor(event: RecordedEvent): { userId: string; command: UserCommand } | null {
  if (!BreakTaken.is(event)) return null
  return { userId: idOf(event.stream), command: { type: 'EndSessionsStartedBefore', before: event.data.from } }
}

/** Delivers the saga from the bus: the wallet's events arrive through the relay, at least once. */
export function runBreakLogouts(bus: Bus, deps: IdentityDeps): Promise<Subscription> {
  return bus.subscribe({
    topics: [topics.events('wallet')],
    group: 'identity.break-logouts',
    handler: async delivery => {
      const event = delivery.value as RecordedEvent
      const logout = logoutFor(event)
      if (!logout) return
      const cause = causedBy(event, 'system:identity', event.metadata.at)
      try {
        await applyToUser(deps, logout.userId, logout.command, cause)
      } catch (error) {
        // A wallet without a user (an operator's test account) has no sessions to end.
        if (!(error instanceof IdentityError)) throw error
      }
    },
  })
}

import { consumeEvents, MemoryCheckpointStore, type Bus, type CheckpointStore, type Subscription } from '@arena/bus'
import { BreakTaken, causedBy, idOf, type RecordedEvent } from '@arena/contracts'
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

/** The consumer group: its offsets and handled versions. */
export const breakLogoutsGroup = 'identity.break-logouts'

/**
 * Delivers the saga from the bus: the wallet's events arrive through the relay, at least once,
 * each BreakTaken checked against its contract and passed over once its version was handled
 * (`versions`: memory unless given; a break handled again ends no session the first did not).
 */
export function runBreakLogouts(bus: Pick<Bus, 'subscribe'>, deps: IdentityDeps, versions: CheckpointStore = new MemoryCheckpointStore()): Promise<Subscription> {
  return consumeEvents({
    bus,
    group: breakLogoutsGroup,
    categories: ['wallet'],
    events: [BreakTaken],
    versions,
    handler: async event => {
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
    onError: (error, delivery, attempt) => deps.logger.warn({ err: error, partition: delivery.partition, offset: delivery.offset, attempt }, 'ending the sessions of a break failed; retrying'),
  })
}

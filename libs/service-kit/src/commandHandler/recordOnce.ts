import { newId, type Cause, type RecordedEvent } from '@arena/contracts'
import type { Decider } from '@arena/domain'
import type { EventStore } from '@arena/eventstore'
import { CommandHandler } from './commandHandler'

type Fact = { type: string; data: unknown }

/** A stream that holds one fact: the first write is it, any later one is a repeat and changes nothing. */
export const onceDecider = <E extends Fact>(): Decider<E, E, boolean> => ({
  decide: (fact, written) => (written ? [] : [fact]),
  evolve: () => true,
  initialState: () => false,
})

/**
 * Writes one-fact streams (a redeemed ticket, a subscription, a recorded notice) through the
 * command handler: of two racing writers, in any processes, exactly one is `recorded` and the
 * other answers `repeated`. Each write gets fresh ids: with shared ones the store would take the
 * loser's append for a retry of the winner's and both would look recorded. A stream named after
 * what it records (a ticket id, a provider's event id) already makes a redelivery a repeat.
 */
export function recordOnce<E extends Fact>(store: EventStore, idNamespace: string, parse: (event: Pick<RecordedEvent, 'type' | 'data' | 'stream'>) => E) {
  const handler = new CommandHandler(store, { decider: onceDecider<E>(), parse, idNamespace, commandKey: () => newId(), cacheSize: 100 })
  return async (stream: string, fact: E, cause: Cause): Promise<'recorded' | 'repeated'> => {
    const done = await handler.execute(stream, fact, cause)
    return done.events.length > 0 && !done.duplicate ? 'recorded' : 'repeated'
  }
}

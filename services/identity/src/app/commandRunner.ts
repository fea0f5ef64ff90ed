import { newId, originating, type NewEvent } from '@arena/contracts'
import { WrongExpectedVersion, type EventStore } from '@arena/eventstore'

/** Who acts and in which chain: stamped on every event a request causes. */
export interface Cause {
  actor: string
  correlationId: string
  at: Date
}

export interface Fold<S, E> {
  initial: S
  evolve(state: S, event: E): S
}

export interface Decision<E, R> {
  events: E[]
  result: R
}

const MAX_ATTEMPTS = 5

/**
 * Load, decide, append with the version that was read; on a concurrent append, decide again on
 * the fresh state. The decision sees exactly the stream it appends after, so a rule checked in
 * `decide` (a cool-down, an attempt limit, a holder) holds under any concurrency.
 */
export async function runCommand<S, E extends { type: string; data: unknown }, R>(
  store: EventStore,
  stream: string,
  fold: Fold<S, E>,
  decide: (state: S) => Decision<E, R>,
  cause: Cause,
): Promise<Decision<E, R> & { position: number }> {
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(stream)
    const state = recorded.reduce((s, e) => fold.evolve(s, e as unknown as E), fold.initial)
    const decision = decide(state)
    if (decision.events.length === 0) return { ...decision, position: 0 }
    try {
      const { position } = await store.append(stream, stamp(decision.events, cause), recorded.length)
      return { ...decision, position }
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) || attempt >= MAX_ATTEMPTS) throw error
    }
  }
}

export function stamp<E extends { type: string; data: unknown }>(events: E[], cause: Cause): NewEvent[] {
  const metadata = originating(cause.actor, cause.at.toISOString(), cause.correlationId)
  return events.map(event => ({ id: newId(), type: event.type, data: event.data, metadata }))
}

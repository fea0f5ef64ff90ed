import { WrongExpectedVersion, type EventStore } from '@arena/eventstore'
import type { Cause } from './commandRunner'
import { derivedId } from './eventIds'

const MAX_ATTEMPTS = 20

interface HoldEvent {
  type: string
  data: unknown
}

/** A review's rules on its one stream per hold: fold the events, decide a command's events. */
export interface HoldRules<C extends { at: string }, S, E extends HoldEvent> {
  evolve(state: S | null, event: E): S | null
  decide(command: C, state: S | null): E[]
}

/** The hold's state folded from its stream, and the version the next append expects. */
export async function loadHold<S, E extends HoldEvent>(store: EventStore, stream: string, evolve: (state: S | null, event: E) => S | null): Promise<{ state: S | null; version: number }> {
  const recorded = await store.readStream(stream)
  const state = recorded.reduce<S | null>((s, e) => evolve(s, e as unknown as E), null)
  return { state, version: recorded.at(-1)?.version ?? 0 }
}

/**
 * Decides `command` on the hold's current state and appends the events, retrying on a concurrent
 * append; answers once `shown` says the holds view has them. `correlationId` names the hold when
 * the cause carries none.
 */
export async function runHoldCommand<C extends { at: string }, S, E extends HoldEvent>(
  store: EventStore, stream: string, rules: HoldRules<C, S, E>, command: C, correlationId: string, cause: Cause, shown: (position: number) => Promise<void>,
): Promise<S | null> {
  for (let attempt = 1; ; attempt++) {
    const { state, version } = await loadHold(store, stream, rules.evolve)
    const events = rules.decide(command, state)
    if (events.length === 0) return state
    const metadata = { correlationId: cause.correlationId ?? correlationId, causationId: cause.causationId ?? null, actor: cause.actor, at: command.at }
    // Ids from the stream and the step: a retried hold, release or refusal is the same event.
    const stamped = events.map(e => ({ id: derivedId(`${stream}\n${e.type}`), type: e.type, data: e.data, metadata }))
    try {
      const { position } = await store.append(stream, stamped, version)
      await shown(position)
      return events.reduce(rules.evolve, state)
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) || attempt >= MAX_ATTEMPTS) throw error
    }
  }
}

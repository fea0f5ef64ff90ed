import { setTimeout as delay } from 'node:timers/promises'
import { sponsorEvents, sponsorStream, type RecordedEvent, type SponsorEvent } from '@arena/contracts'
import { WrongExpectedVersion, type EventStore } from '@arena/eventstore'
import { KeyedQueue } from '@arena/service-kit'
import type { Cause } from '../app/commandRunner'
import { eventIdFor } from '../app/eventIds'
import { decideSponsor, evolveSponsor, initialSponsor, type SponsorCommand, type SponsorState } from './sponsor'

const definitions = new Map<string, (typeof sponsorEvents)[number]>(sponsorEvents.map(d => [d.type, d]))
const MAX_ATTEMPTS = 50

export function toSponsorEvent(event: Pick<RecordedEvent, 'type' | 'data' | 'stream'>): SponsorEvent {
  const definition = definitions.get(event.type)
  if (!definition) throw new Error(`unexpected event ${event.type} in ${event.stream}`)
  return { type: definition.type, data: definition.parse(event.data) } as SponsorEvent
}

/**
 * The sponsors' account streams behind their decider: load, decide, append at the version read
 * (event ids from the command id, so a retried command is recognised by the store too), and on
 * a concurrent append decide again on the newer state. One sponsor's commands run one at a time here.
 */
export class SponsorAccounts {
  readonly #queue = new KeyedQueue()

  constructor(
    private readonly store: EventStore,
    private readonly afterAppend: (position: number) => Promise<void> = async () => {},
  ) {}

  async load(sponsorId: string): Promise<{ state: SponsorState; version: number }> {
    const recorded = await this.store.readStream(sponsorStream(sponsorId))
    const state = recorded.map(toSponsorEvent).reduce(evolveSponsor, initialSponsor(sponsorId))
    return { state, version: recorded.at(-1)?.version ?? 0 }
  }

  execute(command: SponsorCommand, cause: Cause): Promise<SponsorState> {
    return this.#queue.run(command.sponsorId, () => this.#execute(command, cause))
  }

  async #execute(command: SponsorCommand, cause: Cause): Promise<SponsorState> {
    const stream = sponsorStream(command.sponsorId)
    for (let attempt = 1; ; attempt++) {
      const { state, version } = await this.load(command.sponsorId)
      const events = decideSponsor(command, state)
      if (events.length === 0) return state
      const metadata = { correlationId: cause.correlationId ?? command.commandId, causationId: cause.causationId ?? null, actor: cause.actor, at: command.at }
      const stamped = events.map((e, index) => ({ id: eventIdFor(stream, command.commandId, index), type: e.type, data: e.data, metadata }))
      try {
        const { position } = await this.store.append(stream, stamped, version)
        await this.afterAppend(position)
        return events.reduce(evolveSponsor, state)
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= MAX_ATTEMPTS) throw error
        await delay(Math.floor(Math.random() * 3))
      }
    }
  }
}

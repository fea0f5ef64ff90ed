import { setTimeout as delay } from 'node:timers/promises'
import { newId, type RecordedEvent } from '@arena/contracts'
import { WrongExpectedVersion, type EventStore } from '@arena/eventstore'
import { KeyedQueue, type Clock } from '@arena/service-kit'
import type { Cause } from '../ports'

export interface Folding<S, E extends { type: string; data: unknown }> {
  initial(): S
  evolve(state: S, event: E): S
  parse(event: RecordedEvent): E
}

export interface Executed<S, E> {
  events: E[]
  state: S
  /** Global position of the last event written (0 when nothing was written). */
  position: number
}

interface Loaded<S> {
  version: number
  state: S
}

const MAX_ATTEMPTS = 50
const CACHE_SIZE = 500

/**
 * Load a stream, decide, append at the version that was read; on a conflict (another process
 * appended first) decide again on the newer state, which may now refuse. Folded states are
 * cached, so a command reads only the events it has not seen. The read-your-writes wait runs
 * after the stream's queue is released, so it never holds up the next writer.
 */
export class StreamExecutor<S, E extends { type: string; data: unknown }> {
  readonly #queue = new KeyedQueue()
  readonly #cache = new Map<string, Loaded<S>>()

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly folding: Folding<S, E>,
    private readonly afterAppend: (position: number) => Promise<void> = async () => {},
  ) {}

  async execute(stream: string, decide: (state: S) => E[], cause: Cause): Promise<Executed<S, E>> {
    const done = await this.#queue.run(stream, () => this.#execute(stream, decide, cause))
    if (done.position > 0) await this.afterAppend(done.position)
    return done
  }

  async load(stream: string): Promise<S> {
    return (await this.#load(stream)).state
  }

  async #execute(stream: string, decide: (state: S) => E[], cause: Cause): Promise<Executed<S, E>> {
    for (let attempt = 1; ; attempt++) {
      const { version, state } = await this.#load(stream)
      const events = decide(state)
      if (events.length === 0) return { events, state, position: 0 }
      const metadata = { ...cause, at: this.clock.now().toISOString() }
      try {
        const result = await this.store.append(stream, events.map(e => ({ id: newId(), type: e.type, data: e.data, metadata })), version)
        const next = events.reduce((s, e) => this.folding.evolve(s, e), state)
        this.#remember(stream, { version: result.nextExpectedVersion, state: next })
        return { events, state: next, position: result.position }
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= MAX_ATTEMPTS) throw error
        // A little random wait spreads out processes that keep colliding on one stream.
        await delay(Math.floor(Math.random() * 3 * attempt))
      }
    }
  }

  async #load(stream: string): Promise<Loaded<S>> {
    const cached = this.#cache.get(stream) ?? { version: 0, state: this.folding.initial() }
    const fresh = await this.store.readStream(stream, cached.version + 1)
    if (fresh.length === 0) return cached
    const state = fresh.reduce((s, e) => this.folding.evolve(s, this.folding.parse(e)), cached.state)
    const loaded = { version: fresh.at(-1)!.version, state }
    this.#remember(stream, loaded)
    return loaded
  }

  #remember(stream: string, loaded: Loaded<S>): void {
    this.#cache.delete(stream)
    this.#cache.set(stream, loaded)
    if (this.#cache.size > CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value!)
  }
}

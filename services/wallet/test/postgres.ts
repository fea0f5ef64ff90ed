import type { Test } from 'tap'
import { PostgresEventStore, WrongExpectedVersion, type EventStore } from '@arena/eventstore'
import { freshSchema } from '@arena/testing'

/**
 * `count` stores on one fresh schema, each with its own connections, as separate processes would
 * have. The schema is dropped when the test ends.
 */
export async function postgresStores(t: Test, count: number): Promise<{ schema: string; stores: PostgresEventStore[] }> {
  const place = freshSchema(t, 'wallet_test')
  const stores: PostgresEventStore[] = []
  for (let i = 0; i < count; i++) stores.push(await place.open(p => PostgresEventStore.connect({ ...p, maxConnections: 3, migrate: i === 0 })))
  return { schema: place.schema, stores }
}

/**
 * Watches a race between wallet instances: counts appends refused for a stale version, and can
 * hold the next `n` appends to one stream until all `n` have arrived. None of them can have seen
 * another's event (none has landed yet), so all carry the same expected version: exactly one
 * lands and `n - 1` must lose and retry. No sleeping, and no guessing which read decides.
 */
export class Race {
  conflicts = 0
  #stream = ''
  #armed = 0
  #waiting: (() => void)[] = []

  arm(stream: string, writers: number): void {
    this.#stream = stream
    this.#armed = writers
  }

  async #gate(stream: string): Promise<void> {
    if (this.#armed === 0 || stream !== this.#stream) return
    this.#armed--
    const arrived = new Promise<void>(resolve => this.#waiting.push(resolve))
    if (this.#armed === 0) for (const release of this.#waiting.splice(0)) release()
    await arrived
  }

  /** The store as seen through this race. */
  watch(store: EventStore): EventStore {
    return new Proxy(store, {
      get: (target, key, receiver) => {
        if (key === 'append') {
          return async (...args: Parameters<EventStore['append']>) => {
            await this.#gate(args[0])
            try {
              return await target.append(...args)
            } catch (error) {
              if (error instanceof WrongExpectedVersion) this.conflicts++
              throw error
            }
          }
        }
        const value = Reflect.get(target, key, receiver)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  }
}

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
 * hold the next `n` stream reads until all `n` have arrived, so `n` writers surely start from
 * the same version and at least `n - 1` of them must lose and retry. No sleeping involved.
 */
export class Race {
  conflicts = 0
  #armed = 0
  #waiting: (() => void)[] = []

  arm(readers: number): void {
    this.#armed = readers
  }

  async gate(): Promise<void> {
    if (this.#armed === 0) return
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
            try {
              return await target.append(...args)
            } catch (error) {
              if (error instanceof WrongExpectedVersion) this.conflicts++
              throw error
            }
          }
        }
        if (key === 'readStream') {
          return async (...args: Parameters<EventStore['readStream']>) => {
            const events = await target.readStream(...args)
            await this.gate()
            return events
          }
        }
        const value = Reflect.get(target, key, receiver)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  }
}

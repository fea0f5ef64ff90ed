import { randomUUID } from 'node:crypto'
import type { NewEvent, RecordedEvent } from '@arena/contracts'
import type { EventStore, Subscription } from '../port'

/** What the contract suite needs from an adapter's test setup. */
export interface EventStoreFixture {
  store: EventStore
  /** A new store over the same data, as after a process restart (the caller closes the old one first). */
  reopen(): Promise<EventStore>
  /** Closes every store handed out and deletes the data. */
  cleanup(): Promise<void>
}

export type EventStoreFactory = () => Promise<EventStoreFixture>

/**
 * A fixture over one set of data: `open(true)` gives the first store, `open(false)` each reopened
 * one; cleanup closes every store handed out, then `dropData` deletes the data.
 */
export async function fixtureOf(open: (first: boolean) => Promise<EventStore>, dropData: () => Promise<void> = async () => {}): Promise<EventStoreFixture> {
  const stores = [await open(true)]
  return {
    store: stores[0]!,
    async reopen() {
      const store = await open(false)
      stores.push(store)
      return store
    },
    async cleanup() {
      await Promise.all(stores.map(s => s.close()))
      await dropData()
    },
  }
}

/** A wallet stream no other test uses, so the suite also runs against a shared server. */
export const newStream = (category = 'wallet'): string => `${category}-${randomUUID()}`

export function deposit(amount: string, note = ''): NewEvent {
  return {
    id: randomUUID(),
    type: 'FundsDeposited',
    data: { amount, note },
    metadata: { correlationId: randomUUID(), causationId: null, actor: 'system:contract', at: '2026-01-01T00:00:00.000Z' },
  }
}

export const deposits = (count: number, from = 1): NewEvent[] =>
  Array.from({ length: count }, (_, i) => deposit(`${from + i}.00`, `#${from + i}`))

/** Events of these streams delivered by subscribeAll, resolved once `until` holds. */
export function collect(
  store: EventStore,
  fromPosition: number,
  streams: Set<string>,
  until: (events: RecordedEvent[]) => boolean,
): { events: RecordedEvent[]; done: Promise<RecordedEvent[]>; subscription: Subscription } {
  const events: RecordedEvent[] = []
  let resolve!: (events: RecordedEvent[]) => void
  let reject!: (error: unknown) => void
  const done = new Promise<RecordedEvent[]>((res, rej) => ((resolve = res), (reject = rej)))
  if (until(events)) resolve(events)
  const subscription = store.subscribeAll({
    fromPosition,
    handler: async event => {
      if (!streams.has(event.stream)) return
      events.push(event)
      if (until(events)) resolve(events)
    },
    onError: reject,
  })
  return { events, done, subscription }
}

export const idsOf = (events: { id: string }[]): string[] => events.map(e => e.id)

export const isIncreasing = (numbers: number[]): boolean => numbers.every((n, i) => i === 0 || n > (numbers[i - 1] ?? -Infinity))

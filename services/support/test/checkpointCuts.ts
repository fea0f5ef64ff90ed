import type { Test } from 'tap'
import { isDeepStrictEqual } from 'node:util'
import type { RecordedEvent } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import type { Checkpointable, Projection } from '@arena/service-kit'

type View = Projection<unknown> & Checkpointable

/**
 * Cuts `log` after every event: a read model restored from the checkpoint of the part before the
 * cut (through JSON, as the store keeps it) and fed the rest must read as a fold of the whole log
 * (docs/adr/0035). `reads` is what its callers see, the checkpoint included. Stops at the first
 * cut that differs, and shows it.
 */
export async function restoredAtEveryCut<V extends View>(t: Test, log: RecordedEvent[], make: () => V, reads: (view: V) => unknown): Promise<void> {
  const whole = make()
  log.forEach(event => whole.apply(event))
  const expected = reads(whole)
  for (let cut = 0; cut <= log.length; cut++) {
    const before = make()
    log.slice(0, cut).forEach(event => before.apply(event))
    const restored = make()
    await restored.restore(JSON.parse(JSON.stringify(before.checkpoint())), before.position, { readStream: async () => [] })
    log.slice(cut).forEach(event => restored.apply(event))
    const got = reads(restored)
    if (!isDeepStrictEqual(got, expected)) {
      t.same(got, expected, `restored after ${cut} of ${log.length} events (${log[cut - 1]?.type ?? 'none'}) reads as the whole fold`)
      return
    }
  }
  t.pass(`restored after each of the ${log.length + 1} cuts, it reads as the whole fold`)
}

/** The store, telling in `froms` where each subscription to the global log started: a restored read model's starts past 0. */
export function watched(store: EventStore, froms: number[]): EventStore {
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key === 'subscribeAll') return (options: Parameters<EventStore['subscribeAll']>[0]) => (froms.push(options.fromPosition ?? 0), target.subscribeAll(options))
      const value = Reflect.get(target, key, receiver) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

import type { Test } from 'tap'
import { randomUUID } from 'node:crypto'
import type { NewEvent, RecordedEvent } from '@arena/contracts'
import type { EventFilter, EventStore } from '../port'
import { deposit, collect, deposits, idsOf, isIncreasing, newStream, type EventStoreFactory, type EventStoreFixture } from './fixtures'

/** A category or type name no other test uses (letters and digits: a category has no dash). */
const unique = (prefix: string): string => `${prefix}${randomUUID().replaceAll('-', '')}`

const ofType = (type: string): NewEvent => ({ ...deposit('1.00'), type })

/**
 * A filtered subscription's deliveries and the furthest position it reported as looked
 * through; `until` resolves once `test` holds for both.
 */
function watchFiltered(store: EventStore, fromPosition: number, filter: EventFilter) {
  const events: RecordedEvent[] = []
  let progress = fromPosition
  const checks = new Set<() => void>()
  const changed = () => {
    for (const check of checks) check()
  }
  const subscription = store.subscribeAll({
    fromPosition,
    filter,
    handler: async event => {
      events.push(event)
      changed()
    },
    onProgress: position => {
      progress = Math.max(progress, position)
      changed()
    },
  })
  const until = (test: (events: RecordedEvent[], progress: number) => boolean) =>
    new Promise<void>(resolve => {
      const check = () => {
        if (!test(events, progress)) return
        checks.delete(check)
        resolve()
      }
      checks.add(check)
      check()
    })
  return { events, subscription, until, progress: () => progress }
}

/** The subscribeAll half of the contract: catch-up, live delivery, checkpoints, errors, close. */
export function subscriptionContract(t: Test, factory: EventStoreFactory): void {
  const withStore = (name: string, body: (t: Test, f: EventStoreFixture) => Promise<void>) =>
    t.test(name, async t => {
      const fixture = await factory()
      t.teardown(() => fixture.cleanup())
      await body(t, fixture)
    })

  withStore('subscribeAll delivers the stored events, then live ones, in position order', async (t, { store }) => {
    const start = await store.headPosition()
    const streams = [newStream(), newStream()]
    const stored = [...deposits(3), ...deposits(2)]
    await store.append(streams[0]!, stored.slice(0, 3), 0)
    await store.append(streams[1]!, stored.slice(3), 0)
    const live = deposits(4)
    const { done, subscription } = collect(store, start, new Set(streams), events => events.length >= 9)
    t.teardown(() => subscription.close())
    await store.append(streams[0]!, live.slice(0, 2), 'any')
    await store.append(streams[1]!, live.slice(2), 'any')
    const events = await done
    t.same(idsOf(events), idsOf([...stored, ...live]))
    t.ok(isIncreasing(events.map(e => e.position)))
  })

  withStore('a subscription delivers only events after its starting position', async (t, { store }) => {
    const stream = newStream()
    const first = await store.append(stream, deposits(2), 0)
    await store.append(stream, deposits(2, 3), 2)
    const { done, subscription } = collect(store, first.position, new Set([stream]), events => events.length >= 2)
    t.teardown(() => subscription.close())
    t.same((await done).map(e => e.version), [3, 4])
  })

  withStore('a reader restarted from its last processed position loses no event and sees none twice', async (t, fixture) => {
    const stream = newStream()
    const start = await fixture.store.headPosition()
    const before = deposits(6)
    await fixture.store.append(stream, before, 0)
    const firstRun: RecordedEvent[] = []
    let reachedThree!: () => void
    const three = new Promise<void>(resolve => (reachedThree = resolve))
    const subscription = fixture.store.subscribeAll({
      fromPosition: start,
      handler: async event => {
        if (event.stream !== stream) return
        firstRun.push(event)
        if (firstRun.length === 3) reachedThree()
      },
    })
    await three
    await subscription.close()
    const checkpoint = firstRun.at(-1)!.position
    await fixture.store.close()

    const store = await fixture.reopen()
    const after = deposits(4, 7)
    await store.append(stream, after, 6)
    const total = before.length + after.length
    const second = collect(store, checkpoint, new Set([stream]), events => firstRun.length + events.length >= total)
    t.teardown(() => second.subscription.close())
    const secondRun = await second.done
    t.same(idsOf([...firstRun, ...secondRun]), idsOf([...before, ...after]))
  })

  withStore('a handler that throws stops delivery and reports the error', async (t, { store }) => {
    const stream = newStream()
    await store.append(stream, deposits(3), 0)
    const seen: number[] = []
    const failure = new Error('projection broke')
    const reported = new Promise<unknown>(resolve => {
      store.subscribeAll({
        fromPosition: 0,
        handler: async event => {
          if (event.stream !== stream) return
          seen.push(event.version)
          if (event.version === 2) throw failure
        },
        onError: resolve,
      })
    })
    t.equal(await reported, failure)
    t.same(seen, [1, 2], 'nothing after the failing event is delivered')
  })

  withStore('closing a subscription waits for the running handler and ends delivery', async (t, { store }) => {
    const stream = newStream()
    await store.append(stream, deposits(1), 0)
    let release!: () => void
    const released = new Promise<void>(resolve => (release = resolve))
    let entered!: () => void
    const inHandler = new Promise<void>(resolve => (entered = resolve))
    const calls: number[] = []
    const subscription = store.subscribeAll({
      fromPosition: 0,
      handler: async event => {
        if (event.stream !== stream) return
        calls.push(event.version)
        entered()
        await released
      },
    })
    await inHandler
    let closed = false
    const closing = subscription.close().then(() => (closed = true))
    await new Promise(setImmediate)
    t.equal(closed, false, 'close waits while the handler runs')
    release()
    await closing
    await store.append(stream, deposits(1, 2), 1)
    const witness = collect(store, 0, new Set([stream]), events => events.length >= 2)
    await witness.done
    await witness.subscription.close()
    t.same(calls, [1], 'the closed subscription saw nothing more')
  })

  withStore('a filtered subscription delivers only its categories and types, in order, and reports progress past the rest', async (t, { store }) => {
    const start = await store.headPosition()
    const [wanted, other, picked] = [unique('wanted'), unique('other'), unique('Picked')]
    const mine = newStream(wanted)
    const theirs = newStream(other)
    await store.append(mine, deposits(2), 0)
    await store.append(theirs, deposits(2), 0)
    await store.append(newStream(other), [ofType(picked)], 0)
    const last = await store.append(theirs, deposits(1, 3), 2)
    const watch = watchFiltered(store, start, { categories: [wanted], types: [picked] })
    t.teardown(() => watch.subscription.close())
    await watch.until((events, progress) => events.length >= 3 && progress >= last.position)
    t.same(watch.events.map(e => (e.stream === mine ? `${wanted}#${e.version}` : e.type)), [`${wanted}#1`, `${wanted}#2`, picked], 'the category, then the type, nothing else')
    t.ok(isIncreasing(watch.events.map(e => e.position)))

    const later = await store.append(theirs, deposits(1, 4), 3)
    await watch.until((_events, progress) => progress >= later.position)
    t.equal(watch.events.length, 3, 'a live event of another category is skipped, yet counted as looked through')
    await store.append(mine, deposits(1, 3), 2)
    await watch.until(events => events.length >= 4)
    t.same(watch.events.map(e => e.version).slice(3), [3], 'a live event of the category arrives')
  })

  withStore('a filter that passes nothing still reports progress up to the head', async (t, { store }) => {
    const start = await store.headPosition()
    const last = await store.append(newStream(unique('other')), deposits(3), 0)
    const watch = watchFiltered(store, start, { categories: [unique('none')] })
    t.teardown(() => watch.subscription.close())
    await watch.until((_events, progress) => progress >= last.position)
    t.same(watch.events, [], 'nothing delivered')
    t.ok(watch.progress() >= last.position, 'looked through to the head')
  })
}

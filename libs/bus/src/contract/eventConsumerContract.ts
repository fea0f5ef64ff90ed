import type { Test } from 'tap'
import { ContractViolation, defineMessage, newId, originating, Type, type NewEvent } from '@arena/contracts'
import { MemoryEventLog, MemoryEventStore } from '@arena/eventstore'
import { consumeEvents } from '../eventConsumer'
import { MemoryCheckpointStore } from '../memory/memoryCheckpointStore'
import type { Bus, Subscription } from '../port'
import { startRelay } from '../relay'
import { busesFor, eventually, type BusContractFactory, type uniqueNames } from './fixtures'

const Counted = defineMessage('Counted', Type.Object({ n: Type.Integer() }))

function counted(n: number | string, type = 'Counted'): NewEvent {
  return { id: newId(), type, data: { n }, metadata: originating('system:test', '2026-01-01T00:00:00.000Z') }
}

/** Per stream, the `n`s a consumer handled, in the order it handled them. */
type Handled = Map<string, number[]>

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i)

/**
 * The event consumer over each adapter: the relay's category topics read back as recorded
 * events, in order per stream, each handled once across redeliveries, crashes and rebalances.
 */
export function eventConsumerContract(t: Test, factory: BusContractFactory, names: ReturnType<typeof uniqueNames>): void {
  const deadline = factory.deadlineMs

  /** A log of `streams` streams with `perStream` Counted events each, relayed to the bus as they are appended. */
  async function relayedLog(t: Test, bus: Bus, category: string) {
    const log = new MemoryEventLog()
    const store = new MemoryEventStore(log)
    t.teardown(() => store.close())
    const relay = await startRelay({ store, bus, checkpoints: new MemoryCheckpointStore(), batchSize: 8 })
    t.teardown(() => relay.close())
    return {
      log,
      store,
      async append(streams: number, perStream: number, from = 0, type = 'Counted'): Promise<void> {
        for (let n = from; n < from + perStream; n++) {
          for (let s = 0; s < streams; s++) await store.append(`${category}-s${s}`, [counted(n, type)], 'any')
        }
      },
    }
  }

  /** Subscribes a consumer that records what it handles (and, separately, every delivery). */
  function consumer(bus: Bus, category: string, group: string, versions: MemoryCheckpointStore, handled: Handled, options: { deliveries?: string[]; before?: () => Promise<void>; after?: () => Promise<void> } = {}): Promise<Subscription> {
    const watched: Pick<Bus, 'subscribe'> = {
      subscribe: (subscription) =>
        bus.subscribe({
          ...subscription,
          handler: async (delivery) => {
            options.deliveries?.push(delivery.value.id)
            await subscription.handler(delivery)
          },
        }),
    }
    return consumeEvents({
      bus: watched,
      group,
      categories: [category],
      events: [Counted],
      versions,
      handler: async (event) => {
        await options.before?.()
        handled.set(event.stream, [...(handled.get(event.stream) ?? []), event.data.n])
        await options.after?.()
      },
    })
  }

  const total = (handled: Handled) => [...handled.values()].reduce((sum, ns) => sum + ns.length, 0)

  t.test('an event consumer handles each stream in version order, once, though the relay publishes it twice, and passes over types it does not read', async (t) => {
    const buses = busesFor(t, factory)
    const bus = await buses.connect()
    const category = names.category('consume')
    const source = await relayedLog(t, bus, category)
    await source.append(4, 10)
    await source.append(4, 1, 10, 'NotCounted')
    const handled: Handled = new Map()
    const deliveries: string[] = []
    await consumer(bus, category, names.group('consume'), new MemoryCheckpointStore(), handled, { deliveries })
    await eventually('40 events are handled', () => total(handled) >= 40 && deliveries.length >= 44, deadline)

    // A relay that lost its checkpoint publishes the whole log again.
    const again = await startRelay({ store: new MemoryEventStore(source.log), bus, checkpoints: new MemoryCheckpointStore(), batchSize: 8 })
    t.teardown(() => again.close())
    const everyOneTwice = () => {
      const counts = new Map<string, number>()
      for (const id of deliveries) counts.set(id, (counts.get(id) ?? 0) + 1)
      return counts.size === 44 && [...counts.values()].every((count) => count >= 2)
    }
    await eventually('every event is delivered again', everyOneTwice, deadline)
    t.same([...handled.keys()].sort(), upTo(4).map((s) => `${category}-s${s}`))
    t.same([...handled.values()], upTo(4).map(() => upTo(10)), 'each stream once, in order; the NotCounted events passed over')
  })

  t.test('an event that breaks its contract is not handled: it is reported, and its stream waits for it', async (t) => {
    const buses = busesFor(t, factory)
    const bus = await buses.connect()
    const category = names.category('contract')
    const source = await relayedLog(t, bus, category)
    await source.store.append(`${category}-s0`, [counted(0), counted('not a number'), counted(2)], 'any')
    const handled: Handled = new Map()
    const errors: unknown[] = []
    await consumeEvents({
      bus,
      group: names.group('contract'),
      categories: [category],
      events: [Counted],
      versions: new MemoryCheckpointStore(),
      handler: async (event) => void handled.set(event.stream, [...(handled.get(event.stream) ?? []), event.data.n]),
      onError: (error) => void errors.push(error),
    })
    await eventually('the bad event is reported twice', () => errors.length >= 2, deadline)
    t.ok(errors.every((error) => error instanceof ContractViolation), 'as a contract violation')
    t.match(String(errors[0]), /Counted: \/n/, 'naming the field')
    t.same([...handled.values()], [[0]], 'the event before it was handled; neither it nor the one after')
  })

  t.test('a consumer that dies before committing leaves its partitions to the next member, which handles each event once', async (t) => {
    const buses = busesFor(t, factory)
    const category = names.category('crash')
    const group = names.group('crash')
    const source = await relayedLog(t, await buses.connect(), category)
    await source.append(6, 10)
    const versions = new MemoryCheckpointStore()
    const handled: Handled = new Map()

    const doomed = await buses.connect()
    let dead = false
    let before = 0
    await consumer(doomed, category, group, versions, handled, {
      // A dead process runs nothing: every call after the crash hangs, unacknowledged.
      before: async () => (dead ? buses.hang() : undefined),
      after: async () => {
        if (++before !== 25) return
        dead = true
        await buses.crash(doomed)
      },
    })
    await eventually('the first member has handled 25 and died', () => dead, deadline)
    const handledBeforeCrash = total(handled)

    const deliveries: string[] = []
    await consumer(await buses.connect(), category, group, versions, handled, { deliveries })
    await eventually('all 60 are handled', () => total(handled) >= 60, deadline)

    t.ok(handledBeforeCrash >= 25 && handledBeforeCrash < 60, `the dead member handled ${handledBeforeCrash} of 60`)
    t.ok(deliveries.length > 60 - handledBeforeCrash, `events handled but never committed came again (${deliveries.length} deliveries for ${60 - handledBeforeCrash} left)`)
    t.same([...handled.values()], upTo(6).map(() => upTo(10)), 'each event handled once, in order per stream')
  })

  t.test('when a member leaves its group, the other takes over its partitions and carries on where it stopped', async (t) => {
    const buses = busesFor(t, factory)
    const category = names.category('takeover')
    const group = names.group('takeover')
    const source = await relayedLog(t, await buses.connect(), category)
    const versions = new MemoryCheckpointStore()
    const first: Handled = new Map()
    const second: Handled = new Map()
    const leaving = await consumer(await buses.connect(), category, group, versions, first)
    await consumer(await buses.connect(), category, group, versions, second)
    await source.append(12, 5)
    await eventually('the first 60 are handled', () => total(first) + total(second) >= 60, deadline)
    t.ok(total(first) > 0 && total(second) > 0, `both members took a share (${total(first)} + ${total(second)})`)

    await leaving.close()
    const shareOfSecond = total(second)
    await source.append(12, 5, 5)
    await eventually('the next 60 are handled', () => total(first) + total(second) >= 120, deadline)
    t.equal(total(second) - shareOfSecond, 60, 'the remaining member handled every later event')
    const streams = upTo(12).map((s) => `${category}-s${s}`)
    t.same(
      streams.map((stream) => [...(first.get(stream) ?? []), ...(second.get(stream) ?? [])]),
      streams.map(() => upTo(10)),
      'each stream once, in order, across the hand-over',
    )
  })

  t.test('events the consumer does not accept are passed over unchecked and unmarked; the rest are handled in order', async (t) => {
    const buses = busesFor(t, factory)
    const bus = await buses.connect()
    const category = names.category('accepts')
    const source = await relayedLog(t, bus, category)
    const group = names.group('accepts')
    const versions = new MemoryCheckpointStore()
    // The odd ones, a malformed one among them, are not accepted: no contract check, no version mark.
    await source.store.append(`${category}-s0`, [counted(0), counted(1), counted('odd'), counted(2), counted(3)], 'any')
    const handled: Handled = new Map()
    const errors: unknown[] = []
    await consumeEvents({
      bus,
      group,
      categories: [category],
      events: [Counted],
      versions,
      accepts: (event) => typeof (event.data as { n: unknown }).n === 'number' && (event.data as { n: number }).n % 2 === 0,
      handler: async (event) => void handled.set(event.stream, [...(handled.get(event.stream) ?? []), event.data.n]),
      onError: (error) => void errors.push(error),
    })
    await eventually('the even ones are handled', () => (handled.get(`${category}-s0`) ?? []).length >= 2, deadline)
    await source.store.append(`${category}-s0`, [counted(5), counted(6)], 'any')
    await eventually('the next even one is handled', () => (handled.get(`${category}-s0`) ?? []).length >= 3, deadline)
    t.same(handled.get(`${category}-s0`), [0, 2, 6])
    t.same(errors, [], 'the malformed event it passed over was never checked')
    t.equal(await versions.load(`${group}:${category}-s0`), 7, 'the mark is the last event handled')
  })
}

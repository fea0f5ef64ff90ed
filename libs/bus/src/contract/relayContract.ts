import type { Test } from 'tap'
import { eventRoute, newId, originating, topics, type NewEvent, type RecordedEvent } from '@arena/contracts'
import { MemoryEventLog, MemoryEventStore } from '@arena/eventstore'
import type { CheckpointStore } from '../checkpoint'
import { idempotent } from '../idempotency'
import { MemoryCheckpointStore } from '../memory/memoryCheckpointStore'
import { MemoryProcessedStore } from '../memory/memoryProcessedStore'
import type { Bus } from '../port'
import { startRelay } from '../relay'
import { busesFor, eventually, type BusContractFactory, type uniqueNames } from './fixtures'

function deposited(n: number): NewEvent {
  return { id: newId(), type: 'FundsDeposited', data: { n }, metadata: originating('system:test', '2026-01-01T00:00:00.000Z') }
}

/** Appends `perStream` events to each of `streams` streams, interleaved, one append each. */
async function appendInterleaved(store: MemoryEventStore, category: string, streams: number, perStream: number): Promise<number> {
  let head = 0
  for (let i = 0; i < perStream; i++) {
    for (let s = 0; s < streams; s++) head = (await store.append(`${category}-user${s}`, [deposited(i)], 'any')).position
  }
  return head
}

/** Per stream, the versions in the order they were first seen. */
function firstSeenVersions(received: RecordedEvent[]): Map<string, number[]> {
  const seen = new Set<string>()
  const byStream = new Map<string, number[]>()
  for (const event of received) {
    if (seen.has(event.id)) continue
    seen.add(event.id)
    byStream.set(event.stream, [...(byStream.get(event.stream) ?? []), event.version])
  }
  return byStream
}

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

export function relayContract(t: Test, factory: BusContractFactory, names: ReturnType<typeof uniqueNames>): void {
  async function consume(bus: Bus, category: string, group: string): Promise<{ received: RecordedEvent[]; keys: string[] }> {
    const received: RecordedEvent[] = []
    const keys: string[] = []
    await bus.subscribe<RecordedEvent>({
      topics: [topics.events(category)],
      group,
      handler: async (m) => {
        received.push(m.value)
        keys.push(m.key)
      },
    })
    return { received, keys }
  }

  t.test('the relay publishes every stored event to its topic and key, in order per key', async (t) => {
    const buses = busesFor(t, factory)
    const bus = await buses.connect()
    const category = names.category('relay')
    const store = new MemoryEventStore()
    t.teardown(() => store.close())
    const head = await appendInterleaved(store, category, 4, 15)
    const relay = await startRelay({ store, bus, checkpoints: new MemoryCheckpointStore(), batchSize: 16 })
    t.teardown(() => relay.close())
    const { received, keys } = await consume(bus, category, names.group('relay'))
    await eventually('60 events arrive', () => received.length >= 60, factory.deadlineMs)

    t.same([...firstSeenVersions(received).values()], [oneTo(15), oneTo(15), oneTo(15), oneTo(15)], 'every stream in version order')
    t.equal(new Set(received.map((e) => e.id)).size, 60, 'every event, none twice')
    t.same(keys, received.map((e) => eventRoute(e.stream).key), 'keyed by the stream id')
    await relay.caughtUp(head)
    t.equal(relay.position, head, 'the checkpoint reached the head of the log')
  })

  t.test('events stored while a publish stalls go out in full rounds once it returns, not one round each', async (t) => {
    const buses = busesFor(t, factory)
    const bus = await buses.connect()
    const category = names.category('stall')
    const store = new MemoryEventStore()
    t.teardown(() => store.close())
    let release!: () => void
    const brokerBack = new Promise<void>((resolve) => (release = resolve))
    const rounds: number[] = []
    // A broker restart: the first publish returns only once the broker is back.
    const restarting: Pick<Bus, 'publish'> = {
      publish: async (topic, messages) => {
        rounds.push(messages.length)
        if (rounds.length === 1) await brokerBack
        return bus.publish(topic, messages)
      },
    }
    const relay = await startRelay({ store, bus: restarting, checkpoints: new MemoryCheckpointStore(), batchSize: 100 })
    t.teardown(() => relay.close())
    await store.append(`${category}-user0`, [deposited(0)], 'any')
    await eventually('the first round is publishing', () => rounds.length === 1, factory.deadlineMs)
    let head = 0
    for (let i = 1; i <= 250; i++) {
      head = (await store.append(`${category}-user${i % 5}`, [deposited(i)], 'any')).position
      // Each append its own delivery, as appends from many requests are.
      await new Promise((resolve) => setImmediate(resolve))
    }
    release()
    await relay.caughtUp(head)

    t.equal(rounds.reduce((sum, n) => sum + n, 0), 251, 'every event published once')
    t.ok(rounds.every((n) => n <= 100), `no round above the batch size (${rounds.join(', ')})`)
    // Before, each store delivery during the stall queued a round of its own (251 rounds of 1).
    t.equal(rounds[1], 100, 'the round after the stalled one took a full batch of what was stored meanwhile')
    t.ok(rounds.length < 125, `the 250 events went out in ${rounds.length - 1} rounds after the stalled one, not one each`)
    const { received } = await consume(bus, category, names.group('stall'))
    await eventually('251 events arrive', () => received.length >= 251, factory.deadlineMs)
    const versions = firstSeenVersions(received)
    t.same([...versions.keys()].sort(), oneTo(5).map((n) => `${category}-user${n % 5}`).sort(), 'every stream')
    t.same(versions.get(`${category}-user1`), oneTo(50), 'each stream in version order')
  })

  t.test('a relay killed mid-way and restarted resumes from its checkpoint and loses nothing', async (t) => {
    const buses = busesFor(t, factory)
    const bus = await buses.connect()
    const category = names.category('restart')
    const log = new MemoryEventLog()
    const head = await appendInterleaved(new MemoryEventStore(log), category, 4, 25)
    const checkpoints = new MemoryCheckpointStore()

    /** Runs a relay whose process dies in its third round of 10, at the given moment. */
    async function relayThatDies(moment: 'before publishing' | 'after publishing, before checkpointing'): Promise<number> {
      let rounds = 0
      let dead = false
      const dying: Pick<Bus, 'publish'> = {
        publish: async (topic, messages) => {
          if (dead) return buses.hang()
          if (++rounds === 3) {
            if (moment !== 'before publishing') await bus.publish(topic, messages)
            dead = true
            return buses.hang()
          }
          return bus.publish(topic, messages)
        },
      }
      const dyingCheckpoints: CheckpointStore = {
        load: (name) => checkpoints.load(name),
        save: (name, position) => (dead ? buses.hang() : checkpoints.save(name, position)),
      }
      // Its store subscription stays stuck in a handler, as in a dead process, until the test ends.
      const relay = await startRelay({ store: new MemoryEventStore(log), bus: dying, checkpoints: dyingCheckpoints, batchSize: 10 })
      buses.afterRelease(() => relay.close())
      await eventually(`a relay has died ${moment}`, () => dead, factory.deadlineMs)
      return checkpoints.load('relay')
    }

    const firstCheckpoint = await relayThatDies('before publishing')
    const secondCheckpoint = await relayThatDies('after publishing, before checkpointing')
    t.ok(firstCheckpoint > 0 && secondCheckpoint > firstCheckpoint && secondCheckpoint < head, `each saved a checkpoint part-way (${firstCheckpoint}, ${secondCheckpoint} of ${head})`)

    const store = new MemoryEventStore(log)
    t.teardown(() => store.close())
    const relay = await startRelay({ store, bus, checkpoints, batchSize: 10 })
    t.teardown(() => relay.close())
    const processed = new MemoryProcessedStore()
    const applied: RecordedEvent[] = []
    // Broker positions, not receipts: a consumer rebalance may deliver one stored message twice,
    // which is the consumer's at-least-once, not the relay publishing again.
    const stored = new Set<string>()
    await bus.subscribe<RecordedEvent>({
      topics: [topics.events(category)],
      group: names.group('restart'),
      handler: async (m) => {
        stored.add(`${m.partition}:${m.offset}`)
        await idempotent<RecordedEvent>(processed, async (m) => void applied.push(m.value))(m)
      },
    })
    await eventually('all 100 events are applied', () => applied.length === 100, factory.deadlineMs)
    await relay.caughtUp(head)

    t.same([...firstSeenVersions(applied).values()], [oneTo(25), oneTo(25), oneTo(25), oneTo(25)], 'in order per stream, none lost')
    t.ok(stored.size - applied.length <= 10, `at most the round in flight was published twice (${stored.size - applied.length})`)
    t.equal(await checkpoints.load('relay'), head, 'the checkpoint reached the head of the log')
  })
}

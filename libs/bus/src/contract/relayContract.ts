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

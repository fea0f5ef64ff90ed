import type { Test } from 'tap'
import { newId, originating, type NewEvent, type RecordedEvent } from '@arena/contracts'
import { MemoryEventLog, MemoryEventStore } from '@arena/eventstore'
import type { CheckpointStore } from '../checkpoint'
import { logFeed } from '../log/logFeed'
import { MemoryLogIndex } from '../log/logIndex'
import { MemoryCheckpointStore } from '../memory/memoryCheckpointStore'
import type { Bus } from '../port'
import { startRelay } from '../relay'
import type { LogRecord } from '../transport'
import { busesFor, eventually, type BusContractFactory, type uniqueNames } from './fixtures'

const record = (n: number) => ({ value: JSON.stringify({ n }), headers: { n: String(n) } })
const numbers = (records: LogRecord[]) => records.map(r => (JSON.parse(r.value) as { n: number }).n)

function happened(n: number): NewEvent {
  return { id: newId(), type: 'ThingHappened', data: { n }, metadata: originating('system:test', '2026-01-01T00:00:00.000Z') }
}

/** Log topics (the relay's copy of the global log) and the read models' feed over them. */
export function logContract(t: Test, factory: BusContractFactory, names: ReturnType<typeof uniqueNames>): void {
  const deadline = factory.deadlineMs

  t.test('a log topic keeps the append order; a reader starts at its offset, then reads what is appended', async t => {
    const buses = busesFor(t, factory)
    const [writer, reader] = [await buses.connect(), await buses.connect()]
    const topic = names.topic('log-order')
    const first = await writer.appendLog(topic, [0, 1, 2, 3, 4].map(record))
    t.equal(await writer.appendLog(topic, [5, 6].map(record)), String(BigInt(first) + 5n), 'the second append starts right after the first')
    const read: LogRecord[] = []
    await reader.readLog({ topic, fromOffset: String(BigInt(first) + 2n), handler: async records => void read.push(...records), onError: error => t.fail(String(error)) })
    await eventually('the 5 records from offset 2 arrive', () => read.length >= 5, deadline)
    await writer.appendLog(topic, [7, 8].map(record))
    await eventually('the appended 2 arrive', () => read.length >= 7, deadline)
    t.same(numbers(read), [2, 3, 4, 5, 6, 7, 8], 'from the offset on, in order, once each')
    t.same(read.map(r => r.offset), [2, 3, 4, 5, 6, 7, 8].map(n => String(BigInt(first) + BigInt(n))), 'each with its offset')
    t.equal(read[0]!.headers.n, '2', 'with its headers')
  })

  t.test('a reader whose handler throws stops and is told', async t => {
    const buses = busesFor(t, factory)
    const bus = await buses.connect()
    const topic = names.topic('log-throws')
    await bus.appendLog(topic, [0, 1].map(record))
    let calls = 0
    const errors: unknown[] = []
    await bus.readLog({
      topic,
      fromOffset: '0',
      handler: async () => {
        calls++
        throw new Error('the read model failed')
      },
      onError: error => void errors.push(error),
    })
    await eventually('the failure is told', () => errors.length > 0, deadline)
    await bus.appendLog(topic, [2].map(record))
    // Another reader getting the later record shows it was there to be read.
    const later: LogRecord[] = []
    await bus.readLog({ topic, fromOffset: '0', handler: async records => void later.push(...records), onError: error => t.fail(String(error)) })
    await eventually('another reader reads all 3', () => later.length >= 3, deadline)
    t.equal(calls, 1, 'no record is handed over after the throw')
    t.match(errors, [{ message: 'the read model failed' }])
  })

  t.test('read models follow the relay\'s log: every event after their position once, in global order, filtered, across a relay that died after appending', async t => {
    const buses = busesFor(t, factory)
    const bus = await buses.connect()
    const topic = names.topic('log-feed')
    const [a, b] = [names.category('loga'), names.category('logb')]
    const log = new MemoryEventLog()
    const source = new MemoryEventStore(log)
    t.teardown(() => source.close())
    let head = 0
    for (let n = 0; n < 60; n++) head = (await source.append(`${n % 3 === 0 ? b : a}-s${n % 4}`, [happened(n)], 'any')).position
    const checkpoints = new MemoryCheckpointStore()
    const index = new MemoryLogIndex()

    // A relay that dies in its third round, after the broker took the round and before the checkpoint.
    let rounds = 0
    let dead = false
    const dying: Pick<Bus, 'publish' | 'appendLog'> = {
      publish: (topic, messages) => (dead ? buses.hang() : bus.publish(topic, messages)),
      appendLog: async (topic, messages) => {
        if (dead) return buses.hang()
        const offset = await bus.appendLog(topic, messages)
        if (++rounds === 3) {
          dead = true
          return buses.hang()
        }
        return offset
      },
    }
    const dyingCheckpoints: CheckpointStore = { load: name => checkpoints.load(name), save: (name, at) => (dead ? buses.hang() : checkpoints.save(name, at)) }
    const first = await startRelay({ store: new MemoryEventStore(log), bus: dying, checkpoints: dyingCheckpoints, batchSize: 10, log: { topic, index, markEvery: 10 } })
    buses.afterRelease(() => first.close())
    await eventually('the relay died', () => dead, deadline)
    const relay = await startRelay({ store: source, bus, checkpoints, batchSize: 10, log: { topic, index, markEvery: 10 } })
    t.teardown(() => relay.close())
    await relay.caughtUp(head)

    const events = (await source.readAll(0, 100)).map(e => e.position)
    let recordsRead = 0
    let reads = 0
    const counting: Pick<Bus, 'readLog'> = {
      readLog: options => ((reads += 1), bus.readLog({ ...options, handler: records => ((recordsRead += records.length), options.handler(records)) })),
    }
    const feed = logFeed({ bus: counting, index, topic })
    const follow = (fromPosition: number, categories?: string[]) => {
      const got: RecordedEvent[] = []
      let progress = 0
      const subscription = feed.subscribeAll({ fromPosition, filter: categories && { categories }, handler: async e => void got.push(e), onProgress: p => (progress = p), onError: e => t.fail(String(e)) })
      t.teardown(() => subscription.close())
      return { got, progress: () => progress }
    }
    // Three read models of one process starting together, two of them from the start.
    const onlyB = follow(0, [b])
    const onlyA = follow(0, [a])
    const fromTen = follow(events[9]!)
    await eventually('the readers looked through the whole log', () => [onlyB, onlyA, fromTen].every(f => f.progress() >= head), deadline)
    t.same(onlyB.got.map(e => e.data), Array.from({ length: 20 }, (_, i) => ({ n: i * 3 })), 'that category\'s events once each, in order')
    t.same(onlyA.got.map(e => e.position), events.filter((_, n) => n % 3 !== 0), 'the other category\'s, once each, in order')
    t.same(fromTen.got.map(e => e.position), events.slice(10), 'everything after its position, once, in order')
    t.equal(reads, 1, 'they shared one read of the log')

    // A read model that fails stops alone, as its subscription to the store would.
    const failures: unknown[] = []
    const failing = feed.subscribeAll({ fromPosition: 0, handler: async () => { throw new Error('a malformed fold') }, onError: error => void failures.push(error) })
    t.teardown(() => failing.close())
    const beside = follow(0, [b])
    await eventually('the one beside it read the whole log', () => beside.progress() >= head, deadline)
    t.match(failures, [{ message: 'a malformed fold' }], 'the failing one is told, once')
    t.equal(beside.got.length, 20, 'the other read on')

    recordsRead = 0
    const readsBefore = reads
    const middle = events[40]!
    const fromMiddle = follow(middle)
    await eventually('the reader from a checkpoint reached the head', () => fromMiddle.progress() >= head, deadline)
    t.same(fromMiddle.got.map(e => e.position), events.slice(41), 'every event after its position, once, in order')
    t.ok(recordsRead < 40, `it started near its position, not at the log's start (${recordsRead} records of ${60 + 10} read)`)
    t.equal(reads, readsBefore + 1, 'a read model behind what the shared reads handed out reads on its own')
  })
}

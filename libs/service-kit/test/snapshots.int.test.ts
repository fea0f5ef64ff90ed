import t from 'tap'
import pino from 'pino'
import { Type, defineMessage, eventParser, type Static } from '@arena/contracts'
import type { Decider } from '@arena/domain'
import { MemoryEventStore } from '@arena/eventstore/memory'
import { MemorySnapshotStore } from '@arena/eventstore'
import { CommandHandler, StoredSnapshots, type StateCodec } from '../src/index'

// A running total and the ids it has seen: a Set, which JSON would lose without a codec.
const Added = defineMessage('Added', Type.Object({ id: Type.String(), by: Type.String() }))
type Event = { type: 'Added'; data: Static<typeof Added.schema> }
type Add = { type: 'Add'; id: string; by: string }
type Total = { sum: bigint; ids: ReadonlySet<string> }
const total: Decider<Add, Event, Total> = {
  initialState: () => ({ sum: 0n, ids: new Set() }),
  evolve: (state, event) => ({ sum: state.sum + BigInt(event.data.by), ids: new Set(state.ids).add(event.data.id) }),
  decide: command => [{ type: 'Added', data: { id: command.id, by: command.by } }],
}
const codec = (foldVersion = 'total-1'): StateCodec<Total> => ({
  foldVersion,
  toJSON: state => ({ sum: state.sum.toString(), ids: [...state.ids] }),
  fromJSON: json => {
    const { sum, ids } = json as { sum: string; ids: string[] }
    if (typeof sum !== 'string' || !Array.isArray(ids)) throw new TypeError('not a total')
    return { sum: BigInt(sum), ids: new Set(ids) }
  },
})
const NS = '0123456789abcdef0123456789abcdef'
const cause = { actor: 'user-1', at: '2026-01-01T00:00:00.000Z', correlationId: 'c-1' }

/** Log lines as written, to see what a failure reported. */
function capturedLogger() {
  const lines: { level: number; msg: string; stream?: string }[] = []
  return { lines, logger: pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) }) }
}

/** The real store, with each readStream's events counted: what a load cost. */
function counting(store: MemoryEventStore) {
  const read = { events: 0 }
  const counted = new Proxy(store, {
    get: (target, key) => (key === 'readStream'
      ? async (stream: string, from?: number) => {
        const events = await target.readStream(stream, from)
        read.events += events.length
        return events
      }
      : Reflect.get(target, key).bind(target)),
  })
  return { counted, read }
}

function world(options: { every?: number; foldVersion?: string; store?: MemoryEventStore; snapshotStore?: MemorySnapshotStore } = {}) {
  const store = options.store ?? new MemoryEventStore()
  const snapshotStore = options.snapshotStore ?? new MemorySnapshotStore()
  const { lines, logger } = capturedLogger()
  const { counted, read } = counting(store)
  const snapshots = new StoredSnapshots({ store: snapshotStore, codec: codec(options.foldVersion), every: options.every ?? 10, logger })
  const handler = new CommandHandler(counted, { decider: total, parse: eventParser<Event>([Added]), idNamespace: NS, commandKey: c => c.id, snapshots })
  const add = (n: number, from = 1) => Array.from({ length: n }, (_, i) => handler.execute('total-1', { type: 'Add', id: `a${from + i}`, by: `${from + i}` }, cause)).reduce((a, b) => a.then(() => b), Promise.resolve() as Promise<unknown>)
  return { store, snapshotStore, snapshots, handler, read, lines, add }
}

const sumTo = (n: number) => BigInt((n * (n + 1)) / 2)

t.test('a snapshot is kept every N events; a restarted process reads only the events after it and folds the same state', async t => {
  const first = world({ every: 10 })
  for (let i = 1; i <= 25; i++) await first.handler.execute('total-1', { type: 'Add', id: `a${i}`, by: `${i}` }, cause)
  await first.snapshots.flush()
  t.equal((await first.snapshotStore.load('total-1', 'total-1'))?.version, 20, 'the newest snapshot is the one at 20 events')

  // The process restarts: a fresh handler over the same stores, nothing cached.
  const restarted = world({ every: 10, store: first.store, snapshotStore: first.snapshotStore })
  const state = await restarted.handler.load('total-1')
  t.equal(restarted.read.events, 6, 'read the snapshot\'s own event (to check it) and the five after it')
  t.equal(state.sum, sumTo(25))
  t.same([...state.ids].sort(), Array.from({ length: 25 }, (_, i) => `a${i + 1}`).sort(), 'the Set came back whole')
  const full = (await first.store.readStream('total-1')).map(eventParser<Event>([Added])).reduce(total.evolve, total.initialState())
  t.same(state, full, 'the same state as folding every event')
})

t.test('a long stream written before snapshots existed gets its first one on its next load', async t => {
  const { snapshots, snapshotStore, add } = world({ every: 10 })
  await add(3)
  await snapshots.flush()
  t.equal(await snapshotStore.load('total-1', 'total-1'), undefined, 'three events are not worth a snapshot')
  const store = new MemoryEventStore()
  await store.append('total-1', Array.from({ length: 30 }, (_, i) => ({ id: crypto.randomUUID(), type: 'Added', data: { id: `old${i}`, by: '1' }, metadata: { ...cause, causationId: null } })), 0)
  const later = world({ every: 10, store, snapshotStore })
  await later.handler.load('total-1')
  await later.snapshots.flush()
  t.equal((await snapshotStore.load('total-1', 'total-1'))?.version, 30)
})

t.test('a snapshot under another fold version is ignored: the state is folded from every event', async t => {
  const old = world({ every: 10, foldVersion: 'total-1' })
  await old.add(12)
  await old.snapshots.flush()
  t.equal((await old.snapshotStore.load('total-1', 'total-1'))?.version, 10)
  const changed = world({ every: 10, foldVersion: 'total-2', store: old.store, snapshotStore: old.snapshotStore })
  const state = await changed.handler.load('total-1')
  t.equal(changed.read.events, 12, 'every event read again')
  t.equal(state.sum, sumTo(12))
  await changed.snapshots.flush()
  t.equal((await old.snapshotStore.load('total-1', 'total-2'))?.version, 12, 'the new fold keeps a snapshot of its own')
})

t.test('a snapshot ahead of its stream is reported, not used, and discarded', async t => {
  const w = world({ every: 10 })
  await w.add(5)
  await w.snapshotStore.save({ stream: 'total-1', version: 50, foldVersion: 'total-1', state: { sum: '999999', ids: [] } })
  const restarted = world({ every: 10, store: w.store, snapshotStore: w.snapshotStore })
  const state = await restarted.handler.load('total-1')
  t.equal(state.sum, sumTo(5), 'folded from the events')
  await restarted.snapshots.flush()
  t.equal(await w.snapshotStore.load('total-1', 'total-1'), undefined, 'the bad snapshot is gone')
  t.match(restarted.lines, [{ level: 50, msg: 'snapshot is ahead of its stream; not used, discarded', stream: 'total-1' }])
})

t.test('a snapshot that cannot be read back is as if there were none', async t => {
  const w = world({ every: 10 })
  await w.add(12)
  await w.snapshotStore.save({ stream: 'total-1', version: 11, foldVersion: 'total-1', state: { sum: 12 } })
  const restarted = world({ every: 10, store: w.store, snapshotStore: w.snapshotStore })
  t.equal((await restarted.handler.load('total-1')).sum, sumTo(12))
  t.equal(restarted.read.events, 12)
  t.match(restarted.lines, [{ level: 40, msg: 'snapshot not loaded; the state is folded from the events' }])
})

t.test('a snapshot that cannot be saved never fails the command, and is saved after the command is answered', async t => {
  const store = new MemoryEventStore()
  const snapshotStore = new MemorySnapshotStore()
  const { lines, logger } = capturedLogger()
  let encodable = false
  const snapshots = new StoredSnapshots<Total>({
    store: snapshotStore,
    codec: { ...codec(), toJSON: state => { if (!encodable) throw new Error('cannot encode'); return codec().toJSON(state) } },
    every: 2,
    logger,
  })
  const handler = new CommandHandler(store, { decider: total, parse: eventParser<Event>([Added]), idNamespace: NS, commandKey: c => c.id, snapshots })
  for (const i of [1, 2, 3]) await handler.execute('total-1', { type: 'Add', id: `a${i}`, by: '1' }, cause)
  await snapshots.flush()
  t.match(lines, [{ level: 40, msg: 'snapshot not saved; the next one is tried later' }], 'the failure is logged')
  t.equal(await snapshotStore.load('total-1', 'total-1'), undefined)

  encodable = true
  await handler.execute('total-1', { type: 'Add', id: 'a4', by: '1' }, cause)
  t.equal(await snapshotStore.load('total-1', 'total-1'), undefined, 'not saved yet when the command is answered')
  await snapshots.flush()
  t.equal((await snapshotStore.load('total-1', 'total-1'))?.version, 4, 'tried again after N more events')
})

t.test('commands appended together are offered once, and their answers do not wait for the snapshot', async t => {
  const store = new MemoryEventStore()
  const snapshotStore = new MemorySnapshotStore()
  const snapshots = new StoredSnapshots<Total>({ store: snapshotStore, codec: codec(), every: 3, logger: capturedLogger().logger })
  const handler = new CommandHandler(store, { decider: total, parse: eventParser<Event>([Added]), idNamespace: NS, commandKey: c => c.id, snapshots, appendWaitingTogether: true })
  const done = await Promise.all(Array.from({ length: 6 }, (_, i) => handler.execute('total-1', { type: 'Add', id: `a${i}`, by: '1' }, cause)))
  t.equal(done.at(-1)!.state.sum, 6n)
  await snapshots.flush()
  const kept = await snapshotStore.load('total-1', 'total-1')
  t.ok(kept && kept.version >= 3, 'a snapshot of the shared write is kept')
  t.same(codec().fromJSON(kept!.state).sum, BigInt(kept!.version))
})

t.test('a stream loaded from its snapshot alone is kept: the next load reads the store, not the snapshot again', async t => {
  const w = world({ every: 10 })
  await w.add(10)
  await w.snapshots.flush()
  let snapshotLoads = 0
  const snapshots = new StoredSnapshots({ store: w.snapshotStore, codec: codec(), every: 10, logger: capturedLogger().logger })
  const counted = { load: (stream: string) => (snapshotLoads++, snapshots.load(stream)), offer: snapshots.offer.bind(snapshots) }
  const handler = new CommandHandler(w.store, { decider: total, parse: eventParser<Event>([Added]), idNamespace: NS, commandKey: c => c.id, snapshots: counted })
  t.equal((await handler.load('total-1')).sum, sumTo(10))
  t.equal((await handler.load('total-1')).sum, sumTo(10))
  t.equal(snapshotLoads, 1)
})

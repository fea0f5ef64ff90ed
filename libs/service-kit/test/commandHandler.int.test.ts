import t from 'tap'
import { ContractViolation, Type, defineMessage, eventParser, type Static } from '@arena/contracts'
import type { Decider } from '@arena/domain'
import { MemoryEventStore } from '@arena/eventstore/memory'
import { CommandHandler, derivedId, recordOnce, type Snapshots } from '../src/index'

// A counter that may not go above a limit: small enough to read, strict enough to break under a race.
const Added = defineMessage('Added', Type.Object({ by: Type.Integer() }))
type CounterEvent = { type: 'Added'; data: Static<typeof Added.schema> }
type Add = { type: 'Add'; id: string; by: number }
class TooMany extends Error {
  override name = 'TooMany'
}
const LIMIT = 5
const counter: Decider<Add, CounterEvent, { total: number }> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.by }),
  decide: (command, state) => {
    if (state.total + command.by > LIMIT) throw new TooMany()
    return [{ type: 'Added', data: { by: command.by } }]
  },
}
const NS = '0123456789abcdef0123456789abcdef'
const cause = { actor: 'user-1', at: '2026-01-01T00:00:00.000Z', correlationId: 'c-1' }
const handlerOn = (store: MemoryEventStore, options: Partial<ConstructorParameters<typeof CommandHandler<Add, CounterEvent, { total: number }>>[1]> = {}) =>
  new CommandHandler(store, { decider: counter, parse: eventParser<CounterEvent>([Added]), idNamespace: NS, commandKey: (c: Add) => c.id, ...options })

t.test('a command is decided on the stream, appended with derived ids and the cause stamped', async t => {
  const store = new MemoryEventStore()
  const done = await handlerOn(store).execute('counter-1', { type: 'Add', id: 'a', by: 2 }, cause)
  t.same(done.state, { total: 2 })
  t.equal(done.duplicate, false)
  const [stored] = await store.readStream('counter-1')
  t.equal(stored!.id, derivedId(NS, 'counter-1', 'a', '0'))
  t.same(stored!.metadata, { correlationId: 'c-1', causationId: null, actor: 'user-1', at: cause.at })
  t.equal(done.position, stored!.position)
})

t.test('the same command again, from another process, is recognised by its ids and written once', async t => {
  const store = new MemoryEventStore()
  await handlerOn(store).execute('counter-1', { type: 'Add', id: 'a', by: 2 }, cause)
  const again = await handlerOn(store).execute('counter-1', { type: 'Add', id: 'a', by: 2 }, cause)
  // The other process had not seen the first write: it decided at version 0 and the store answered the retry.
  t.equal(again.duplicate, true)
  t.same(again.state, { total: 2 })
  t.equal((await store.readStream('counter-1')).length, 1)
})

t.test('a command losing the race to another process is decided again on the newer state and may now be refused', async t => {
  const store = new MemoryEventStore()
  const mine = handlerOn(store)
  await mine.execute('counter-1', { type: 'Add', id: 'a', by: 2 }, cause)
  await handlerOn(store).execute('counter-1', { type: 'Add', id: 'b', by: 3 }, cause)
  // `mine` still holds total 2 in its cache; its append at version 1 conflicts and it decides on total 5.
  await t.rejects(mine.execute('counter-1', { type: 'Add', id: 'c', by: 1 }, cause), TooMany)
  t.equal((await store.readStream('counter-1')).length, 2)
})

t.test('many concurrent commands from two processes never pass the limit', async t => {
  const store = new MemoryEventStore()
  const [one, two] = [handlerOn(store), handlerOn(store)]
  const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).execute('counter-1', { type: 'Add', id: `c${i}`, by: 1 }, cause)))
  t.equal(results.filter(r => r.status === 'fulfilled').length, LIMIT)
  t.ok(results.filter(r => r.status === 'rejected').every(r => (r as PromiseRejectedResult).reason instanceof TooMany))
})

t.test('without a command key, the same content at a later version is a new command', async t => {
  const store = new MemoryEventStore()
  const handler = handlerOn(store, { commandKey: undefined })
  await handler.execute('counter-1', { type: 'Add', id: 'x', by: 1 }, cause)
  const second = await handler.execute('counter-1', { type: 'Add', id: 'x', by: 1 }, cause)
  t.equal(second.duplicate, false)
  t.same(second.state, { total: 2 })
})

t.test('a stored event that breaks its contract is refused on load, not folded', async t => {
  const store = new MemoryEventStore()
  await store.append('counter-1', [{ id: '00000000-0000-4000-8000-000000000001', type: 'Added', data: { by: 'two' }, metadata: { ...cause, causationId: null } }], 0)
  await t.rejects(handlerOn(store).execute('counter-1', { type: 'Add', id: 'a', by: 1 }, cause), ContractViolation)
})

t.test('applied commands are answered as duplicates undecided; afterAppend sees each append position', async t => {
  const store = new MemoryEventStore()
  const positions: number[] = []
  const handler = handlerOn(store, { applied: (c, s) => c.id === 'old' && s.total > 0, afterAppend: async p => { positions.push(p) } })
  const first = await handler.execute('counter-1', { type: 'Add', id: 'new', by: 1 }, cause)
  const old = await handler.execute('counter-1', { type: 'Add', id: 'old', by: 1 }, cause)
  t.same(old, { events: [], state: { total: 1 }, position: 0, duplicate: true })
  t.same(positions, [first.position])
})

t.test('a snapshot is where loading starts; every append is offered to it', async t => {
  const store = new MemoryEventStore()
  await store.append('counter-1', [{ id: '00000000-0000-4000-8000-000000000001', type: 'Added', data: { by: 1 }, metadata: { ...cause, causationId: null } }], 0)
  const offered: unknown[] = []
  const snapshots: Snapshots<{ total: number }> = {
    load: async () => ({ version: 1, state: { total: 4 } }),
    offer: async (stream, loaded) => { offered.push([stream, loaded]) },
  }
  await t.rejects(handlerOn(store, { snapshots }).execute('counter-1', { type: 'Add', id: 'a', by: 2 }, cause), TooMany)
  const done = await handlerOn(store, { snapshots }).execute('counter-1', { type: 'Add', id: 'b', by: 1 }, cause)
  t.same(done.state, { total: 5 })
  t.same(offered, [['counter-1', { version: 2, state: { total: 5 } }]])
})

t.test('a one-fact stream records the first write only, also when writers race', async t => {
  const store = new MemoryEventStore()
  const [one, two] = [recordOnce(store, NS, eventParser<CounterEvent>([Added])), recordOnce(store, NS, eventParser<CounterEvent>([Added]))]
  const outcomes = await Promise.all([one('once-1', { type: 'Added', data: { by: 1 } }, cause), two('once-1', { type: 'Added', data: { by: 2 } }, cause)])
  t.same(outcomes.sort(), ['recorded', 'repeated'])
  t.equal(await one('once-1', { type: 'Added', data: { by: 3 } }, cause), 'repeated')
  t.equal((await store.readStream('once-1')).length, 1)
})

t.test('a cached stream is written without reading it first; a stale cache costs one failed append, not a wrong answer', async t => {
  const store = new MemoryEventStore()
  const reads: string[] = []
  const counted = new Proxy(store, {
    get: (target, key) => (key === 'readStream' ? (stream: string, from?: number) => (reads.push(`${stream} from ${from ?? 1}`), target.readStream(stream, from)) : Reflect.get(target, key).bind(target)),
  })
  const mine = new CommandHandler(counted, { decider: counter, parse: eventParser<CounterEvent>([Added]), idNamespace: NS, commandKey: (c: Add) => c.id })
  await mine.execute('counter-1', { type: 'Add', id: 'a', by: 1 }, cause)
  t.same(reads, ['counter-1 from 1'], 'the first command reads the stream')
  await mine.execute('counter-1', { type: 'Add', id: 'b', by: 1 }, cause)
  t.same(reads, ['counter-1 from 1'], 'the next one decides on the cache')
  await handlerOn(store).execute('counter-1', { type: 'Add', id: 'c', by: 1 }, cause)
  const done = await mine.execute('counter-1', { type: 'Add', id: 'd', by: 1 }, cause)
  t.same(done.state, { total: 4 }, 'the other process\'s write was read after the conflict')
  // The cache survives the conflict: the retry reads what came after it, not the whole stream again.
  t.same(reads, ['counter-1 from 1', 'counter-1 from 3'], 'the retry reads only the events after the cached version')
  t.equal((await store.readStream('counter-1')).length, 4)
})

t.test('a refusal is never given on a cached state another process has moved on', async t => {
  const store = new MemoryEventStore()
  const mine = handlerOn(store)
  await mine.execute('counter-1', { type: 'Add', id: 'a', by: 5 }, cause)
  // Another process takes 3 back; `mine` still holds total 5, on which adding 2 would be refused.
  await handlerOn(store).execute('counter-1', { type: 'Add', id: 'b', by: -3 }, cause)
  const done = await mine.execute('counter-1', { type: 'Add', id: 'c', by: 2 }, cause)
  t.same(done.state, { total: 4 })
  await t.rejects(mine.execute('counter-1', { type: 'Add', id: 'd', by: 2 }, cause), TooMany, 'refused on the fresh state')
})

type Settled = PromiseSettledResult<{ state: { total: number }; position: number }> | undefined
const stateOf = (r: Settled) => (r?.status === 'fulfilled' ? r.value.state : r?.reason)
const positionOf = (r: Settled) => (r?.status === 'fulfilled' ? r.value.position : undefined)
const refused = (r: Settled) => r?.status === 'rejected' && r.reason instanceof TooMany

/** A store that counts appends and can hold the first one until released. */
class CountingStore extends MemoryEventStore {
  appends: number[] = []
  hold: Promise<void> | undefined
  override async append(...args: Parameters<MemoryEventStore['append']>) {
    this.appends.push(args[1].length)
    if (this.hold) await this.hold
    return super.append(...args)
  }
}

t.test('commands waiting on one stream are decided in turn and written together, each answered as if alone', async t => {
  const store = new CountingStore()
  let release!: () => void
  store.hold = new Promise(resolve => (release = resolve))
  const positions: number[] = []
  const handler = handlerOn(store, { appendWaitingTogether: true, afterAppend: async position => void positions.push(position) })
  const first = handler.execute('counter-1', { type: 'Add', id: 'a', by: 1 }, cause)
  await new Promise(setImmediate)
  // These arrive while the first is being written: they share the next write.
  const waiting = [
    handler.execute('counter-1', { type: 'Add', id: 'b', by: 2 }, cause),
    handler.execute('counter-1', { type: 'Add', id: 'c', by: 5 }, cause),
    handler.execute('counter-1', { type: 'Add', id: 'd', by: 1 }, cause),
  ]
  store.hold = undefined
  release()
  t.same((await first).state, { total: 1 })
  const [b, c, d] = await Promise.allSettled(waiting)
  t.same(store.appends, [1, 2], 'the first alone, then b and d in one write')
  t.same(stateOf(b), { total: 3 }, 'b decided on what a left')
  t.ok(refused(c), 'c refused on what a and b left, alone')
  t.same(stateOf(d), { total: 4 }, 'd decided on what b left')
  const stored = await store.readStream('counter-1')
  t.same(stored.map(e => e.id), ['a', 'b', 'd'].map(id => derivedId(NS, 'counter-1', id, '0')), 'in arrival order, with the ids each would have alone')
  t.equal(positionOf(d), stored.at(-1)!.position)
  t.same(positions, [stored[0]!.position, stored[2]!.position, stored[2]!.position], 'afterAppend once per written command')
})

t.test('a shared write that meets another writer falls back to one command at a time on the newer state', async t => {
  const store = new CountingStore()
  const mine = handlerOn(store, { appendWaitingTogether: true })
  let release!: () => void
  store.hold = new Promise(resolve => (release = resolve))
  const first = mine.execute('counter-1', { type: 'Add', id: 'a', by: 1 }, cause)
  await new Promise(setImmediate)
  const waiting = [mine.execute('counter-1', { type: 'Add', id: 'b', by: 1 }, cause), mine.execute('counter-1', { type: 'Add', id: 'c', by: 2 }, cause)]
  // Another process writes between the shared turn's read (of the tail after version 1) and its write.
  const other = handlerOn(store)
  const read = store.readStream.bind(store)
  let once = true
  store.readStream = async (stream, fromVersion) => {
    const events = await read(stream, fromVersion)
    if (once && fromVersion === 2) {
      once = false
      await other.execute('counter-1', { type: 'Add', id: 'x', by: 2 }, cause)
    }
    return events
  }
  store.hold = undefined
  release()
  await first
  const [b, c] = await Promise.allSettled(waiting)
  t.same(stateOf(b), { total: 4 }, 'b decided again after the other write')
  t.ok(refused(c), 'c refused on the newer state')
  t.same((await store.readStream('counter-1')).map(e => e.data), [{ by: 1 }, { by: 2 }, { by: 1 }], 'nothing written twice, the limit kept')
})

t.test('an unguarded handler never reads the stream: it appends at any version, and a retry is still written once', async t => {
  const store = new MemoryEventStore()
  const reads: string[] = []
  const counted = new Proxy(store, {
    get: (target, key) => (key === 'readStream' ? (stream: string, from?: number) => (reads.push(`${stream} from ${from ?? 1}`), target.readStream(stream, from)) : Reflect.get(target, key).bind(target)),
  })
  // A mark recorded as it comes: the counter's limit is not what an unguarded decider would check, so none is set here.
  const marks: Decider<Add, CounterEvent, null> = { initialState: () => null, evolve: state => state, decide: command => [{ type: 'Added', data: { by: command.by } }] }
  const handler = (on: MemoryEventStore) => new CommandHandler(on, { decider: marks, parse: eventParser<CounterEvent>([Added]), idNamespace: NS, commandKey: (c: Add) => c.id, unguarded: true })
  const mine = handler(counted)
  await handlerOn(store).execute('counter-1', { type: 'Add', id: 'other', by: 1 }, cause)
  const first = await mine.execute('counter-1', { type: 'Add', id: 'a', by: 2 }, cause)
  await handler(store).execute('counter-1', { type: 'Add', id: 'b', by: 3 }, cause)
  const second = await mine.execute('counter-1', { type: 'Add', id: 'c', by: 4 }, cause)
  const again = await mine.execute('counter-1', { type: 'Add', id: 'a', by: 2 }, cause)
  t.same(reads, [], 'no command read the stream, although another writer moved it between them')
  const stored = await store.readStream('counter-1')
  t.same(stored.map(e => (e.data as { by: number }).by), [1, 2, 3, 4], 'each command written once, after whatever came before it')
  t.equal(stored[1]!.id, derivedId(NS, 'counter-1', 'a', '0'), 'ids derived from the command key')
  t.equal(again.position, first.position, 'the retry is answered with the first write')
  t.equal(second.position, stored[3]!.position)
})

t.test('a command that reads first is decided on the stream\'s tail, so another writer costs no failed append', async t => {
  const store = new MemoryEventStore()
  const reads: string[] = []
  let appends = 0
  const counted = new Proxy(store, {
    get: (target, key) => {
      if (key === 'readStream') return (stream: string, from?: number) => (reads.push(`${stream} from ${from ?? 1}`), target.readStream(stream, from))
      if (key === 'append') return (...args: Parameters<MemoryEventStore['append']>) => (appends++, target.append(...args))
      return Reflect.get(target, key).bind(target)
    },
  })
  const mine = handlerOn(counted as MemoryEventStore, { readsFirst: (c: Add) => c.id.startsWith('fill') })
  await mine.execute('counter-1', { type: 'Add', id: 'a', by: 1 }, cause)
  await handlerOn(store).execute('counter-1', { type: 'Add', id: 'elsewhere', by: 1 }, cause)
  const done = await mine.execute('counter-1', { type: 'Add', id: 'fill-1', by: 1 }, cause)
  t.same(done.state, { total: 3 })
  t.same(reads, ['counter-1 from 1', 'counter-1 from 2'], 'the tail after the cached version was read before deciding')
  t.equal(appends, 2, 'one append per command: none failed on the stale cache')
  await mine.execute('counter-1', { type: 'Add', id: 'b', by: 1 }, cause)
  t.equal(reads.length, 2, 'a command that does not read first still decides on the cache')
})

t.test('a cached fold older than the version a read model has seen is brought up to date before deciding', async t => {
  const store = new MemoryEventStore()
  let appends = 0
  const counted = new Proxy(store, {
    get: (target, key) => (key === 'append' ? (...args: Parameters<MemoryEventStore['append']>) => (appends++, target.append(...args)) : Reflect.get(target, key).bind(target)),
  })
  let seen = 0
  const mine = handlerOn(counted as MemoryEventStore, { knownVersion: () => seen })
  seen = 1
  await mine.execute('counter-1', { type: 'Add', id: 'a', by: 1 }, cause)
  await handlerOn(store).execute('counter-1', { type: 'Add', id: 'elsewhere', by: 1 }, cause)
  seen = 2
  const done = await mine.execute('counter-1', { type: 'Add', id: 'b', by: 1 }, cause)
  t.same(done.state, { total: 3 })
  t.equal(appends, 2, 'no append failed on the stale cache: the read model had seen version 2')
})

import t, { type Test } from 'tap'
import pino from 'pino'
import { newId, originating, type RecordedEvent } from '@arena/contracts'
import { MemoryEventStore, MemorySnapshotStore, type SnapshotStore } from '@arena/eventstore'
import { watchSubscriptions } from '@arena/testing'
import { CHECKPOINT_LOOKED_THROUGH_GAP, checkpointKey, ProjectionRunner, type Checkpointable, type Projection, type StreamReader } from '../src/index'

/** Counts events per stream; its checkpoint is the counts. `restore` refuses anything but an object of counts. */
class Counts implements Projection<string>, Checkpointable {
  position = 0
  readonly foldVersion = 'counts-1'
  counts = new Map<string, number>()
  applied = 0

  constructor(readonly reads?: { categories: string[] }) {}

  apply(event: RecordedEvent): string | undefined {
    if (event.position <= this.position) return undefined
    this.position = event.position
    this.applied++
    this.counts.set(event.stream, (this.counts.get(event.stream) ?? 0) + 1)
    return event.stream
  }

  checkpoint(): unknown {
    return Object.fromEntries(this.counts)
  }

  async restore(state: unknown, position: number, _streams: StreamReader): Promise<void> {
    if (typeof state !== 'object' || state === null || Object.values(state).some(n => typeof n !== 'number')) throw new TypeError('not counts')
    this.counts = new Map(Object.entries(state as Record<string, number>))
    this.position = position
  }
}

function setUp(t: Test) {
  const store = new MemoryEventStore()
  const snapshots = new MemorySnapshotStore()
  const lines: { level: number; msg: string }[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
  t.teardown(() => store.close())
  const append = async (stream: string, count = 1) =>
    (await store.append(stream, Array.from({ length: count }, () => ({ id: newId(), type: 'Happened', data: {}, metadata: originating('test', '2026-03-01T10:00:00.000Z') })), 'any')).position
  const start = async (options: { snapshots?: SnapshotStore; writes?: boolean; categories?: string[] } = {}) => {
    const counts = new Counts(options.categories && { categories: options.categories })
    const seen = watchSubscriptions(store)
    const runner = new ProjectionRunner<string>(seen.store, counts, logger, () => {}, () => {}, {
      name: 'counts',
      checkpoints: { snapshots: options.snapshots ?? snapshots, name: 'counts', everyMs: 3_600_000, writes: options.writes },
    })
    await runner.start()
    await runner.whenReady()
    return { runner, counts, startedAt: seen.from }
  }
  return { store, snapshots, lines, append, start }
}

t.test('a read model starts from its checkpoint and folds only the log after it', async t => {
  const { append, start, snapshots } = setUp(t)
  await append('a-1', 3)
  await append('b-1', 2)
  const first = await start()
  t.same(first.startedAt, [0], 'no checkpoint yet: the log is folded from its start')
  t.equal(first.counts.applied, 5)
  const saved = await snapshots.load(checkpointKey('counts'), 'counts-1')
  t.same(saved && { version: saved.version, state: saved.state }, { version: 5, state: { 'a-1': 3, 'b-1': 2 } }, 'a cold start writes what it folded as soon as it is ready')

  const head = await append('a-1', 2)
  await first.runner.caughtUpTo(head)
  await first.runner.stop()
  t.equal((await snapshots.load(checkpointKey('counts'), 'counts-1'))?.version, 7, 'stopping writes the last state')

  await append('c-1', 1)
  const second = await start()
  t.same(second.startedAt, [7], 'the restart reads the log after the checkpoint')
  t.equal(second.counts.applied, 1, 'and applies only that tail')
  t.same(Object.fromEntries(second.counts.counts), { 'a-1': 5, 'b-1': 2, 'c-1': 1 }, 'the same state a fold of the whole log gives')
  await second.runner.stop()
})

t.test('a process that does not write checkpoints restores the one another wrote, and leaves it as it was', async t => {
  const { append, start, snapshots } = setUp(t)
  await append('a-1', 3)
  const writer = await start()
  await writer.runner.stop()
  t.equal((await snapshots.load(checkpointKey('counts'), 'counts-1'))?.version, 3, 'the writer saved its state')

  await append('b-1', 2)
  const reader = await start({ writes: false })
  t.same(reader.startedAt, [3], "the reader starts from the writer's checkpoint")
  t.same(Object.fromEntries(reader.counts.counts), { 'a-1': 3, 'b-1': 2 })
  await reader.runner.stop()
  t.equal((await snapshots.load(checkpointKey('counts'), 'counts-1'))?.version, 3, 'neither when ready nor when it stops does the reader write')
})

t.test('a read model of a sparse category is checkpointed at how far it has looked through the log, not at its last event', async t => {
  const { append, start, snapshots } = setUp(t)
  const saved = async () => (await snapshots.load(checkpointKey('counts'), 'counts-1'))?.version
  await append('a-1')
  const head = await append('b-1', CHECKPOINT_LOOKED_THROUGH_GAP + 5)
  const first = await start({ categories: ['a'] })
  t.equal(first.counts.applied, 1, 'one event of its category in the log')
  t.equal(await saved(), head, 'written at the head it looked through to, not at position 1')
  await first.runner.stop()

  await append('b-1', 5)
  const second = await start({ categories: ['a'] })
  t.same(second.startedAt, [head], 'a restart looks through only what came after')
  await second.runner.stop()
  t.equal(await saved(), head, 'unchanged, and the log moved less than the gap: no new checkpoint')

  const later = await append('b-1', CHECKPOINT_LOOKED_THROUGH_GAP)
  const third = await start({ categories: ['a'] })
  await third.runner.stop()
  t.equal(await saved(), later, 'unchanged, but the log moved the gap on: written again, so the next restart does not look through it')
  t.same(Object.fromEntries(third.counts.counts), { 'a-1': 1 })
})

t.test('a read model that has applied nothing is checkpointed once the log is a gap long', async t => {
  const { append, start, snapshots } = setUp(t)
  const head = await append('b-1', CHECKPOINT_LOOKED_THROUGH_GAP)
  const first = await start({ categories: ['a'] })
  await first.runner.stop()
  t.equal((await snapshots.load(checkpointKey('counts'), 'counts-1'))?.version, head)
  const second = await start({ categories: ['a'] })
  t.same(second.startedAt, [head])
  t.same(Object.fromEntries(second.counts.counts), {})
  await second.runner.stop()
})

t.test('a checkpoint that cannot be restored is passed over: the log is folded whole', async t => {
  const { append, start, snapshots, lines } = setUp(t)
  await append('a-1', 4)
  await snapshots.save({ stream: checkpointKey('counts'), version: 3, foldVersion: 'counts-1', state: { 'a-1': 'three' } })
  const started = await start()
  t.same(started.startedAt, [0])
  t.same(Object.fromEntries(started.counts.counts), { 'a-1': 4 })
  t.ok(lines.some(line => line.level === 40 && /checkpoint not restored/.test(line.msg)), 'and says so')
  await started.runner.stop()
})

t.test('a checkpoint past the head of the log is not used: the log lost what it holds', async t => {
  const { append, start, snapshots, lines } = setUp(t)
  await append('a-1', 2)
  await snapshots.save({ stream: checkpointKey('counts'), version: 50, foldVersion: 'counts-1', state: { 'a-1': 40, 'b-1': 10 } })
  const started = await start()
  t.same(started.startedAt, [0])
  t.same(Object.fromEntries(started.counts.counts), { 'a-1': 2 })
  t.ok(lines.some(line => line.level === 40 && /checkpoint not restored/.test(line.msg)))
  await started.runner.stop()
})

t.test('a checkpoint under another fold version is never read', async t => {
  const { append, start, snapshots } = setUp(t)
  await append('a-1', 4)
  await snapshots.save({ stream: checkpointKey('counts'), version: 4, foldVersion: 'counts-0', state: { 'a-1': 99 } })
  const started = await start()
  t.same(started.startedAt, [0])
  t.same(Object.fromEntries(started.counts.counts), { 'a-1': 4 })
  await started.runner.stop()
})

t.test('a failed save costs a checkpoint, never the read model', async t => {
  const { append, start } = setUp(t)
  await append('a-1', 2)
  const failing: SnapshotStore = { load: async () => undefined, save: async () => Promise.reject(new Error('disk full')), discard: async () => {} }
  const started = await start({ snapshots: failing })
  t.ok(started.runner.isReady())
  const head = await append('a-1')
  await started.runner.caughtUpTo(head)
  t.same(Object.fromEntries(started.counts.counts), { 'a-1': 3 })
  await started.runner.stop()
})

t.test('a projection without checkpoint and restore cannot be given checkpoints', async t => {
  const store = new MemoryEventStore()
  t.teardown(() => store.close())
  const plain: Projection<void> = { position: 0, apply: () => undefined }
  t.throws(() => new ProjectionRunner(store, plain, pino({ level: 'silent' }), () => {}, () => {}, { checkpoints: { snapshots: new MemorySnapshotStore(), name: 'plain' } }), /Checkpointable/)
})

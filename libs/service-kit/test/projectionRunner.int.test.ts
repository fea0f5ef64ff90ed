import t, { type Test } from 'tap'
import pino from 'pino'
import { newId, originating, type RecordedEvent } from '@arena/contracts'
import { MemoryEventStore } from '@arena/eventstore'
import { ProjectionRunner, type Projection, type ProjectionRunnerOptions } from '../src/index'

/** Folds event types; `Poison` throws (after moving on, as a skipping read model must), `Quiet` changes nothing. */
class TypesSeen implements Projection<string> {
  position = 0
  readonly seen: string[] = []
  apply(event: RecordedEvent): string | undefined {
    try {
      if (event.type === 'Poison') throw new Error('cannot apply')
      this.seen.push(event.type)
      return event.type === 'Quiet' ? undefined : event.type
    } finally {
      this.position = Math.max(this.position, event.position)
    }
  }
}

function setUp(t: Test, options?: ProjectionRunnerOptions, onChange?: (change: string, live: boolean) => void) {
  const store = new MemoryEventStore()
  const projection = new TypesSeen()
  const lines: { level: number; msg: string; stream?: string }[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
  const changes: [string, boolean][] = []
  let readyCalls = 0
  const runner = new ProjectionRunner<string>(store, projection, logger, onChange ?? ((change, live) => void changes.push([change, live])), () => void readyCalls++, options)
  t.teardown(async () => {
    await runner.stop()
    await store.close()
  })
  const append = async (stream: string, ...types: string[]) =>
    (await store.append(stream, types.map(type => ({ id: newId(), type, data: {}, metadata: originating('test', '2026-03-01T10:00:00.000Z') })), 'any')).position
  return { store, projection, lines, changes, runner, append, readyCalls: () => readyCalls }
}

t.test('catches up without live changes, becomes ready, then reports live changes', async t => {
  const { runner, append, changes, projection, readyCalls } = setUp(t)
  await append('thing-1', 'Made', 'Quiet')
  t.notOk(runner.running, 'not running before start')
  await runner.start()
  t.ok(runner.running)
  await runner.whenReady()
  t.ok(runner.isReady())
  t.equal(readyCalls(), 1)
  t.same(changes, [['Made', false]], 'catch-up changes are not live; a change of nothing is not reported')
  const position = await append('thing-1', 'Changed')
  await runner.caughtUpTo(position)
  t.same(projection.seen, ['Made', 'Quiet', 'Changed'])
  t.same(changes, [['Made', false], ['Changed', true]])
  await runner.stop()
  t.notOk(runner.running, 'not running after stop')
})

t.test('an empty log is ready at once', async t => {
  const { runner, readyCalls } = setUp(t)
  await runner.start()
  t.ok(runner.isReady())
  t.equal(readyCalls(), 1)
  await runner.caughtUpTo(0)
})

t.test('a failing change handler is logged and the projection goes on', async t => {
  const { runner, append, lines, projection } = setUp(t, { name: 'things' }, () => {
    throw new Error('push failed')
  })
  await runner.start()
  await runner.caughtUpTo(await append('thing-1', 'Made', 'Changed'))
  t.same(projection.seen, ['Made', 'Changed'])
  t.match(lines, [{ level: 40, msg: 'things projection change handler failed' }, { level: 40, msg: 'things projection change handler failed' }])
})

t.test('an event the projection throws on stops it by default, and writers waiting on it hear why', async t => {
  const { runner, append, lines } = setUp(t)
  await runner.start()
  const waiting = runner.caughtUpTo(1_000)
  await append('thing-1', 'Poison')
  await t.rejects(waiting, { message: 'cannot apply' })
  await t.rejects(runner.caughtUpTo(1), { message: 'cannot apply' }, 'later writers too')
  t.match(lines, [{ level: 50, msg: 'projection stopped' }])
})

t.test('with skipFailedEvents, such an event is logged and skipped and the events after it apply', async t => {
  const { runner, append, lines, projection, changes } = setUp(t, { name: 'things', skipFailedEvents: true })
  await append('thing-1', 'Made', 'Poison')
  await runner.start()
  await runner.whenReady()
  t.ok(runner.isReady(), 'ready although the last event of the catch-up was skipped')
  const position = await append('thing-2', 'Poison', 'Made')
  await runner.caughtUpTo(position)
  t.same(projection.seen, ['Made', 'Made'])
  t.same(changes, [['Made', false], ['Made', true]])
  t.match(lines, [
    { level: 50, msg: 'things event skipped by the read model', stream: 'thing-1', version: 2 },
    { level: 50, msg: 'things event skipped by the read model', stream: 'thing-2', version: 1 },
  ])
})

/** TypesSeen that reads only the `thing` category and the `Picked` type. */
class ThingsSeen extends TypesSeen {
  readonly reads = { categories: ['thing'], types: ['Picked'] }
}

t.test('a projection that names what it reads is sent only that, and is caught up past the rest', async t => {
  const store = new MemoryEventStore()
  const projection = new ThingsSeen()
  const runner = new ProjectionRunner<string>(store, projection, pino({ level: 'silent' }), () => {})
  t.teardown(async () => {
    await runner.stop()
    await store.close()
  })
  const append = async (stream: string, ...types: string[]) =>
    (await store.append(stream, types.map(type => ({ id: newId(), type, data: {}, metadata: originating('test', '2026-03-01T10:00:00.000Z') })), 'any')).position
  await append('thing-1', 'Made')
  await append('other-1', 'Elsewhere', 'Picked')
  const beforeStart = await append('other-2', 'Elsewhere')
  await runner.start()
  await runner.whenReady()
  t.ok(runner.isReady(), 'ready though the last event is not one it reads')
  await runner.caughtUpTo(beforeStart)
  const live = await append('other-1', 'Elsewhere')
  await runner.caughtUpTo(live)
  t.pass('a write of another category is waited for without any event of its own after it')
  await runner.caughtUpTo(await append('thing-1', 'Changed'))
  t.same(projection.seen, ['Made', 'Picked', 'Changed'], 'only its category and its type reached apply')
})

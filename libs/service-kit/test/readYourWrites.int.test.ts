import t from 'tap'
import Fastify from 'fastify'
import pino from 'pino'
import { newId, originating, type RecordedEvent } from '@arena/contracts'
import { MemoryEventStore, type SubscribeAllOptions, type Subscription } from '@arena/eventstore'
import { ProjectionRunner, readModelsCaughtUpTo, readModelsHaveApplied, registerReadYourWrites, type Projection } from '../src/index'

const logger = pino({ level: 'silent' })

/** A promise and its resolve (Node 20 has no Promise.withResolvers). */
function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>(done => (resolve = done))
  return { promise, resolve }
}
const turns = async (n = 20) => {
  for (let i = 0; i < n; i++) await new Promise(resolve => setImmediate(resolve))
}

/** A store whose reader named `slow` is handed each event only once `release` is called. */
class HeldStore extends MemoryEventStore {
  #gate = deferred()
  release(): void {
    this.#gate.resolve()
  }
  override subscribeAll(options: SubscribeAllOptions): Subscription {
    if (options.name !== 'slow') return super.subscribeAll(options)
    return super.subscribeAll({ ...options, handler: async event => (await this.#gate.promise, options.handler(event)) })
  }
}

class Seen implements Projection<void> {
  position = 0
  apply(event: RecordedEvent): void {
    this.position = event.position
  }
}

const append = async (store: MemoryEventStore) =>
  (await store.append('thing-1', [{ id: newId(), type: 'Happened', data: {}, metadata: originating('test', '2026-03-01T10:00:00.000Z') }], 'any')).position

t.test('readModelsCaughtUpTo waits for every running read model of the store, and no longer for one that stopped', async t => {
  const store = new HeldStore()
  const [fast, slow] = [new Seen(), new Seen()]
  const fastRunner = new ProjectionRunner(store, fast, logger, () => {}, undefined, { name: 'fast' })
  const slowRunner = new ProjectionRunner(store, slow, logger, () => {}, undefined, { name: 'slow' })
  t.teardown(() => Promise.all([fastRunner.stop(), slowRunner.stop()]))
  await fastRunner.start()
  await slowRunner.start()
  const position = await append(store)
  let caughtUp = false
  const waiting = readModelsCaughtUpTo(store, position).then(() => (caughtUp = true))
  await fastRunner.caughtUpTo(position)
  await turns()
  t.notOk(caughtUp, 'not while one read model is still behind')
  store.release()
  await waiting
  t.equal(slow.position, position, 'resolved once the slow one applied it too')
  await slowRunner.stop()
  const next = await append(store)
  await readModelsCaughtUpTo(store, next)
  t.equal(fast.position, next, 'a stopped read model is no longer waited for')
  t.equal(await readModelsCaughtUpTo(new MemoryEventStore(), 99), undefined, 'a store nobody follows has nothing to wait for')
  t.ok(readModelsHaveApplied(store, next), 'and says so without waiting')
  t.notOk(readModelsHaveApplied(store, next + 1), 'but not for a position still ahead')
})

t.test('writes answer with the last appended position, and a request asking for a position waits for the read models first', async t => {
  const caughtUp = deferred()
  const asked: number[] = []
  const app = Fastify()
  registerReadYourWrites(app, { lastAppended: () => 42, caughtUpTo: position => (asked.push(position), caughtUp.promise), hasApplied: position => position <= 10, waitMs: 60_000 })
  app.get('/read', async () => ({ ok: true }))
  app.post('/write', async () => ({ ok: true }))
  t.teardown(() => app.close())

  const write = await app.inject({ method: 'POST', url: '/write' })
  t.equal(write.headers['x-arena-position'], '42', 'a write tells the client where its next read must be')
  t.notOk('x-arena-position' in (await app.inject({ method: 'GET', url: '/read' })).headers, 'a read does not')

  let answered = false
  const read = app.inject({ method: 'GET', url: '/read', headers: { 'x-arena-after': '42' } }).then(res => ((answered = true), res))
  await turns()
  t.notOk(answered, 'held while the read models are behind 42')
  caughtUp.resolve()
  t.equal((await read).statusCode, 200, 'answered once they caught up')
  t.same(asked, [42])

  await app.inject({ method: 'GET', url: '/read', headers: { 'x-arena-after': '10' } })
  t.same(asked, [42], 'a position already applied is not waited for')
  for (const header of ['abc', '-3', '0', '1e3', '12345678901234567890']) await app.inject({ method: 'GET', url: '/read', headers: { 'x-arena-after': header } })
  t.same(asked, [42], 'a header that is no position asks nothing')

  const never = Fastify()
  registerReadYourWrites(never, { lastAppended: () => 0, caughtUpTo: () => new Promise(() => {}), hasApplied: () => false, waitMs: 1 })
  never.get('/read', async () => ({ ok: true }))
  t.teardown(() => never.close())
  t.equal((await never.inject({ method: 'GET', url: '/read', headers: { 'x-arena-after': '7' } })).statusCode, 200, 'a position not reached in time delays the answer, never blocks it')
  t.notOk('x-arena-position' in (await never.inject({ method: 'POST', url: '/read' })).headers, 'nothing appended yet: no position')
})

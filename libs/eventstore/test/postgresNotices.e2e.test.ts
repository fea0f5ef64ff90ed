import postgres from 'postgres'
import t, { type Test } from 'tap'
import type { RecordedEvent } from '@arena/contracts'
import { needs } from '@arena/testing'
import { deposit, newStream } from '../src/contract/index'
import type { EventFilter } from '../src/port'
import { PostgresEventStore } from '../src/postgres/index'
import { databaseUrl, postgresFixture } from './postgresFixture'

/** A filtered live reader: what it was given, and a wait for its progress to pass a position. */
function follow(store: PostgresEventStore, filter: EventFilter) {
  const delivered: RecordedEvent[] = []
  let progress = 0
  const waiting: { position: number; resolve(): void }[] = []
  const moved = (position: number) => {
    progress = Math.max(progress, position)
    for (const w of waiting.filter(w => progress >= w.position)) w.resolve()
  }
  const subscription = store.subscribeAll({
    fromPosition: 0,
    filter,
    handler: async event => {
      delivered.push(event)
      moved(event.position)
    },
    onProgress: moved,
  })
  const reached = (position: number) => (progress >= position ? Promise.resolve() : new Promise<void>(resolve => waiting.push({ position, resolve })))
  return { delivered, reached, subscription }
}

/** Resolves once `condition` holds; the test's own timeout fails it otherwise. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise(resolve => setTimeout(resolve, 5))
}

async function setUp(t: Test) {
  const fixture = await postgresFixture({ wakeIntervalMs: 0 })
  t.teardown(() => fixture.cleanup())
  // Appends from another process: only the notices tell this one about them.
  const writer = (await fixture.reopen()) as PostgresEventStore
  const reader = (await fixture.reopen()) as PostgresEventStore
  const follower = follow(reader, { categories: ['kyc'] })
  t.teardown(() => follower.subscription.close())
  await follower.reached((await writer.append(newStream('kyc'), [deposit('1')], 0)).position)
  return { fixture, writer, reader, follower }
}

t.test('a reader passes over appends of kinds it does not read without querying the log, and still gets the ones it does', needs('postgres'), async t => {
  const { writer, reader, follower } = await setUp(t)
  const before = reader.readsAtHead
  let last = 0
  for (let i = 0; i < 20; i++) last = (await writer.append(newStream('account'), [deposit(String(i))], 0)).position
  await follower.reached(last)
  t.equal(reader.readsAtHead, before, 'twenty appends of another category cost the reader no query')
  const wanted = await writer.append(newStream('kyc'), [deposit('2')], 0)
  const after = await writer.append(newStream('account'), [deposit('3')], 0)
  await follower.reached(after.position)
  t.same(follower.delivered.map(e => e.position).slice(-1), [wanted.position], 'the wanted event is delivered')
  t.ok(reader.readsAtHead > before, 'and was read')
})

t.test('interleaved appends of wanted and unwanted kinds, several to a statement, all arrive in order', needs('postgres'), async t => {
  const { writer, follower } = await setUp(t)
  const wanted: number[] = []
  const appends = Array.from({ length: 40 }, (_, i) => {
    const category = i % 3 === 0 ? 'kyc' : 'wallet'
    return writer.append(newStream(category), [deposit(String(i)), deposit(String(i))], 0).then(result => {
      if (category === 'kyc') wanted.push(result.position - 1, result.position)
      return result.position
    })
  })
  const positions = await Promise.all(appends)
  await follower.reached(Math.max(...positions))
  t.same(follower.delivered.slice(1).map(e => e.position), wanted.sort((a, b) => a - b))
})

t.test('a notice it cannot read (an older trigger) turns the shortcut off, and nothing is missed', needs('postgres'), async t => {
  const { fixture, writer, reader, follower } = await setUp(t)
  const admin = postgres(databaseUrl(), { max: 1, onnotice: () => {} })
  t.teardown(() => admin.end())
  t.equal(reader.trustsNotices, true)
  await admin`SELECT pg_notify(${`${fixture.schema}.events`}, '')`
  await until(() => !reader.trustsNotices)
  // A read already on its way may have seen the next append; the one the append's notice wakes must come anyway.
  const before = reader.readsAtHead
  const last = await writer.append(newStream('account'), [deposit('1')], 0)
  await follower.reached(last.position)
  await until(() => reader.readsAtHead > before)
  const wanted = await writer.append(newStream('kyc'), [deposit('2')], 0)
  await follower.reached(wanted.position)
  t.equal(follower.delivered.at(-1)?.position, wanted.position, 'and wanted events still arrive')
})

t.test('a reader knows from the notices the last event of a kind at or below the head another process wrote', needs('postgres'), async t => {
  const { writer, reader, follower } = await setUp(t)
  const kyc = await writer.append(newStream('kyc'), [deposit('4')], 0)
  let head = 0
  for (let i = 0; i < 5; i++) head = (await writer.append(newStream('account'), [deposit(String(i))], 0)).position
  t.equal(await writer.headPosition(), head)
  // Once the follower has looked through the head, its notice has arrived. Asked before that,
  // lastOf waits at most 50 ms for it and then answers the head, as it did once in a loaded CI run.
  await follower.reached(head)
  t.equal(await reader.lastOf([`kyc/${deposit('0').type}`], head), kyc.position, 'the kyc event, not the head: the account appends after it do not count')
  t.equal(await reader.lastOf(['bank/Nothing'], head) <= kyc.position, true, 'a kind never written: no later than what the reader had already seen')
})

t.test('a store no subscription reads (its read models follow the bus) still learns from the notices once asked', needs('postgres'), async t => {
  const fixture = await postgresFixture({ wakeIntervalMs: 0 })
  t.teardown(() => fixture.cleanup())
  const writer = (await fixture.reopen()) as PostgresEventStore
  const asker = (await fixture.reopen()) as PostgresEventStore
  const kind = `kyc/${deposit('0').type}`
  const head = (await writer.append(newStream('account'), [deposit('0')], 0)).position
  t.equal(await asker.lastOf([kind], head), head, 'at the first ask nothing is known yet: the head')
  // Listening began at that ask; appends from then on are announced to it.
  let answered = 0
  let kyc = 0
  let last = 0
  while (answered !== kyc || kyc === 0) {
    kyc = (await writer.append(newStream('kyc'), [deposit('1')], 0)).position
    for (let i = 0; i < 3; i++) last = (await writer.append(newStream('account'), [deposit(String(i))], 0)).position
    answered = await asker.lastOf([kind], last)
  }
  t.ok(kyc < last, `the kyc event (${kyc}), not the head (${last}): the account appends after it do not count`)
})

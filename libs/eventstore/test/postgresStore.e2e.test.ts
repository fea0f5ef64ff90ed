import postgres from 'postgres'
import t, { type Test } from 'tap'
import { needs } from '@arena/testing'
import type { RecordedEvent } from '@arena/contracts'
import { collect, deposits, newStream } from '../src/contract/index'
import { PostgresEventStore, type PostgresEventStoreOptions } from '../src/postgres/index'
import { databaseUrl, dropSchema, freshSchema, postgresFixture } from './postgresFixture'

t.test('migrate can run again, and from several processes at once, without harm', needs('postgres'), async t => {
  const schema = freshSchema()
  t.teardown(() => dropSchema(schema))
  const stores = await Promise.all([1, 2, 3].map(() => PostgresEventStore.connect({ url: databaseUrl(), schema, maxConnections: 1 })))
  t.teardown(() => Promise.all(stores.map(s => s.close())))
  const stream = newStream()
  await stores[0]!.append(stream, deposits(2), 0)
  await stores[1]!.migrate()
  t.equal((await stores[2]!.readStream(stream)).length, 2, 'migrating again keeps the events')
})

t.test('the events table refuses updates, deletes and truncation', needs('postgres'), async t => {
  const { store, schema, cleanup } = await postgresFixture()
  t.teardown(cleanup)
  await store.append(newStream(), deposits(1), 0)
  const sql = postgres(databaseUrl(), { max: 1, onnotice: () => {} })
  t.teardown(() => sql.end())
  const table = sql(`${schema}.events`)
  await t.rejects(sql`UPDATE ${table} SET type = 'Forged'`, /append-only/)
  await t.rejects(sql`DELETE FROM ${table}`, /append-only/)
  await t.rejects(sql`TRUNCATE ${table}`, /append-only/)
  t.equal(await store.headPosition(), 1)
})

/** A second process appends these batches of deposits; the subscriber of the first sees them all, in order. */
async function subscriberSeesAnotherProcess(t: Test, options: Partial<PostgresEventStoreOptions>, batches: number[]): Promise<void> {
  const { store, reopen, cleanup } = await postgresFixture(options)
  t.teardown(cleanup)
  const writer = await reopen()
  const stream = newStream()
  const total = batches.reduce((sum, n) => sum + n, 0)
  const seen = collect(store, 0, new Set([stream]), events => events.length >= total)
  t.teardown(() => seen.subscription.close())
  let version = 0
  for (const count of batches) {
    await writer.append(stream, deposits(count, version + 1), version)
    version += count
  }
  t.same((await seen.done).map(e => e.version), Array.from({ length: total }, (_, i) => i + 1))
}

t.test('a subscriber is woken by NOTIFY when another process appends, without waiting for a poll', needs('postgres'), t =>
  subscriberSeesAnotherProcess(t, { pollMs: 3_600_000 }, [1, 2]))

t.test('with LISTEN off a subscriber still sees appends from another process, by polling', needs('postgres'), t =>
  subscriberSeesAnotherProcess(t, { listen: false, pollMs: 20 }, [2]))

t.test('closing the store waits for appends already submitted', needs('postgres'), async t => {
  const { store, reopen, cleanup } = await postgresFixture()
  t.teardown(cleanup)
  const stream = newStream()
  const appends = Array.from({ length: 10 }, () => store.append(stream, deposits(1), 'any'))
  await store.close()
  t.equal((await Promise.allSettled(appends)).filter(s => s.status === 'fulfilled').length, 10)
  await t.rejects(store.append(stream, deposits(1), 'any'), /closed/)
  t.equal((await (await reopen()).readStream(stream)).length, 10)
})

t.test('a filtered subscription pages through many events of its category among others, missing none', needs('postgres'), async t => {
  // Pages of 2: full pages end at their last event, short ones at the head, both across skipped rows.
  const { store, cleanup } = await postgresFixture({ pageSize: 2 })
  t.teardown(cleanup)
  const mine = newStream('mine')
  const expected: string[] = []
  for (let i = 1; i <= 7; i++) {
    await store.append(newStream('other'), deposits(1 + (i % 3)), 0)
    const [event] = deposits(1, i)
    expected.push(event!.id)
    await store.append(mine, [event!], i - 1)
  }
  const seen: string[] = []
  let progress = 0
  const head = await store.headPosition()
  await new Promise<void>((resolve, reject) => {
    const subscription = store.subscribeAll({
      fromPosition: 0,
      filter: { categories: ['mine'] },
      handler: async event => {
        seen.push(event.id)
      },
      onProgress: position => {
        progress = position
        if (position >= head) void subscription.close().then(resolve)
      },
      onError: reject,
    })
  })
  t.same(seen, expected, 'every event of the category, in order')
  t.equal(progress, head)
})

t.test('subscriptions at the head read new events together, yet each gets events of its own', needs('postgres'), async t => {
  const { store, cleanup } = await postgresFixture()
  t.teardown(cleanup)
  const mine = newStream('mine')
  const theirs = newStream('theirs')
  const got = { filtered: [] as RecordedEvent[], all: [] as RecordedEvent[] }
  const progress = { filtered: 0, all: 0 }
  // Both have read the (empty) log once, so the appends below wake them at the head together.
  const reads = { filtered: 0, all: 0 }
  let bothRead!: () => void
  const readOnce = new Promise<void>(resolve => (bothRead = resolve))
  let target = Infinity
  let reached!: () => void
  const bothThere = new Promise<void>(resolve => (reached = resolve))
  const check = () => {
    if (reads.filtered > 0 && reads.all > 0) bothRead()
    if (progress.filtered >= target && progress.all >= target) reached()
  }
  const subscriptions = (['filtered', 'all'] as const).map(name =>
    store.subscribeAll({
      fromPosition: 0,
      filter: name === 'filtered' ? { categories: ['mine'] } : undefined,
      handler: async event => {
        got[name].push(event)
        // A read model that changes what it was given must not change another's copy.
        ;(event.data as { amount: string }).amount = `${name} was here`
      },
      onProgress: position => {
        progress[name] = position
        reads[name]++
        check()
      },
    }),
  )
  t.teardown(() => Promise.all(subscriptions.map(s => s.close())))
  await readOnce
  const events = [...deposits(2), ...deposits(2, 3)]
  await store.append(mine, events.slice(0, 2), 0)
  const last = await store.append(theirs, events.slice(2), 0)
  target = last.position
  check()
  await bothThere
  t.same(got.filtered.map(e => e.id), events.slice(0, 2).map(e => e.id), 'the category only')
  t.same(got.all.map(e => e.id), events.map(e => e.id), 'everything')
  const amounts = (list: RecordedEvent[]) => list.slice(0, 2).map(e => (e.data as { amount: string }).amount)
  t.same([amounts(got.filtered), amounts(got.all)], [['filtered was here', 'filtered was here'], ['all was here', 'all was here']], 'each changed only its own copy')
})

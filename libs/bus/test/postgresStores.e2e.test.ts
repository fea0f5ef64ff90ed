import { randomUUID } from 'node:crypto'
import t, { type Test } from 'tap'
import postgres from 'postgres'
import { topics, type RecordedEvent } from '@arena/contracts'
import { MemoryEventStore } from '@arena/eventstore'
import { engineUrl, needs } from '@arena/testing'
import { eventually, logIndexContract, testEvent } from '@arena/bus/contract'
import { InProcessBroker, PostgresCheckpointStore, PostgresLogIndex, PostgresProcessedStore, idempotent, inProcessBus, startRelay, type Delivery } from '../src/index'

/** A connection whose schema no other test or run uses, dropped at the end. */
async function freshDatabase(t: Test) {
  const schema = `bus_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const sql = postgres(engineUrl('postgres') ?? '', { max: 4, onnotice: () => {} })
  await sql`create schema ${sql(schema)}`
  t.teardown(async () => {
    await sql`drop schema if exists ${sql(schema)} cascade`
    await sql.end()
  })
  return { sql, schema }
}

function delivery(id = randomUUID()): Delivery {
  return { topic: 'arena.wallet.events', partition: 0, offset: '0', key: 'u1', value: { ...testEvent(1, 'u1'), id }, headers: {} }
}

t.test('the PostgreSQL stores', needs('postgres'), async (t) => {
  t.test('an idempotent handler applies an event id once however often, and however concurrently, it is delivered', async (t) => {
    const { sql, schema } = await freshDatabase(t)
    await sql`create table ${sql(schema)}.ledger (event_id text not null)`
    const store = await PostgresProcessedStore.open(sql, { group: 'wallet.deposits', schema })
    const handle = idempotent(store, async (m, tx) => {
      await tx`insert into ${tx(schema)}.ledger (event_id) values (${m.value.id})`
    })
    const message = delivery()
    await Promise.all(Array.from({ length: 5 }, () => handle(message)))
    await handle(message)
    const rows = await sql`select event_id from ${sql(schema)}.ledger`
    t.same(rows.map((r) => r.event_id), [message.value.id])
    t.equal(await store.has(message.value.id), true)
  })

  t.test('a handler that fails leaves neither its writes nor the mark, so the redelivery applies it', async (t) => {
    const { sql, schema } = await freshDatabase(t)
    await sql`create table ${sql(schema)}.ledger (event_id text not null)`
    const store = await PostgresProcessedStore.open(sql, { group: 'wallet.deposits', schema })
    let attempts = 0
    const handle = idempotent(store, async (m, tx) => {
      await tx`insert into ${tx(schema)}.ledger (event_id) values (${m.value.id})`
      if (++attempts === 1) throw new Error('crashed after writing')
    })
    const message = delivery()
    await t.rejects(handle(message), { message: 'crashed after writing' })
    t.equal((await sql`select 1 from ${sql(schema)}.ledger`).length, 0, 'the write was rolled back')
    t.equal(await store.has(message.value.id), false, 'the id is not marked')
    await handle(message)
    t.equal((await sql`select 1 from ${sql(schema)}.ledger`).length, 1, 'the redelivery applied it')
  })

  t.test('each consumer group remembers its own applied ids, whatever characters its name has', async (t) => {
    const { sql, schema } = await freshDatabase(t)
    const saga = await PostgresProcessedStore.open(sql, { group: 'contest.participation-saga', schema })
    const projection = await PostgresProcessedStore.open(sql, { group: 'Leaderboard "fills" projection; drop table x', schema })
    await saga.mark('event-1')
    await saga.mark('event-1')
    t.equal(await saga.has('event-1'), true)
    t.equal(await projection.has('event-1'), false)
    const tables = await sql`select table_name from information_schema.tables where table_schema = ${schema} order by 1`
    t.equal(tables.length, 2, 'one table per group')
  })

  t.test('a checkpoint is found again after a reopen and never moves backwards', async (t) => {
    const { sql, schema } = await freshDatabase(t)
    const first = await PostgresCheckpointStore.open(sql, { schema })
    t.equal(await first.load('relay'), 0, 'no checkpoint reads as 0')
    await first.save('relay', 9_007_199_254)
    const reopened = await PostgresCheckpointStore.open(sql, { schema })
    t.equal(await reopened.load('relay'), 9_007_199_254)
    await reopened.save('relay', 5)
    t.equal(await reopened.load('relay'), 9_007_199_254, 'a stale save does not move it back')
    t.equal(await reopened.load('other'), 0, 'checkpoints are kept by name')
  })

  t.test('a restarted relay resumes from its PostgreSQL checkpoint instead of republishing', async (t) => {
    const { sql, schema } = await freshDatabase(t)
    const store = new MemoryEventStore()
    t.teardown(() => store.close())
    const bus = inProcessBus({ broker: new InProcessBroker(), service: 'test' })
    t.teardown(() => bus.close())
    const received: RecordedEvent[] = []
    await bus.subscribe<RecordedEvent>({ topics: [topics.events('wallet')], group: 'g', handler: async (m) => void received.push(m.value) })
    const append = async (n: number) => {
      let head = 0
      for (let i = 0; i < n; i++) head = (await store.append('wallet-u1', [testEvent(i, 'u1')], 'any')).position
      return head
    }

    const first = await startRelay({ store, bus, checkpoints: await PostgresCheckpointStore.open(sql, { schema }) })
    await first.caughtUp(await append(30))
    await first.close()
    const head = await append(20)
    const second = await startRelay({ store, bus, checkpoints: await PostgresCheckpointStore.open(sql, { schema }) })
    t.teardown(() => second.close())
    await second.caughtUp(head)
    await eventually('50 events arrive', () => received.length >= 50, 5_000)
    t.same(received.map((e) => e.version), Array.from({ length: 50 }, (_, i) => i + 1), 'each event once, in order')
  })

  logIndexContract(t, async t => {
    const { sql, schema } = await freshDatabase(t)
    return PostgresLogIndex.open(sql, { schema })
  })
})

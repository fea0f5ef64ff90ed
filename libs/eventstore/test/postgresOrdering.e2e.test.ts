import { randomUUID } from 'node:crypto'
import { setTimeout as delay } from 'node:timers/promises'
import postgres from 'postgres'
import t from 'tap'
import type { RecordedEvent } from '@arena/contracts'
import { needs } from '@arena/testing'
import { collect, deposit, deposits, newStream } from '../src/contract/index'
import type { EventStore } from '../src/port'
import { databaseUrl, postgresFixture } from './postgresFixture'

/** A live reader that remembers what it was given, and can be awaited to reach a position. */
function follow(store: EventStore) {
  const delivered: RecordedEvent[] = []
  const waiting: { position: number; resolve(): void }[] = []
  const subscription = store.subscribeAll({
    fromPosition: 0,
    handler: async event => {
      delivered.push(event)
      for (const w of waiting.filter(w => event.position >= w.position)) w.resolve()
    },
  })
  const reached = (position: number) =>
    (delivered.at(-1)?.position ?? 0) >= position ? Promise.resolve() : new Promise<void>(resolve => waiting.push({ position, resolve }))
  return { delivered, reached, subscription }
}

/** Resolves once a backend of this application waits on a lock; polls, as PostgreSQL has no event for it. */
async function blockedOnLock(sql: postgres.Sql, applicationName: string, stop: AbortSignal): Promise<void> {
  while (!stop.aborted) {
    const rows = await sql`SELECT 1 FROM pg_stat_activity WHERE application_name = ${applicationName} AND wait_event_type = 'Lock'`
    if (rows.length > 0) return
    await delay(5)
  }
}

t.test('an event committed after one with a higher position would have had is still delivered, as later appends wait for it', needs('postgres'), async t => {
  const applicationName = `es-order-${randomUUID().slice(0, 8)}`
  const fixture = await postgresFixture({ applicationName })
  t.teardown(() => fixture.cleanup())
  const admin = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  t.teardown(() => admin.end())
  const reader = follow(fixture.store)
  t.teardown(() => reader.subscription.close())

  // Another writer (a script, another process) inserts and keeps its transaction open.
  const slow = deposit('1.00', 'slow')
  let commitSlow!: () => void
  let slowInserted!: () => void
  const inserted = new Promise<void>(resolve => (slowInserted = resolve))
  const slowTransaction = admin.begin(async tx => {
    await tx`INSERT INTO ${tx(`${fixture.schema}.events`)} (stream, version, id, type, data, metadata)
      VALUES ('wallet-slow', 1, ${slow.id}, ${slow.type}, ${JSON.stringify(slow.data)}::text::jsonb, ${JSON.stringify(slow.metadata)}::text::jsonb)`
    slowInserted()
    await new Promise<void>(resolve => (commitSlow = resolve))
  })
  await inserted

  const fast = fixture.store.append('wallet-fast', [deposit('2.00', 'fast')], 0)
  const stopWatching = new AbortController()
  const first = await Promise.race([fast.then(() => 'fast committed'), blockedOnLock(admin, applicationName, stopWatching.signal).then(() => 'fast waits')])
  stopWatching.abort()
  t.equal(first, 'fast waits', 'the later append waits for the open transaction')
  // Were the append to overtake, let the reader move past the open transaction, as it would live.
  if (first === 'fast committed') await reader.reached((await fast).position)

  commitSlow()
  await slowTransaction
  const fastResult = await fast
  await reader.reached(await fixture.store.headPosition())
  t.same(reader.delivered.map(e => e.stream), ['wallet-slow', 'wallet-fast'], 'the reader got both, in commit order')
  t.ok(reader.delivered[0]!.position < fastResult.position)
})

t.test('appends racing from two processes reach a live reader once each, in position order', needs('postgres'), async t => {
  const fixture = await postgresFixture()
  t.teardown(() => fixture.cleanup())
  const other = await fixture.reopen()
  const streams = Array.from({ length: 20 }, () => newStream())
  const expected = 2 * 10 * 10
  const seen = collect(fixture.store, 0, new Set(streams), events => events.length >= expected)
  t.teardown(() => seen.subscription.close())

  const writer = (store: EventStore, lane: number) => async () => {
    for (let i = 0; i < 10; i++) await store.append(streams[(lane + i) % streams.length]!, deposits(1), 'any')
  }
  await Promise.all([fixture.store, other].flatMap(store => Array.from({ length: 10 }, (_, lane) => writer(store, lane)())))
  const delivered = await seen.done

  t.equal(new Set(delivered.map(e => e.id)).size, expected, 'no event delivered twice')
  t.ok(delivered.every((e, i) => i === 0 || e.position > delivered[i - 1]!.position), 'positions strictly increase')
  t.same(delivered.map(e => e.id), (await fixture.store.readAll(0, 10_000)).map(e => e.id), 'the reader saw the log as it is stored')
})

import postgres from 'postgres'
import t from 'tap'
import type { NewEvent } from '@arena/contracts'
import { needs } from '@arena/testing'
import { deposit, deposits, newStream } from '../src/contract/index'
import { EventIdConflict, WrongExpectedVersion, type AppendResult, type ExpectedVersion } from '../src/port'
import { writeAppends } from '../src/postgres/writeGroup'
import { databaseUrl, postgresFixture } from './postgresFixture'

interface Attempt {
  stream: string
  events: NewEvent[]
  expected: ExpectedVersion
}

t.test('200 concurrent appends to 50 streams share transactions, and each succeeds or fails on its own', needs('postgres'), async t => {
  const { store, schema, cleanup } = await postgresFixture()
  t.teardown(cleanup)
  const streams = Array.from({ length: 50 }, () => newStream())
  const attempts: Attempt[] = streams.flatMap(stream => [
    { stream, events: deposits(1), expected: 0 },
    { stream, events: deposits(2), expected: 0 },
    { stream, events: deposits(1), expected: 'any' },
    { stream, events: deposits(3), expected: 'any' },
  ])
  const settled = await Promise.allSettled(attempts.map(a => store.append(a.stream, a.events, a.expected)))

  const won = attempts.flatMap((a, i) => (settled[i]!.status === 'fulfilled' ? [{ ...a, result: (settled[i] as PromiseFulfilledResult<AppendResult>).value }] : []))
  const lost = attempts.flatMap((a, i) => (settled[i]!.status === 'rejected' ? [{ ...a, error: (settled[i] as PromiseRejectedResult).reason }] : []))
  t.equal(won.filter(a => a.expected === 'any').length, 100, "every 'any' append succeeds")
  t.ok(lost.every(a => a.error instanceof WrongExpectedVersion && a.expected === 0), 'only expected-version appends lose, with WrongExpectedVersion')
  t.ok(streams.every(s => won.filter(a => a.stream === s && a.expected === 0).length <= 1), 'at most one expected-0 append per stream wins')

  const problems: string[] = []
  for (const stream of streams) {
    const stored = await store.readStream(stream)
    const mine = won.filter(a => a.stream === stream).sort((a, b) => a.result.nextExpectedVersion - b.result.nextExpectedVersion)
    const last = (a: (typeof mine)[number]) => stored.find(e => e.id === a.events.at(-1)!.id)
    if (stored.map(e => e.id).join() !== mine.flatMap(a => a.events.map(e => e.id)).join()) problems.push(`${stream} does not hold exactly its winners' events, each append contiguous`)
    if (!mine.every(a => a.result.nextExpectedVersion === last(a)?.version && a.result.position === last(a)?.position)) problems.push(`${stream}: a result does not name its last event`)
    if (!stored.every((e, i) => e.version === i + 1 && (i === 0 || e.position > stored[i - 1]!.position))) problems.push(`${stream}: versions do not run from 1 in position order`)
  }
  t.same(problems, [], 'every stream holds exactly what its successful appends returned')
  const lostIds = lost.flatMap(a => a.events.map(e => e.id))
  t.equal((await store.readAll(0, 10_000)).filter(e => lostIds.includes(e.id)).length, 0, 'a rejected append wrote nothing')

  const admin = postgres(databaseUrl(), { max: 1 })
  t.teardown(() => admin.end())
  const [{ transactions }] = await admin<[{ transactions: number }]>`SELECT count(DISTINCT xmin::text)::int AS transactions FROM ${admin(`${schema}.events`)}`
  t.ok(transactions <= won.length / 10, `the ${won.length} successful appends shared ${transactions} transactions`)
})

/** Appends `attempts` while a first append is in flight, so they all go in one group. */
async function inOneGroup(store: { append: (s: string, e: NewEvent[], v: ExpectedVersion) => Promise<AppendResult> }, attempts: Attempt[]) {
  const opener = store.append(newStream(), deposits(1), 0)
  const settled = await Promise.allSettled(attempts.map(a => store.append(a.stream, a.events, a.expected)))
  await opener
  return settled
}

t.test('an append PostgreSQL refuses fails alone; the rest of its group is written', needs('postgres'), async t => {
  const { store, cleanup } = await postgresFixture()
  t.teardown(cleanup)
  const good = [newStream(), newStream()]
  const bad = newStream()
  const settled = await inOneGroup(store, [
    { stream: good[0]!, events: deposits(2), expected: 0 },
    // A lone surrogate is valid in a JS string but not in jsonb.
    { stream: bad, events: [deposit('1.00', '\ud800')], expected: 0 },
    { stream: good[1]!, events: deposits(1), expected: 0 },
  ])
  t.same(settled.map(s => s.status), ['fulfilled', 'rejected', 'fulfilled'])
  t.equal((await store.readStream(good[0]!)).length, 2)
  t.equal((await store.readStream(good[1]!)).length, 1)
  t.equal((await store.readStream(bad)).length, 0)
})

t.test('an append reusing an event id stored in another stream fails alone with EventIdConflict', needs('postgres'), async t => {
  const { store, cleanup } = await postgresFixture()
  t.teardown(cleanup)
  const taken = deposit('5.00')
  await store.append(newStream(), [taken], 0)
  const [before, reuse, after] = [newStream(), newStream(), newStream()]
  const settled = await inOneGroup(store, [
    { stream: before, events: deposits(1), expected: 0 },
    // Only the first id of each append is probed up front; this one collides on its second.
    { stream: reuse, events: [deposit('1.00'), taken], expected: 0 },
    { stream: after, events: deposits(1), expected: 'any' },
  ])
  t.same(settled.map(s => s.status), ['fulfilled', 'rejected', 'fulfilled'])
  t.ok((settled[1] as PromiseRejectedResult).reason instanceof EventIdConflict)
  t.equal((await store.readStream(reuse)).length, 0)
  await t.rejects(store.append(newStream(), [taken], 0), EventIdConflict, 'alone as well as in a group')
})

t.test('the same append submitted twice in one group is written once and both calls get its result', needs('postgres'), async t => {
  const { store, cleanup } = await postgresFixture()
  t.teardown(cleanup)
  const stream = newStream()
  const events = deposits(2)
  const settled = await inOneGroup(store, [
    { stream, events, expected: 0 },
    { stream, events, expected: 0 },
  ])
  t.same(settled.map(s => s.status), ['fulfilled', 'fulfilled'])
  t.same((settled[0] as PromiseFulfilledResult<AppendResult>).value, (settled[1] as PromiseFulfilledResult<AppendResult>).value)
  t.equal((await store.readStream(stream)).length, 2)
})

t.test('racing appends from two processes with the same expected version: one wins, the others get WrongExpectedVersion', needs('postgres'), async t => {
  const { store, reopen, cleanup } = await postgresFixture()
  t.teardown(cleanup)
  const other = await reopen()
  const streams = Array.from({ length: 10 }, () => newStream())
  const settled = await Promise.all(
    streams.map(stream => Promise.allSettled(Array.from({ length: 20 }, (_, i) => (i % 2 ? store : other).append(stream, deposits(1), 0)))),
  )
  t.same(settled.map(racers => racers.filter(s => s.status === 'fulfilled').length), streams.map(() => 1), 'one winner per stream')
  const errors = settled.flat().flatMap(s => (s.status === 'rejected' ? [s.reason] : []))
  t.ok(errors.every(e => e instanceof WrongExpectedVersion), 'every loser gets WrongExpectedVersion, never a constraint error')
})

t.test('a group whose write fails because a head moved is written again whole in one locked transaction, not one per append', needs('postgres'), async t => {
  const { schema, cleanup } = await postgresFixture()
  t.teardown(cleanup)
  const sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  t.teardown(() => sql.end())
  // The group's one INSERT outside a transaction fails as it does when another process appends to
  // one of its streams after the statement's snapshot: on an existing (stream, version).
  let failing = 1
  let transactions = 0
  const interfered = new Proxy(sql, {
    apply: (target, self, args: Parameters<typeof sql>) => {
      const text = Array.isArray(args[0]) ? (args[0] as string[]).join('') : ''
      if (/INSERT/i.test(text) && failing > 0) {
        failing--
        return Promise.reject(new Error('duplicate key value violates unique constraint (simulated)'))
      }
      return Reflect.apply(target, self, args)
    },
    get: (target, key) => {
      if (key === 'reserve') transactions++
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  const group = Array.from({ length: 5 }, () => ({ stream: newStream(), events: deposits(1), expectedVersion: 0 as const }))
  const outcomes = await writeAppends(interfered, schema, group)
  t.equal(failing, 0, 'the first INSERT was tried and failed')
  t.same(outcomes.map(o => o.ok), [true, true, true, true, true], 'every append of the group is written')
  t.equal(transactions, 1, 'in one transaction holding the append lock')
  const stored = await sql`SELECT stream FROM ${sql(`${schema}.events`)} ORDER BY position`
  t.same(stored.map(row => row.stream), group.map(request => request.stream), 'in the order of the group')
})

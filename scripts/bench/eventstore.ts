// Event store throughput against plain PostgreSQL in the same run: appends (single events at
// several concurrencies, and 100-event batches) through PostgresEventStore versus raw INSERTs of
// the same rows into the same table, then replay (readAll / readStream) versus a plain SELECT.
// Ours and raw alternate in short slices, so load from other processes falls on both alike.
// Prints one JSON object on stdout; progress goes to stderr.
//   npx tsx scripts/bench/eventstore.ts [--events 200000] [--seconds 1.2]
import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import type { NewEvent } from '@arena/contracts'
import { PostgresEventStore } from '@arena/eventstore/postgres'
import { benchSetup, loadAverage, machine } from './benchKit'

const { option, log, required } = benchSetup('eventstore')
const url = required('DATABASE_URL', 'DATABASE_URL is not set')
const replayEvents = option('events', 1_000_000)
const seconds = option('seconds', 1.2)
const slices = 3
const wallets = 1000

const tag = randomUUID().replaceAll('-', '').slice(0, 10)
const writeSchema = `bench_es_${tag}`
const readSchema = `bench_es_${tag}_replay`
const admin = postgres(url, { max: 1, onnotice: () => {} })

const event = (n: number): NewEvent => ({
  id: randomUUID(),
  type: 'FundsDeposited',
  data: { amount: `${n % 1000}.50`, wallet: 'cash', reference: `dep-${n}` },
  metadata: { correlationId: randomUUID(), causationId: null, actor: 'system:bench', at: new Date(0).toISOString() },
})
const row = (stream: string, version: number, e: NewEvent) => ({
  stream,
  version,
  id: e.id,
  type: e.type,
  data: e.data as postgres.JSONValue,
  metadata: e.metadata as unknown as postgres.JSONValue,
})

interface Tally {
  calls: number
  events: number
  seconds: number
}
const tally = (): Tally => ({ calls: 0, events: 0, seconds: 0 })
const rates = (t: Tally) => ({ callsPerSec: Math.round(t.calls / t.seconds), eventsPerSec: Math.round(t.events / t.seconds) })
const ratio = (ours: number, raw: number) => Math.round((ours / raw) * 100) / 100

/** Runs `concurrency` loops for `forSeconds`; each call of `step` returns the events it wrote. */
async function run(into: Tally, forSeconds: number, concurrency: number, step: (worker: number) => Promise<number>) {
  const started = performance.now()
  const deadline = started + forSeconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const written = await step(worker)
        into.events += written
        into.calls++
      }
    }),
  )
  into.seconds += (performance.now() - started) / 1000
}

async function appendRates(store: PostgresEventStore, eventsPerCall: number, concurrency: number) {
  const label = `${eventsPerCall}x${concurrency}`
  const raw = postgres(url!, { max: concurrency, onnotice: () => {} })
  const versions = new Map<string, number>()
  // Each worker appends to a stream of its own with the version it expects, as a service would.
  const next = (prefix: string, worker: number) => {
    const stream = `wallet-${prefix}-${label}-${worker}`
    const version = versions.get(stream) ?? 0
    versions.set(stream, version + eventsPerCall)
    return { stream, version, events: Array.from({ length: eventsPerCall }, (_, i) => event(version + i)) }
  }
  const insertInto = (target: postgres.Helper<string>, prefix: string) => async (worker: number) => {
    const { stream, version, events } = next(prefix, worker)
    await raw`INSERT INTO ${target} ${raw(events.map((e, i) => row(stream, version + i + 1, e)))}`
    return events.length
  }
  const contenders = {
    ours: async (worker: number) => {
      const { stream, version, events } = next('ours', worker)
      await store.append(stream, events, version)
      return events.length
    },
    raw: insertInto(raw(`${writeSchema}.events`), 'raw'),
    rawUntriggered: insertInto(raw(`${writeSchema}.plain_events`), 'plain'),
  }
  log(`appends of ${eventsPerCall} event(s), concurrency ${concurrency}`)
  const tallies = { ours: tally(), raw: tally(), rawUntriggered: tally() }
  for (let slice = 0; slice < slices; slice++) {
    for (const name of ['ours', 'raw', 'rawUntriggered'] as const) await run(tallies[name], seconds / slices, concurrency, contenders[name])
  }
  await raw.end()
  const [ours, sameTable, untriggered] = [rates(tallies.ours), rates(tallies.raw), rates(tallies.rawUntriggered)]
  return {
    eventsPerCall,
    concurrency,
    ours,
    raw: sameTable,
    rawUntriggered: untriggered,
    ratio: ratio(ours.eventsPerSec, sameTable.eventsPerSec),
    ratioUntriggered: ratio(ours.eventsPerSec, untriggered.eventsPerSec),
  }
}

async function seedReplay(): Promise<void> {
  log(`seeding ${replayEvents} wallet events for replay`)
  const perWallet = Math.ceil(replayEvents / wallets)
  // Streams interleave in the global log, as wallets active at the same time would.
  await admin.unsafe(`
    INSERT INTO ${readSchema}.events (stream, version, id, type, data, metadata)
    SELECT 'wallet-' || w, v, gen_random_uuid(), 'FundsDeposited',
      jsonb_build_object('amount', (v % 1000) || '.50', 'wallet', 'cash', 'reference', 'dep-' || v),
      jsonb_build_object('correlationId', gen_random_uuid(), 'causationId', null, 'actor', 'system:bench', 'at', '1970-01-01T00:00:00.000Z')
    FROM generate_series(1, ${perWallet}) v CROSS JOIN generate_series(1, ${wallets}) w
    WHERE (v - 1) * ${wallets} + w <= ${replayEvents}
    ORDER BY v, w`)
  // Settle hint bits, visibility map and statistics now, or whichever reader runs first pays for them.
  await admin.unsafe(`VACUUM ANALYZE ${readSchema}.events`)
}

/** Times `ours` and `raw` over the same slices of the data, alternating slice by slice. */
async function replayPair(label: string, parts: number, ours: (part: number) => Promise<number>, raw: (part: number) => Promise<number>) {
  log(label)
  const tallies = { ours: tally(), raw: tally() }
  for (let part = 0; part < parts; part++) {
    for (const [name, body] of [['ours', ours], ['raw', raw]] as const) {
      const started = performance.now()
      tallies[name].events += await body(part)
      tallies[name].seconds += (performance.now() - started) / 1000
    }
  }
  const summary = (t: Tally) => ({ events: t.events, seconds: Math.round(t.seconds * 100) / 100, eventsPerSec: Math.round(t.events / t.seconds) })
  return { ours: summary(tallies.ours), raw: summary(tallies.raw), ratio: ratio(tallies.ours.events / tallies.ours.seconds, tallies.raw.events / tallies.raw.seconds) }
}

async function replayRates() {
  const store = await PostgresEventStore.connect({ url: url!, schema: readSchema, maxConnections: 2 })
  await seedReplay()
  const table = admin(`${readSchema}.events`)
  const columns = admin`position, stream, version, id, type, data, metadata`
  const parts = 4
  const [{ first, last }] = await admin<[{ first: string; last: string }]>`SELECT min(position) - 1 AS first, max(position) AS last FROM ${table}`
  const bound = (part: number) => Number(first) + Math.round(((Number(last) - Number(first)) * part) / parts)
  const readAll = await replayPair(
    'replay the global log: readAll pages vs a plain SELECT cursor',
    parts,
    async part => {
      let count = 0
      for (let from = bound(part); from < bound(part + 1); ) {
        const page = await store.readAll(from, Math.min(5000, bound(part + 1) - from))
        if (page.length === 0) break
        count += page.length
        from = page.at(-1)!.position
      }
      return count
    },
    async part => {
      let count = 0
      await admin`SELECT ${columns} FROM ${table} WHERE position > ${bound(part)} AND position <= ${bound(part + 1)} ORDER BY position`.cursor(5000, rows => {
        count += rows.length
      })
      return count
    },
  )
  const streamsOf = (part: number) => Array.from({ length: wallets / parts }, (_, w) => `wallet-${part * (wallets / parts) + w + 1}`)
  const readStream = await replayPair(
    'replay wallet by wallet: readStream vs a plain SELECT',
    parts,
    async part => {
      let count = 0
      for (const stream of streamsOf(part)) count += (await store.readStream(stream)).length
      return count
    },
    async part => {
      let count = 0
      for (const stream of streamsOf(part)) count += (await admin`SELECT ${columns} FROM ${table} WHERE stream = ${stream} ORDER BY version`).length
      return count
    },
  )
  await store.close()
  return { events: replayEvents, readAll, readStream: { wallets, ...readStream } }
}

async function main() {
  const started = performance.now()
  const [settings] = await admin<[{ version: string; fsync: string; synchronous_commit: string }]>`
    SELECT version(), current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit`
  const store = await PostgresEventStore.connect({ url: url!, schema: writeSchema, maxConnections: 4 })
  // Same columns and indexes, without the triggers that order positions and notify readers.
  await admin.unsafe(`CREATE TABLE ${writeSchema}.plain_events (LIKE ${writeSchema}.events INCLUDING ALL)`)
  const single = []
  for (const concurrency of [1, 32]) single.push(await appendRates(store, 1, concurrency))
  const batched = []
  for (const concurrency of [1, 8]) batched.push(await appendRates(store, 100, concurrency))
  await store.close()
  const replay = await replayRates()
  const result = {
    benchmark: 'eventstore',
    machine: {
      ...machine(),
      loadAverage1m: loadAverage(),
      postgres: settings?.version,
      fsync: settings?.fsync,
      synchronousCommit: settings?.synchronous_commit,
    },
    secondsPerAppendScenario: seconds,
    appends: { single, batched },
    replay,
    totalSeconds: Math.round((performance.now() - started) / 100) / 10,
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
}

try {
  await main()
} finally {
  await admin.unsafe(`DROP SCHEMA IF EXISTS ${writeSchema} CASCADE; DROP SCHEMA IF EXISTS ${readSchema} CASCADE`)
  await admin.end()
}

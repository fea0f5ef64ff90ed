// Loading one long wallet stream cold (a fresh process: nothing cached) with and without a
// snapshot. The stream is years of play (deposits, fees, prizes, bonuses, withdrawals) written by
// the wallet's own decider, then a tail of events after the snapshot (99 by default: the most a
// stream grows before its next snapshot at SNAPSHOT_EVERY=100). Runs alternate, so load from
// other processes falls on both alike. Prints one JSON object on stdout; progress goes to stderr.
//   node --import tsx scripts/bench/longStream.ts [--events 100000] [--tail 99] [--runs 3]
import { randomUUID } from 'node:crypto'
import pino from 'pino'
import postgres from 'postgres'
import { streams } from '@arena/contracts'
import { PostgresEventStore, PostgresSnapshotStore } from '@arena/eventstore/postgres'
import { WALLET_FOLD_VERSION, WalletCommands, walletSnapshots } from '@arena/wallet'
import { countingReads, writeLongWallet } from '../../services/wallet/test/longWallet'
import { benchSetup, loadAverage, machine } from './benchKit'

const { option, log, required } = benchSetup('longStream')
const url = required('DATABASE_URL', 'DATABASE_URL is not set')
const events = option('events', 100_000)
const tail = option('tail', 99)
const runs = option('runs', 3)
const every = 100

const schema = `bench_ls_${randomUUID().replaceAll('-', '').slice(0, 10)}`
const stream = streams.wallet('bench-u1')
const quiet = pino({ level: 'silent' })
const admin = postgres(url, { max: 1, onnotice: () => {} })

/** One cold load: a new connection pool and a new handler, so nothing of an earlier run is cached in the process. */
async function coldLoad(withSnapshot: boolean) {
  const store = await PostgresEventStore.connect({ url, schema, migrate: false, maxConnections: 2 })
  try {
    const snapshots = withSnapshot ? walletSnapshots(await PostgresSnapshotStore.open(store.sql, { schema, migrate: false }), quiet, every) : undefined
    const { counted, read } = countingReads(store)
    const wallet = new WalletCommands(counted, { snapshots })
    const started = performance.now()
    const state = await wallet.load('bench-u1')
    const ms = performance.now() - started
    await snapshots?.flush()
    return { ms, eventsRead: read.events, cash: state.wallets.cash.toFixed(2), processed: state.processed.size }
  } finally {
    await store.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const round = (ms: number) => Math.round(ms * 10) / 10

async function main() {
  const started = performance.now()
  const store = await PostgresEventStore.connect({ url, schema, maxConnections: 4 })
  const snapshotStore = await PostgresSnapshotStore.open(store.sql, { schema })
  log(`writing ${events} events to ${stream}`)
  let t0 = performance.now()
  await writeLongWallet(store, 'bench-u1', events)
  const writeSeconds = (performance.now() - t0) / 1000

  log('keeping a snapshot at the stream\'s end')
  const snapshots = walletSnapshots(snapshotStore, quiet, every)
  await new WalletCommands(store, { snapshots }).load('bench-u1')
  t0 = performance.now()
  await snapshots.flush()
  const saveMs = performance.now() - t0
  const [row] = await admin<{ version: number; bytes: number }[]>`SELECT version, octet_length(state) AS bytes FROM ${admin(schema)}.snapshots WHERE stream = ${stream}`
  log(`snapshot at version ${row?.version}, ${row?.bytes} bytes; writing a tail of ${tail}`)
  await writeLongWallet(store, 'bench-u1', tail, { from: '2040-01-01T00:00:00.000Z' })
  await store.close()

  const without: Awaited<ReturnType<typeof coldLoad>>[] = []
  const withSnapshot: Awaited<ReturnType<typeof coldLoad>>[] = []
  for (let i = 0; i < runs; i++) {
    without.push(await coldLoad(false))
    withSnapshot.push(await coldLoad(true))
    log(`run ${i + 1}: without ${round(without.at(-1)!.ms)} ms, with snapshot ${round(withSnapshot.at(-1)!.ms)} ms`)
  }
  const same = without.every(r => r.cash === withSnapshot[0]!.cash && r.processed === withSnapshot[0]!.processed) && withSnapshot.every(r => r.cash === without[0]!.cash)
  if (!same) throw new Error('the loads disagree on the wallet')
  const result = {
    benchmark: 'longStream',
    machine: { ...machine(), loadAverage1m: loadAverage() },
    stream: { events: events + tail, snapshotAt: row?.version, tail, snapshotEvery: every, foldVersion: WALLET_FOLD_VERSION, snapshotBytes: row?.bytes, writeSeconds: round(writeSeconds) },
    coldLoad: {
      withoutSnapshot: { medianMs: round(median(without.map(r => r.ms))), runsMs: without.map(r => round(r.ms)), eventsRead: without[0]!.eventsRead },
      withSnapshot: { medianMs: round(median(withSnapshot.map(r => r.ms))), runsMs: withSnapshot.map(r => round(r.ms)), eventsRead: withSnapshot[0]!.eventsRead },
    },
    snapshotSaveMs: round(saveMs),
    balancesAgree: same,
    totalSeconds: round((performance.now() - started) / 1000),
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
}

try {
  await main()
} finally {
  await admin.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  await admin.end()
}

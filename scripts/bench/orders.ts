// Order commands over a real socket on PostgreSQL, beside a bare fastify route doing one plain
// INSERT, in the same run. The server is this process, built as the product builds the edge for
// matching: the PostgresEventStore (fresh schema, durable: fsync and synchronous_commit as the
// server has them, printed), the matching module (read model, command handler, the break check on
// every order), the gateway's fastify app with its real plugins (security headers, schemas,
// JWT; the per-IP rate limit off as in the exchange bench) and request logging at `--log-level`
// (to /dev/null). The load generator is a forked process (scripts/bench/ordersLoad.mjs, undici):
// players alternate an order-add of a resting buy and its order-delete.
//   closed loop: `--concurrency` players back to back, for the most it can take;
//   open loop: `--rate` requests a second whatever is in flight, for the latency at that load.
// Server CPU per request is process.cpuUsage() of this process over the measured seconds.
// Prints one JSON object on stdout; progress goes to stderr. Needs DATABASE_URL.
// `npm run bench -- orders` starts this process with Node's flags as the product starts an edge
// (scripts/lib/platformNode.mjs: its young generation is worth about a tenth of an order's CPU
// here); by hand, `node --max-semi-space-size=32 --import tsx scripts/bench/orders.ts`. The JSON's
// `machine.nodeFlags` says which flags a run had.
//   npx tsx scripts/bench/orders.ts [--seconds 10] [--warmup 3] [--concurrency 64] [--rate 2000] [--players 256]
//     [--log-level info] [--ours-only | --raw-only] [--profile ours.cpuprofile]   (--rate 0 skips the open loop)
// --trace adds the wall time of the store's append, readStream, readAll and headPosition calls (all phases).
// --adds-only sends only order-adds (each rests), for the order-add rate on its own.
// --no-break-check leaves out the wallet's break check (to see what it costs; not the product's path).
// --no-metrics leaves out what the product measures (/metrics: request histogram, measured store), to see what it costs.
// --profile writes a CPU profile of this process over the measured seconds of our closed loop only.
import { fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import Fastify from 'fastify'
import postgres from 'postgres'
import pino from 'pino'
import { inProcessEvents } from '@arena/bus'
import { ContestCreated, PlayerJoined, newId, originating, streams, type NewEvent } from '@arena/contracts'
import { PostgresEventStore } from '@arena/eventstore/postgres'
import { MeasuredEventStore } from '@arena/eventstore'
import { buildGateway } from '@arena/gateway'
import type { Kline, MarketFeed, MarketListener, MarketSnapshot, Trade } from '@arena/market-data'
import { createMatchingModule } from '@arena/matching'
import { createContestTermsModule } from '@arena/contest'
import { createWalletModule, everyAccountActive } from '@arena/wallet'
import { authGuards, createLogger, createTokenIssuer, Metrics, systemClock, type ModuleContext } from '@arena/service-kit'
import { benchSetup, loadAverage, machine } from './benchKit'

const { option, log, required } = benchSetup('orders')
const url = required('DATABASE_URL', 'orders bench: set DATABASE_URL (npm run bench -- orders finds or starts PostgreSQL)')
const seconds = option('seconds', 10)
const warmup = option('warmup', 3)
const concurrency = option('concurrency', 64)
const rate = option('rate', 2000)
const playerCount = Math.max(option('players', 256), concurrency)
const logLevelAt = process.argv.indexOf('--log-level')
const logLevel = logLevelAt === -1 ? 'info' : process.argv[logLevelAt + 1]!
const profileAt = process.argv.indexOf('--profile')
const profileFile = profileAt === -1 ? undefined : process.argv[profileAt + 1]
// Only order-adds (every order rests; none is deleted): the order-add rate on its own.
const addsOnly = process.argv.includes('--adds-only')
const only = process.argv.includes('--ours-only') ? 'ours' : process.argv.includes('--raw-only') ? 'raw' : 'both'
const schema = `bench_orders_${randomUUID().replace(/-/g, '').slice(0, 12)}`
const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places

/** Prices that never move: every buy at 1000 rests below BTCUSDT's 60000. */
class StillFeed implements MarketFeed {
  lastPrice = (symbol: string) => (symbol === 'BTCUSDT' ? '60000' : undefined)
  subscribe(_symbol: string, _listener: MarketListener) {
    return () => {}
  }
  snapshot = (): MarketSnapshot => ({ trades: [] })
  recentTrades = async (): Promise<Trade[]> => []
  klines = async (): Promise<Kline[]> => []
  close = async () => {}
}

const meta = originating('system:bench', new Date().toISOString())
const event = (type: string, data: unknown): NewEvent => ({ id: newId(), type, data, metadata: meta })

/** Wall time per call of the store's methods (`--trace`): where an order waits. */
const traces = new Map<string, number[]>()
function traced(target: object, methods: string[]) {
  if (!process.argv.includes('--trace')) return
  for (const method of methods) {
    const inner = (target as Record<string, (...args: unknown[]) => Promise<unknown>>)[method]!.bind(target)
    const list: number[] = []
    traces.set(method, list)
    Object.defineProperty(target, method, {
      value: async (...args: unknown[]) => {
        const t0 = performance.now()
        try {
          return await inner(...args)
        } finally {
          list.push(performance.now() - t0)
        }
      },
    })
  }
}
function traceSummary() {
  return Object.fromEntries([...traces].map(([method, list]) => {
    const sorted = Float64Array.from(list).sort()
    const at = (p: number) => round(sorted[Math.floor(p * (sorted.length - 1))] ?? 0, 2)
    return [method, { calls: list.length, p50Ms: at(0.5), p99Ms: at(0.99) }]
  }))
}

/** The product's edge for orders on a fresh schema, listening on loopback. */
async function ourServer() {
  const store = await PostgresEventStore.connect({ url, schema, applicationName: 'arena-bench-orders' })
  traced(store, ['append', 'readStream', 'readAll', 'headPosition'])
  // Request logging as the product does it (one line in, one out), written nowhere.
  const logger = createLogger('bench', { level: logLevel }, pino.destination({ dest: '/dev/null', sync: false }))
  const issuer = createTokenIssuer({ secret: randomUUID(), ttlSeconds: 3600 })
  const push = { toUser() {}, toTopic() {}, toAll() {} }
  // Measured as services/platform measures every process (docs/adr/0026-metrics.md).
  const metrics = process.argv.includes('--no-metrics') ? undefined : new Metrics({ processMetrics: true })
  const ctx: ModuleContext = { store: metrics ? new MeasuredEventStore(store, metrics) : store, clock: systemClock, logger, issuer, guards: authGuards(issuer), push, dataDir: os.tmpdir() }
  // The break check as services/platform/src/modules.ts wires it: the wallet's view of its breaks.
  const wallet = createWalletModule(ctx, { payoutEligibility: { check: async () => ({ ok: true }) }, webhookSecret: randomUUID(), accounts: everyAccountActive })
  await wallet.start?.()
  // Joins reach the accounts over the embedded profile's bus, fed from the store by the relay.
  const events = await inProcessEvents(store)
  const breakOf = process.argv.includes('--no-break-check') ? async () => null : wallet.breakInForce
  // The contests' terms as the platform wires them: the contest's own view, started before matching.
  const contests = createContestTermsModule(ctx)
  await contests.start?.()
  const matching = createMatchingModule(ctx, { feed: new StillFeed(), events: { bus: events.bus, versions: events.versions }, breakOf, contests })
  await matching.start?.()
  await matching.startWorkers?.()
  const app = await buildGateway({ logger, health: {}, routes: [matching.routes!], rateLimit: false, metrics })
  const contestId = randomUUID()
  const now = Date.now()
  const terms = ContestCreated.parse({
    contestId, createdBy: 'bench', contestName: 'Bench', contestLogo: null, startAt: new Date(now - 3_600_000).toISOString(),
    endAt: new Date(now + 3_600_000).toISOString(), entryFee: '0.00', winningAmount: '0.00', virtualFund: '100000000', maxParticipants: playerCount,
    levels: '', pairs: ['BTCUSDT'], description: '',
  })
  await store.append(streams.contest(contestId), [event('ContestCreated', terms)], 0)
  const users = Array.from({ length: playerCount }, (_, i) => `bench-player-${i}`)
  const joined = users.map((userId, seat) => event('PlayerJoined', PlayerJoined.parse({ contestId, userId, virtualFund: '100000000', entryFee: '0.00', feeSplit: { reward: '0.00', winning: '0.00', cash: '0.00' }, seat: seat + 1 })))
  await store.append(streams.contest(contestId), joined, 'any')
  await matching.idle()
  const tokens = await Promise.all(users.map(id => issuer.issue({ id, name: id, role: 'player' })))
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as { port: number }
  const settings = await store.sql<{ name: string; setting: string }[]>`SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'server_version')`
  return {
    url: `http://127.0.0.1:${port}`, contestId, tokens,
    postgres: Object.fromEntries(settings.map(s => [s.name, s.setting])),
    async close() {
      await app.close()
      await matching.stop?.()
      await contests.stop?.()
      await wallet.stop?.()
      await events.close()
      await store.sql.unsafe(`DROP SCHEMA ${schema} CASCADE`)
      await store.close()
    },
  }
}

/** A bare fastify server: one route, one plain INSERT through `postgres` with its defaults (10 connections; the store uses 4). */
async function rawServer() {
  const sql = postgres(url, { onnotice: () => {}, connection: { application_name: 'arena-bench-orders-raw' } })
  await sql.unsafe(`CREATE SCHEMA IF NOT EXISTS ${schema}_raw; CREATE TABLE ${schema}_raw.orders (position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, id uuid NOT NULL UNIQUE, body jsonb NOT NULL)`)
  const table = sql(`${schema}_raw.orders`)
  const app = Fastify({ logger: false })
  const insert = async (request: { body: unknown }) => {
    const id = randomUUID()
    await sql`INSERT INTO ${table} (id, body) VALUES (${id}, ${sql.json(request.body as postgres.JSONValue)})`
    return { status: true, data: { _id: id } }
  }
  app.post('/raw/order-add', insert)
  app.post('/raw/order-delete', insert)
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close()
      await sql.unsafe(`DROP SCHEMA ${schema}_raw CASCADE`)
      await sql.end({ timeout: 5 })
    },
  }
}

const loadgen = fork(fileURLToPath(new URL('./ordersLoad.mjs', import.meta.url)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })

interface PhaseResult {
  all: { count: number; perSec: number; p50Ms: number; p99Ms: number }
  errors: number
  [key: string]: unknown
}

/** One phase in the load generator; this process's CPU is counted over its measured seconds only. */
function phase(spec: Record<string, unknown>, profile?: string): Promise<PhaseResult & { serverCpuUsPerRequest: number | null; serverEventLoopUtilization: number }> {
  return new Promise((resolve, reject) => {
    let cpu0 = process.cpuUsage()
    let elu0 = performance.eventLoopUtilization()
    const session = profile ? new Session() : undefined
    const onMessage = async (message: { recording?: boolean; result?: PhaseResult; error?: string }) => {
      if (message.recording) {
        if (session) {
          session.connect()
          await session.post('Profiler.enable')
          await session.post('Profiler.start')
        }
        cpu0 = process.cpuUsage()
        elu0 = performance.eventLoopUtilization()
        return
      }
      const cpu = process.cpuUsage(cpu0)
      const elu = performance.eventLoopUtilization(elu0)
      loadgen.off('message', onMessage)
      if (session) {
        const { profile: taken } = await session.post('Profiler.stop')
        writeFileSync(profile!, JSON.stringify(taken))
        session.disconnect()
      }
      if (message.error || !message.result) return reject(new Error(message.error ?? 'no result'))
      const requests = message.result.all.count + message.result.errors
      resolve({ ...message.result, serverCpuUsPerRequest: requests ? Math.round((cpu.user + cpu.system) / requests) : null, serverEventLoopUtilization: round(elu.utilization) })
    }
    loadgen.on('message', onMessage)
    loadgen.send({ warmupSeconds: warmup, seconds, ...spec })
  })
}

async function measure(name: string, server: { url: string }, prefix: string, contestId: string, tokens: string[]) {
  const base = { url: server.url, prefix, contestId, tokens, addsOnly }
  log(`${name}: closed loop, concurrency ${concurrency}, ${warmup}+${seconds} s`)
  const closed = await phase({ ...base, closed: { concurrency } }, name === 'ours' ? profileFile : undefined)
  log(`${name}: ${closed.all.perSec}/s, p99 ${closed.all.p99Ms} ms, ${closed.serverCpuUsPerRequest} µs server CPU per request`)
  if (rate === 0) return { closedLoop: { concurrency, ...closed }, openLoop: undefined }
  log(`${name}: open loop at ${rate}/s, ${warmup}+${seconds} s`)
  const open = await phase({ ...base, open: { rate }, connections: concurrency })
  log(`${name}: ${open.all.perSec}/s, p50 ${open.all.p50Ms} ms, p99 ${open.all.p99Ms} ms${open.overloaded ? ' (overloaded: stopped early)' : ''}`)
  return { closedLoop: { concurrency, ...closed }, openLoop: { offeredPerSec: rate, ...open } }
}

const started = performance.now()
const loadBefore = loadAverage()
let ours: Awaited<ReturnType<typeof measure>> | undefined
let raw: Awaited<ReturnType<typeof measure>> | undefined
let postgresSettings: Record<string, string> | undefined
try {
  // Built for both, so the raw side runs on the same fresh database state and JIT as ours would.
  const server = await ourServer()
  postgresSettings = server.postgres
  log(`server up at ${server.url} (schema ${schema}, ${playerCount} players, PostgreSQL ${JSON.stringify(server.postgres)})`)
  try {
    if (only !== 'raw') ours = await measure('ours', server, '/api', server.contestId, server.tokens)
  } finally {
    await server.close()
  }
  if (only !== 'ours') {
    const bare = await rawServer()
    try {
      raw = await measure('raw', bare, '/raw', '', server.tokens)
    } finally {
      await bare.close()
    }
  }
} finally {
  loadgen.disconnect()
}

const ratio = (a: number | undefined, b: number | undefined, places = 3) => (a && b ? round(a / b, places) : null)
process.stdout.write(`${JSON.stringify({
  benchmark: 'orders',
  machine: { ...machine(), loadAverage1m: { before: loadBefore, after: loadAverage() } },
  postgres: postgresSettings,
  logLevel,
  breakCheck: !process.argv.includes('--no-break-check'),
  mix: addsOnly ? 'order-add only (every order rests)' : 'order-add and order-delete alternating',
  ours,
  raw,
  ...(traces.size > 0 && { storeCallsWallMs: traceSummary() }),
  ratios: {
    closedLoopThroughput: ratio(ours?.closedLoop.all.perSec, raw?.closedLoop.all.perSec),
    serverCpuPerRequest: ratio(ours?.closedLoop.serverCpuUsPerRequest ?? undefined, raw?.closedLoop.serverCpuUsPerRequest ?? undefined, 2),
    openLoopP99: ratio(ours?.openLoop?.all.p99Ms, raw?.openLoop?.all.p99Ms, 2),
  },
  totalSeconds: round((performance.now() - started) / 1000, 1),
}, null, 2)}\n`)

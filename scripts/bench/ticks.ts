// Tick to leaderboard: one contest of 100,000 ranked players over 10 symbols (a tick on one symbol
// revalues its ~10,000 holders), from the feed's trade to the board written (and, apart, until the
// tick's pushes are sent too), versus one pipelined ZADD of exactly the rows that tick wrote, in
// the same run, with CPU per tick, GC pauses and process memory. Prints one JSON object on
// stdout; progress goes to stderr. REDIS_URL picks the Redis adapter (the memory adapter
// otherwise, with no raw figure).
//   npx tsx scripts/bench/ticks.ts [--players 100000] [--rounds 3]
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import { PerformanceObserver } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { Decimal } from '@arena/domain'
import { ContestCreated, newId, originating, streams, type NewEvent } from '@arena/contracts'
import { MemoryEventStore } from '@arena/eventstore/memory'
import { contestResultsIn, createContestTermsModule } from '@arena/contest'
import { createLeaderboardModule, MemoryLeaderboardStore, RedisLeaderboardStore, type LeaderboardStore } from '@arena/leaderboard'
import { instruments, type Kline, type MarketFeed, type MarketListener, type MarketSnapshot, type Trade } from '@arena/market-data'
import { authGuards, createLogger, createTokenIssuer, systemClock, type ModuleContext } from '@arena/service-kit'
import { benchSetup, loadAverage, machine, percentileOf } from './benchKit'

const { option, log } = benchSetup('ticks')
const players = option('players', 100_000)
const rounds = option('rounds', 3)
const logger = createLogger('bench', { level: 'silent' })
const symbols = instruments.map(i => i.symbol)
const loadAtStart = loadAverage()

/** A feed the bench drives by hand: one trade on one symbol when it says so. */
class BenchFeed implements MarketFeed {
  readonly #listeners = new Map<string, Set<MarketListener>>()
  readonly #last = new Map<string, string>()
  #id = 0
  trade(symbol: string, price: string): void {
    this.#last.set(symbol, price)
    const trade: Trade = { symbol, id: ++this.#id, price, qty: '1', time: Date.now(), buyerIsMaker: false }
    for (const listener of this.#listeners.get(symbol) ?? []) listener.trade?.(trade)
  }
  subscribe(symbol: string, listener: MarketListener) {
    const set = this.#listeners.get(symbol) ?? new Set()
    this.#listeners.set(symbol, set.add(listener))
    return () => void set.delete(listener)
  }
  lastPrice = (symbol: string) => this.#last.get(symbol)
  snapshot = (): MarketSnapshot => ({ trades: [] })
  recentTrades = async (): Promise<Trade[]> => []
  klines = async (): Promise<Kline[]> => []
  close = async () => {}
}

function context(store: MemoryEventStore): ModuleContext {
  const issuer = createTokenIssuer({ secret: randomUUID(), ttlSeconds: 3600 })
  const push = { toUser() {}, toTopic() {}, toAll() {} }
  return { store, clock: systemClock, logger, issuer, guards: authGuards(issuer), push, dataDir: os.tmpdir() }
}
const meta = originating('system:bench', new Date().toISOString())
const event = (type: string, data: unknown): NewEvent => ({ id: newId(), type, data, metadata: meta })
const ms = (n: number) => Math.round(n * 1000) / 1000
const mb = (bytes: number) => Math.round(bytes / 2 ** 20)
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heapAfterGc = () => (gc(), process.memoryUsage().heapUsed)
function stats(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (p: number) => ms(percentileOf(sorted, p))
  return { count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: ms(sorted.at(-1) ?? 0) }
}

/**
 * Records the rows a tick's applies write (however many), so the raw engine can be given exactly
 * the same ones, and when the last write was done: the board is updated then, before the pushes.
 */
function recording(inner: LeaderboardStore) {
  const last = { rows: [] as { member: string; score: number }[], writtenAt: 0 }
  const apply: LeaderboardStore['apply'] = async changes => {
    for (const change of changes) last.rows.push(...(change.set ?? []))
    await inner.apply(changes)
    last.writtenAt = Math.max(last.writtenAt, performance.now())
  }
  const store = new Proxy(inner, { get: (target, key) => (key === 'apply' ? apply : Reflect.get(target, key).bind(target)) })
  return { store, last }
}

/** Garbage-collector pauses while `measuring` is on: a long tick is often one of these. */
function gcPauses() {
  const pauses: number[] = []
  let measuring = false
  const observer = new PerformanceObserver(list => {
    if (measuring) for (const entry of list.getEntries()) pauses.push(entry.duration)
  })
  observer.observe({ entryTypes: ['gc'] })
  return {
    set measuring(on: boolean) {
      measuring = on
    },
    summary: () => {
      observer.disconnect()
      return { count: pauses.length, totalMs: ms(pauses.reduce((a, b) => a + b, 0)), maxMs: ms(Math.max(0, ...pauses)) }
    },
  }
}

async function seed(store: MemoryEventStore) {
  const contestId = randomUUID()
  const now = Date.now()
  const terms = ContestCreated.parse({
    contestId, createdBy: 'bench', contestName: 'Bench', contestLogo: null, startAt: new Date(now - 3_600_000).toISOString(),
    endAt: new Date(now + 3_600_000).toISOString(), entryFee: '0.00', winningAmount: '0.00', virtualFund: '1000000', maxParticipants: players,
    levels: '', pairs: symbols, description: '',
  })
  await store.append(streams.contest(contestId), [event('ContestCreated', terms)], 0)
  log(`seeding ${players} players (open, 5 orders, 1 fill each) over ${symbols.length} symbols`)
  let seeded = 1
  for (let i = 0; i < players; i++) {
    const userId = `p${i}`
    const { symbol, price } = instruments[i % instruments.length]!
    const amount = (1 + (i % 97) / 100).toFixed(8)
    const total = new Decimal(price).times(amount).toFixed(8)
    const owner = { contestId, userId }
    const order = (n: number) => ({ ...owner, orderId: `${userId}-${n}`, symbol, orderType: 'Buy', transType: 'limit', price, amount, stopLoss: null, reserved: total })
    const events = [event('AccountOpened', { ...owner, virtualFund: '1000000.00000000' })]
    for (let n = 0; n < 5; n++) events.push(event('OrderPlaced', order(n)))
    events.push(event('OrderFilled', { ...owner, orderId: `${userId}-0`, symbol, orderType: 'Buy', price, amount, total, released: '0.00000000', tradeId: 1 }))
    await store.append(streams.account(contestId, userId), events, 0)
    seeded += events.length
  }
  return { contestId, seeded }
}

async function tickToBoard() {
  const url = process.env.REDIS_URL
  const prefix = `bench:${randomUUID()}:`
  const inner: LeaderboardStore = url ? await RedisLeaderboardStore.connect({ url, prefix }) : new MemoryLeaderboardStore()
  const board = recording(inner)
  const store = new MemoryEventStore()
  const { contestId, seeded } = await seed(store)
  const heapWithLog = heapAfterGc()
  const feed = new BenchFeed()
  for (const { symbol, price } of instruments) feed.trade(symbol, price)
  const contests = createContestTermsModule(context(store))
  const leaderboard = createLeaderboardModule(context(store), { feed, store: board.store, results: contestResultsIn(store), contests, pushTimer: false })
  log(`rebuilding the board from ${seeded} events`)
  const rebuildStarted = performance.now()
  await contests.start?.()
  await leaderboard.start?.()
  await leaderboard.idle()
  const rebuildSeconds = (performance.now() - rebuildStarted) / 1000
  const ranked = await inner.count(contestId)
  const readModelHeap = heapAfterGc() - heapWithLog
  const oursLatencies: number[] = []
  const idleLatencies: number[] = []
  const rawLatencies: number[] = []
  const rawExecLatencies: number[] = []
  const rows: number[] = []
  const pauses = gcPauses()
  let cpuMicros = 0
  let rawCpuMicros = 0
  // CLOCK_MONOTONIC microseconds, the clock of --cpu-prof's sample timestamps: lets a profile be cut to the ticks.
  const windowStart = process.hrtime.bigint() / 1000n
  log(`${rounds} rounds of one tick per symbol, after one unmeasured round (the rebuild's garbage is collected there)`)
  for (let round = -1; round < rounds; round++) {
    for (const [k, { symbol, price }] of instruments.entries()) {
      const moved = new Decimal(price).times(1 + ((round + 2) % 2 === 0 ? 1 : -1) * (k + 1) / 1000).toFixed(8)
      pauses.measuring = round >= 0
      board.last.rows = []
      const cpu0 = process.cpuUsage()
      const t0 = performance.now()
      feed.trade(symbol, moved)
      await leaderboard.idle()
      const took = performance.now() - t0
      const cpu = process.cpuUsage(cpu0)
      pauses.measuring = false
      if (round >= 0) {
        oursLatencies.push(board.last.writtenAt >= t0 ? board.last.writtenAt - t0 : took)
        idleLatencies.push(took)
        cpuMicros += cpu.user + cpu.system
        rows.push(board.last.rows.length)
      }
      if (!(inner instanceof RedisLeaderboardStore)) continue
      // From the rows in hand to the replies: building the commands is part of a ZADD's cost.
      const rawCpu0 = process.cpuUsage()
      const r0 = performance.now()
      const pipeline = inner.redis.pipeline()
      const scratch = `${prefix}raw`
      for (let i = 0; i < board.last.rows.length; i += 1000) {
        pipeline.zadd(scratch, ...board.last.rows.slice(i, i + 1000).flatMap(r => [-r.score, r.member]))
      }
      const built = performance.now()
      await pipeline.exec()
      const rawCpu = process.cpuUsage(rawCpu0)
      if (round >= 0) {
        rawLatencies.push(performance.now() - r0)
        rawExecLatencies.push(performance.now() - built)
        rawCpuMicros += rawCpu.user + rawCpu.system
      }
    }
  }
  log(`measured ticks between monotonic ${windowStart} and ${process.hrtime.bigint() / 1000n} (microseconds)`)
  const memory = process.memoryUsage()
  const gcSummary = pauses.summary()
  await leaderboard.stop?.()
  if (inner instanceof RedisLeaderboardStore) {
    const keys = await inner.redis.keys(`${prefix}*`)
    if (keys.length > 0) await inner.redis.del(...keys)
  }
  await inner.close()
  const ours = stats(oursLatencies)
  const withPushes = stats(idleLatencies)
  const raw = rawLatencies.length ? stats(rawLatencies) : null
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100
  return {
    adapter: url ? 'redis' : 'memory',
    players, ranked, symbols: symbols.length,
    rowsPerTick: Math.round(rows.reduce((a, b) => a + b, 0) / Math.max(1, rows.length)),
    rebuild: { events: seeded, seconds: Math.round(rebuildSeconds * 100) / 100 },
    // From the trade to the board written; then to idle: every portfolio and board push of that tick sent too.
    ours: { ticks: ours.count, p50Ms: ours.p50Ms, p99Ms: ours.p99Ms, maxMs: ours.maxMs, cpuMsPerTick: ms(cpuMicros / 1000 / Math.max(1, ours.count)) },
    oursUntilPushed: { p50Ms: withPushes.p50Ms, p99Ms: withPushes.p99Ms, maxMs: withPushes.maxMs },
    // Built and sent; apart, the exec alone (the pipeline built before the clock starts), as this bench timed it before.
    raw: raw && { pipelines: raw.count, p50Ms: raw.p50Ms, p99Ms: raw.p99Ms, maxMs: raw.maxMs, cpuMsPerPipeline: ms(rawCpuMicros / 1000 / raw.count) },
    rawExecOnly: raw && (({ p50Ms, p99Ms }) => ({ p50Ms, p99Ms }))(stats(rawExecLatencies)),
    p50Ratio: raw ? ratio(ours.p50Ms, raw.p50Ms) : null,
    p99Ratio: raw ? ratio(ours.p99Ms, raw.p99Ms) : null,
    gcDuringTicks: gcSummary,
    // The bench's in-memory event log is most of the heap; the read model is what the rebuild added.
    process: { rssMb: mb(memory.rss), heapUsedMb: mb(memory.heapUsed), heapTotalMb: mb(memory.heapTotal), eventLogHeapMb: mb(heapWithLog), readModelHeapMb: mb(readModelHeap) },
  }
}

const started = performance.now()
const ticks = await tickToBoard()
process.stdout.write(`${JSON.stringify({
  benchmark: 'ticks',
  machine: { ...machine(), loadAverage1m: { atStart: loadAtStart, atEnd: loadAverage() } },
  tickToLeaderboard: ticks,
  totalSeconds: Math.round((performance.now() - started) / 100) / 10,
}, null, 2)}\n`)

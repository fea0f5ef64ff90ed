// The exchange path against the raw engines underneath, in the same run:
//  1. order commands (order-add / order-delete) through the HTTP API (app.inject, the gateway's own
//     graph) versus plain one-event appends through the same event store;
//  2. tick-to-leaderboard latency for one contest of 100,000 ranked players over 10 symbols (a tick
//     on one symbol revalues its 10,000 holders) versus one pipelined ZADD of the same rows.
// Prints one JSON object on stdout; progress goes to stderr. REDIS_URL picks the Redis adapter
// (the memory adapter otherwise, with no raw figure).
//   npx tsx scripts/bench/exchange.ts [--commands 2000] [--concurrency 8] [--players 100000] [--rounds 3]
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import { Decimal } from '@arena/domain'
import { ContestCreated, PlayerJoined, newId, originating, streams, type NewEvent } from '@arena/contracts'
import { MemoryEventStore } from '@arena/eventstore/memory'
import { buildGateway } from '@arena/gateway'
import { createLeaderboardModule, MemoryLeaderboardStore, RedisLeaderboardStore, type LeaderboardStore } from '@arena/leaderboard'
import { instruments, type Kline, type MarketFeed, type MarketListener, type MarketSnapshot, type Trade } from '@arena/market-data'
import { createMatchingModule } from '@arena/matching'
import { authGuards, createLogger, createTokenIssuer, systemClock, type ModuleContext } from '@arena/service-kit'
import { benchSetup, loadAverage, machine } from './benchKit'

const { option, log } = benchSetup('exchange')
const commands = option('commands', 2000)
const concurrency = option('concurrency', 8)
const players = option('players', 100_000)
const rounds = option('rounds', 3)
const logger = createLogger('bench', { level: 'silent' })
const symbols = instruments.map(i => i.symbol)

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
function stats(latencies: number[], seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (p: number) => ms(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0)
  return { count: sorted.length, perSec: Math.round(sorted.length / seconds), p50Ms: at(0.5), p99Ms: at(0.99) }
}
async function timed(count: number, workers: number, step: (worker: number, n: number) => Promise<void>) {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(Array.from({ length: workers }, async (_, worker) => {
    for (let n = next++; n < count; n = next++) {
      const t0 = performance.now()
      await step(worker, n)
      latencies.push(performance.now() - t0)
    }
  }))
  return stats(latencies, (performance.now() - started) / 1000)
}
async function openContest(store: MemoryEventStore, virtualFund: string) {
  const contestId = randomUUID()
  const now = Date.now()
  const terms = ContestCreated.parse({
    contestId, createdBy: 'bench', contestName: 'Bench', contestLogo: null, startAt: new Date(now - 3_600_000).toISOString(),
    endAt: new Date(now + 3_600_000).toISOString(), entryFee: '0.00', winningAmount: '0.00', virtualFund, maxParticipants: players,
    levels: '', pairs: symbols, description: '',
  })
  await store.append(streams.contest(contestId), [event('ContestCreated', terms)], 0)
  return contestId
}

async function orderCommands() {
  log(`order commands over HTTP: ${commands} at concurrency ${concurrency}`)
  const store = new MemoryEventStore()
  const feed = new BenchFeed()
  feed.trade('BTCUSDT', '60000')
  const ctx = context(store)
  const matching = createMatchingModule(ctx, { feed })
  await matching.start?.()
  await matching.startWorkers?.()
  // One client would hit the edge's per-IP limit (300/min) at once; the bench measures what is behind it.
  const app = await buildGateway({ logger, health: {}, routes: [matching.routes!], rateLimit: false })
  const contestId = await openContest(store, '1000000')
  const users = Array.from({ length: concurrency }, (_, i) => `bench-user-${i}`)
  const joined = users.map((userId, seat) => event('PlayerJoined', PlayerJoined.parse({ contestId, userId, virtualFund: '1000000', entryFee: '0.00', feeSplit: { reward: '0.00', winning: '0.00', cash: '0.00' }, seat: seat + 1 })))
  await store.append(streams.contest(contestId), joined, 'any')
  await matching.idle()
  const tokens = await Promise.all(users.map(id => ctx.issuer.issue({ id, name: id, role: 'player' })))
  const open = new Map<number, string>()
  // Each worker alternates: a resting buy (never crossed), then cancelling it.
  const command = async (worker: number) => {
    const headers = { authorization: `Bearer ${tokens[worker]}` }
    const orderId = open.get(worker)
    const res = orderId
      ? await app.inject({ method: 'POST', url: '/api/order-delete', headers, payload: { _id: orderId, orderType: 'Buy' } })
      : await app.inject({ method: 'POST', url: '/api/order-add', headers, payload: { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', price: '1000', amount: '0.5' } })
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`)
    if (orderId) open.delete(worker)
    else open.set(worker, res.json().data._id)
  }
  await timed(200, concurrency, command)
  const ours = await timed(commands, concurrency, command)
  const versions = new Map<number, number>()
  const raw = await timed(commands, concurrency, async worker => {
    const version = versions.get(worker) ?? 0
    versions.set(worker, version + 1)
    await store.append(`bench-${worker}`, [event('OrderPlaced', { n: version })], version)
  })
  await app.close()
  await matching.stop?.()
  return { concurrency, ours, raw, throughputRatio: Math.round((ours.perSec / raw.perSec) * 1000) / 1000, p50Ratio: Math.round((ours.p50Ms / raw.p50Ms) * 10) / 10 }
}

/** Records the rows each apply writes, so the raw engine can be given exactly the same ones. */
function recording(inner: LeaderboardStore) {
  const last = { rows: [] as { member: string; score: number }[] }
  const apply: LeaderboardStore['apply'] = async changes => {
    last.rows = changes.flatMap(c => [...(c.set ?? [])])
    await inner.apply(changes)
  }
  const store = new Proxy(inner, { get: (target, key) => (key === 'apply' ? apply : Reflect.get(target, key).bind(target)) })
  return { store, last }
}

async function tickToBoard() {
  const url = process.env.REDIS_URL
  const prefix = `bench:${randomUUID()}:`
  const inner: LeaderboardStore = url ? await RedisLeaderboardStore.connect({ url, prefix }) : new MemoryLeaderboardStore()
  const board = recording(inner)
  const store = new MemoryEventStore()
  const contestId = await openContest(store, '1000000')
  log(`seeding ${players} players (open, 5 orders, 1 fill each) over ${symbols.length} symbols`)
  let seeded = 0
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
  const feed = new BenchFeed()
  for (const { symbol, price } of instruments) feed.trade(symbol, price)
  const leaderboard = createLeaderboardModule(context(store), { feed, store: board.store, pushTimer: false })
  log(`rebuilding the board from ${seeded} events`)
  const rebuildStarted = performance.now()
  await leaderboard.start?.()
  await leaderboard.idle()
  const rebuildSeconds = (performance.now() - rebuildStarted) / 1000
  const ranked = await inner.count(contestId)
  const oursLatencies: number[] = []
  const rawLatencies: number[] = []
  log(`${rounds} rounds of one tick per symbol, after one unmeasured round (the rebuild's garbage is collected there)`)
  for (let round = -1; round < rounds; round++) {
    for (const [k, { symbol, price }] of instruments.entries()) {
      const moved = new Decimal(price).times(1 + ((round + 2) % 2 === 0 ? 1 : -1) * (k + 1) / 1000).toFixed(8)
      const t0 = performance.now()
      feed.trade(symbol, moved)
      await leaderboard.idle()
      if (round >= 0) oursLatencies.push(performance.now() - t0)
      if (!(inner instanceof RedisLeaderboardStore)) continue
      const pipeline = inner.redis.pipeline()
      const scratch = `${prefix}raw`
      for (let i = 0; i < board.last.rows.length; i += 1000) {
        pipeline.zadd(scratch, ...board.last.rows.slice(i, i + 1000).flatMap(r => [-r.score, r.member]))
      }
      const r0 = performance.now()
      await pipeline.exec()
      if (round >= 0) rawLatencies.push(performance.now() - r0)
    }
  }
  const rowsPerTick = board.last.rows.length
  await leaderboard.stop?.()
  if (inner instanceof RedisLeaderboardStore) {
    const keys = await inner.redis.keys(`${prefix}*`)
    if (keys.length > 0) await inner.redis.del(...keys)
  }
  await inner.close()
  const ours = stats(oursLatencies, 1)
  const raw = rawLatencies.length ? stats(rawLatencies, 1) : null
  return {
    adapter: url ? 'redis' : 'memory',
    players, ranked, symbols: symbols.length, rowsPerTick,
    rebuild: { events: seeded, seconds: Math.round(rebuildSeconds * 100) / 100 },
    ours: { ticks: ours.count, p50Ms: ours.p50Ms, p99Ms: ours.p99Ms },
    raw: raw && { pipelines: raw.count, p50Ms: raw.p50Ms, p99Ms: raw.p99Ms },
    p50Ratio: raw ? Math.round((ours.p50Ms / raw.p50Ms) * 100) / 100 : null,
  }
}

const started = performance.now()
const orders = await orderCommands()
const ticks = await tickToBoard()
process.stdout.write(`${JSON.stringify({
  benchmark: 'exchange',
  machine: { ...machine(), loadAverage1m: loadAverage() },
  orderCommandsOverHttp: orders,
  tickToLeaderboard: ticks,
  totalSeconds: Math.round((performance.now() - started) / 100) / 10,
}, null, 2)}\n`)

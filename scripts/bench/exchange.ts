// The exchange path against the raw engine underneath, in the same run: order commands
// (order-add / order-delete) through the HTTP API (app.inject, the gateway's own graph) versus
// plain one-event appends through the same event store. Tick to leaderboard has its own bench,
// scripts/bench/ticks.ts. Prints one JSON object on stdout; progress goes to stderr.
//   npx tsx scripts/bench/exchange.ts [--commands 2000] [--concurrency 8]
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import { ContestCreated, PlayerJoined, newId, originating, streams, type NewEvent } from '@arena/contracts'
import { MemoryEventStore } from '@arena/eventstore/memory'
import { buildGateway } from '@arena/gateway'
import { instruments, type Kline, type MarketFeed, type MarketListener, type MarketSnapshot, type Trade } from '@arena/market-data'
import { createMatchingModule } from '@arena/matching'
import { authGuards, createLogger, createTokenIssuer, systemClock, type ModuleContext } from '@arena/service-kit'
import { benchSetup, loadAverage, machine } from './benchKit'

const { option, log } = benchSetup('exchange')
const commands = option('commands', 2000)
const concurrency = option('concurrency', 8)
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
    endAt: new Date(now + 3_600_000).toISOString(), entryFee: '0.00', winningAmount: '0.00', virtualFund, maxParticipants: 1000,
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

const started = performance.now()
const orders = await orderCommands()
process.stdout.write(`${JSON.stringify({
  benchmark: 'exchange',
  machine: { ...machine(), loadAverage1m: loadAverage() },
  orderCommandsOverHttp: orders,
  totalSeconds: Math.round((performance.now() - started) / 100) / 10,
}, null, 2)}\n`)

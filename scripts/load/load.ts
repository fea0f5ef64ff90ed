import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import postgres, { type Sql } from 'postgres'
import { Cluster } from './cluster'
import { checkConsistency, type CheckReport } from './consistency'
import { addContest, adminToken, schedule, type ContestPlan } from './contest'
import { flagPageErrors } from './adminPages'
import { Api, sleep } from './http'
import { Outbox } from './outbox'
import { fund, join as joinContest, newPlayer, signUp, type Player, type PlayerContext } from './players'
import { Stats } from './stats'
import { Prices, trade } from './trading'

export interface LoadOptions {
  root: string
  databaseUrl: string
  redisUrl: string
  players: number
  seconds: number
  /** Requests in flight at once. */
  concurrency: number
  /** Share of players who arrive (sign up, pay, join) while trading runs rather than before. */
  late: number
  /** Paid prize levels (at most one per player). */
  prizeLevels: number
  /** Keep the schema, Redis keys and run folder (logs) afterwards. */
  keep?: boolean
  log?: (message: string) => void
  /** Runs beside trading (fault tests kill and restart processes here). */
  during?: (run: RunningLoad) => Promise<void>
  /** Runs after the contest's end, while it settles. */
  afterEnd?: (run: RunningLoad) => Promise<void>
  /** Edges, and processes of the matching and of the leaderboard worker (default 1 each). */
  replicas?: number
}

export interface RunningLoad {
  cluster: Cluster
  stats: Stats
  sql: Sql
  schema: string
  contestId: string
  startAt: number
  endAt: number
  log: (message: string) => void
}

export interface LoadReport {
  players: { planned: number; signedUp: number; joined: number; late: number }
  seconds: number
  phases: Record<string, number>
  orders: { acknowledged: number; perSecond: number }
  /** perSecond: calls per second while trading ran. */
  requests: { total: number; perSecond: number; ok: number; refused: number; retried: number; interrupted: number; failed: number }
  latencyMs: ReturnType<Stats['latency']>
  /**
   * CPU seconds per process (the cluster's, the broker's and this driver's) during the sign-up
   * wave and during trading, CPU ms per acknowledged order while trading, and the machine's load
   * average when trading ended (other work on the machine shows there).
   */
  cpu: { signUp: Record<string, number>; trading: Record<string, number>; msPerOrder: Record<string, number>; loadAverage: number[] }
  checked: CheckReport['checked'] | null
  errors: number
  firstErrors: string[]
  schema: string
  runDir: string
}

/** Drops the schema and the Redis keys; the run folder goes too, except its logs after a failure. */
async function cleanUp(sql: Sql, redis: Redis, schema: string, runDir: string, failed: boolean): Promise<void> {
  await sql.unsafe(`drop schema if exists ${schema} cascade`).catch(() => {})
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${schema}:*`, 'COUNT', 1000).catch(() => ['0', [] as string[]] as const)
    if (keys.length) await redis.del(...keys).catch(() => {})
    cursor = next
  } while (cursor !== '0')
  for (const part of failed ? ['kafka', 'data'] : ['']) await rm(join(runDir, part), { recursive: true, force: true }).catch(() => {})
}

/** Runs the flows with at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, flow: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await flow(items[next++]!)
  }))
}

/**
 * The busy-contest load test: a real cluster, players who sign up, pay and join one contest and
 * trade it through the gateway, and at the end the consistency check against a fresh replay.
 */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const log = options.log ?? (() => {})
  const runTag = randomBytes(3).toString('hex')
  const schema = `load_${runTag}${randomBytes(3).toString('hex')}`
  const runDir = await mkdtemp(join(tmpdir(), 'arena-load-'))
  const cluster = new Cluster({ root: options.root, runDir, databaseUrl: options.databaseUrl, redisUrl: options.redisUrl, schema, replicas: options.replicas })
  const stats = new Stats()
  const sql = postgres(options.databaseUrl, { max: 4, onnotice: () => {} })
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 })
  const phases: Record<string, number> = {}
  const timed = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const started = Date.now()
    log(`${name}...`)
    try {
      return await step()
    } finally {
      phases[name] = (Date.now() - started) / 1000
    }
  }
  const players = Array.from({ length: options.players }, (_, i) => newPlayer(i + 1, runTag))
  const lateCount = Math.floor(options.players * options.late)
  let check: CheckReport | null = null
  let tradingSeconds = options.seconds
  let tradingCalls = 0
  const cpu: LoadReport['cpu'] = { signUp: {}, trading: {}, msPerOrder: {}, loadAverage: [] }
  const cpuNow = () => ({ ...cluster.cpuSeconds(), driver: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6 })
  const cpuSince = (before: Record<string, number>) => {
    const after = cpuNow()
    return Object.fromEntries(Object.entries(after).filter(([name]) => before[name] !== undefined).map(([name, seconds]) => [name, Math.round((seconds - before[name]!) * 100) / 100]))
  }
  let acknowledgedBefore = 0
  let client: Api | undefined
  try {
    await redis.connect()
    await timed('cluster start', () => cluster.start())
    const api = new Api(cluster.edgeUrls, stats)
    client = api
    const ctx: PlayerContext = { api, outbox: new Outbox(cluster.dataDir), runTag, webhookSecret: cluster.secrets.PAYMENT_WEBHOOK_SECRET, patienceMs: 90_000 }
    const plan: ContestPlan = {
      players: options.players, entryFee: '100', virtualFund: '10000', pairs: ['BTCUSDT', 'ETHUSDT'],
      levels: Array.from({ length: Math.min(options.prizeLevels, options.players) }, (_, i) => String(Math.max(10, 1000 - i * 10))),
    }
    const admin = await timed('admin and contest', async () => adminToken(api, ctx.outbox, { root: options.root, env: cluster.env('identity') }, `8${runTag.replace(/\D/g, '1').padEnd(3, '1').slice(0, 3)}000000`))
    const contestId = await addContest(api, admin, plan)
    const arrive = async (player: Player) => (await signUp(ctx, player)) && (await fund(ctx, player, '1000')) && (await joinContest(ctx, player, contestId))
    const early = players.slice(0, players.length - lateCount)
    const signUpCpu = cpuNow()
    await timed('sign-up, deposit, join', () => eachLimited(early, options.concurrency, arrive))
    cpu.signUp = cpuSince(signUpCpu)
    const startAt = Date.now() + 2_000
    const endAt = startAt + options.seconds * 1000
    await schedule(api, admin, contestId, startAt, endAt)
    const run: RunningLoad = { cluster, stats, sql, schema, contestId, startAt, endAt, log }
    await sleep(startAt - Date.now())
    const active = early.filter(p => p.joined)
    const prices = new Prices(ctx, plan.pairs)
    await prices.start()
    const started = Date.now()
    const callsBefore = stats.total()
    const tradingCpu = cpuNow()
    acknowledgedBefore = players.reduce((sum, p) => sum + p.orders.length, 0)
    // Late players arrive spread over the first half of trading, so sign-ups, deposits and
    // seat payments keep identity, wallet and contest busy while the faults happen.
    const arrivals = async () => {
      const pending: Promise<void>[] = []
      for (const player of players.slice(early.length)) {
        pending.push(arrive(player).then(ok => void (ok && active.push(player))))
        await sleep((options.seconds * 500) / lateCount)
      }
      await Promise.all(pending)
    }
    await timed('trading', () => Promise.all([
      trade(ctx, active, { contestId, pairs: plan.pairs, untilMs: endAt - 300, concurrency: options.concurrency }, prices),
      arrivals(),
      options.during?.(run),
    ]))
    tradingSeconds = (Date.now() - started) / 1000
    tradingCalls = stats.total() - callsBefore
    cpu.trading = cpuSince(tradingCpu)
    cpu.loadAverage = loadavg().map(l => Math.round(l * 100) / 100)
    const tradedOrders = players.reduce((sum, p) => sum + p.orders.length, 0) - acknowledgedBefore
    const total = Object.values(cpu.trading).reduce((sum, seconds) => sum + seconds, 0)
    cpu.msPerOrder = Object.fromEntries([...Object.entries(cpu.trading), ['total', total] as const].map(([name, seconds]) => [name, Math.round((seconds * 1e5) / Math.max(1, tradedOrders)) / 100]))
    prices.stop()
    await sleep(Math.max(0, endAt - Date.now()))
    await timed('settlement and check', async () => {
      await options.afterEnd?.(run)
      check = await checkConsistency({ api, sql, redis, schema, contestId, players, settleWithinMs: 180_000 })
      check.errors.push(...(await flagPageErrors(api, admin, cluster.edgeUrls.length)))
    })
  } catch (error) {
    stats.failures.unshift(`run aborted: ${error instanceof Error ? error.stack ?? error.message : String(error)}`)
    stats.counts.failed++
  } finally {
    await client?.close()
    await timed('cluster stop', () => cluster.stop()).catch(error => log(`cluster stop failed: ${String(error)}`))
    if (!options.keep) await cleanUp(sql, redis, schema, runDir, cluster.crashes.length + stats.counts.failed > 0 || (check as CheckReport | null)?.errors.length !== 0)
    await sql.end({ timeout: 5 })
    redis.disconnect()
  }
  const latency = stats.latency()
  const total = Object.values(latency).reduce((sum, l) => sum + l.count, 0)
  const acknowledged = players.reduce((sum, p) => sum + p.orders.length, 0)
  const finalCheck = check as CheckReport | null
  // What the consistency check found matters most; failed calls are often many of one kind.
  const errors = [...cluster.crashes, ...(finalCheck?.errors ?? []).slice(0, 20), ...stats.failures.slice(0, 10)]
  return {
    players: { planned: options.players, signedUp: players.filter(p => p.id).length, joined: players.filter(p => p.joined).length, late: lateCount },
    seconds: options.seconds,
    phases,
    orders: { acknowledged, perSecond: Math.round(acknowledged / tradingSeconds) },
    requests: { total, perSecond: Math.round(tradingCalls / tradingSeconds), ...stats.counts },
    latencyMs: latency,
    cpu,
    checked: finalCheck?.checked ?? null,
    errors: cluster.crashes.length + stats.counts.failed + (finalCheck?.errors.length ?? 0),
    firstErrors: errors.slice(0, 30),
    schema,
    runDir,
  }
}

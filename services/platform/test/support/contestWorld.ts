import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { InProcessBroker, inProcessBus, MemoryCheckpointStore, startRelay } from '@arena/bus'
import { MemoryEventLog, MemoryEventStore } from '@arena/eventstore'
import { buildGateway } from '@arena/gateway'
import { SimulatedFeed, type Instrument } from '@arena/market-data'
import { authGuards, createLogger, createTokenIssuer, Shutdown, type ModuleContext } from '@arena/service-kit'
import { ManualClock } from '@arena/testing'
import { platformConfig } from '../../src/config'
import { createModules, type Modules } from '../../src/modules'
import type { Secrets } from '../../src/secrets'
import { client, type Client } from './client'
import { PushLog } from './pushLog'

/** Fixed so the test can sign webhook bodies, and so tokens outlive a restart. */
export const secrets: Secrets = {
  jwt: 'whole-contest-jwt-secret-whole-contest-jwt',
  identity: 'whole-contest-identity-secret-whole-contest',
  paymentWebhook: 'whole-contest-webhook-secret',
}

/**
 * The contest's two pairs with whole-dollar prices and a lively walk, so the fills and values
 * in the test's arithmetic are short numbers. Same seed and same ticks give the same market.
 */
export const market: Instrument[] = [
  { symbol: 'BTCUSDT', price: '60000', priceDecimals: 0, qtyDecimals: 5, typicalQty: '0.02', volatility: 0.002 },
  { symbol: 'ETHUSDT', price: '3000', priceDecimals: 0, qtyDecimals: 4, typicalQty: '0.35', volatility: 0.002 },
]
const openMarket = (at: Date) => new SimulatedFeed({ seed: 1, startAt: at.getTime(), backfillMinutes: 60, instruments: market })

export interface ContestWorld {
  modules: Modules
  app: FastifyInstance
  call: Client
  log: MemoryEventLog
  store: MemoryEventStore
  feed: SimulatedFeed
  clock: ManualClock
  pushes: PushLog
  dataDir: string
  /** Resolves once fills and the reactions they cause are written and every read model shows them. */
  settle(): Promise<void>
  /** Moves the clock and the market to `at`, then settles. */
  tickMarket(at: Date): Promise<void>
  /** A second later: the pushes the leaderboard held back (one per second per key) go out. */
  drainPushes(): Promise<void>
  /** Stops this process and boots another over the same event log, data folder and clock. */
  restart(): Promise<ContestWorld>
}

interface Kept {
  log: MemoryEventLog
  clock: ManualClock
  dataDir: string
  /** Extra environment for platformConfig (e.g. TDS_POLICY), kept across a restart. */
  env?: Record<string, string>
}

const logger = createLogger('whole-contest', { level: 'silent' })

/**
 * The platform as `startPlatform` wires it (createModules, every module's routes behind
 * buildGateway, the relay feeding the bus), over in-memory engines and a clock the test moves.
 */
export async function bootWorld(t: { teardown(fn: () => unknown): void }, kept?: Partial<Kept>): Promise<ContestWorld> {
  const log = kept?.log ?? new MemoryEventLog()
  const clock = kept?.clock ?? new ManualClock('2026-03-02T04:30:00.000Z')
  const dataDir = kept?.dataDir ?? (await mkdtemp(join(tmpdir(), 'arena-whole-contest-')))
  if (!kept?.dataDir) t.teardown(() => rm(dataDir, { recursive: true, force: true }))
  const shutdown = new Shutdown(logger)
  t.teardown(() => shutdown.run())

  const store = new MemoryEventStore(log)
  shutdown.add('event store', () => store.close())
  // One partition per topic: the bonus saga then handles users in the order they registered,
  // so a bonus the test sees paid means every earlier registration was handled too.
  const bus = inProcessBus({ broker: new InProcessBroker({ partitions: 1 }), service: 'platform' })
  shutdown.add('bus', () => bus.close())
  const relay = await startRelay({ store, bus, checkpoints: new MemoryCheckpointStore() })
  shutdown.add('relay', () => relay.close())
  const feed = openMarket(clock.now())
  shutdown.add('market feed', () => feed.close())

  const env = kept?.env ?? {}
  const config = platformConfig({ DATA_DIR: dataDir, PAYMENT_WEBHOOK_SECRET: secrets.paymentWebhook, ...env })
  const issuer = createTokenIssuer({ secret: secrets.jwt, ttlSeconds: config.TOKEN_TTL_SECONDS, now: () => clock.now() })
  // The guards ask identity whether a token's session is open, and identity is built with the guards.
  const built: { modules?: Modules } = {}
  const guards = authGuards(issuer, principal => built.modules?.identity.checkSession(principal) ?? Promise.resolve())
  const pushes = new PushLog()
  const ctx: ModuleContext = { store, clock, logger, issuer, guards, push: pushes, dataDir }
  const modules = (built.modules = await createModules(ctx, { bus, feed, health: {} }, secrets, config, { timers: false }))
  shutdown.add('module clients', modules.close)
  for (const module of modules.all) {
    await module.start?.()
    await module.startWorkers?.()
    shutdown.add(module.name, () => module.stop?.() ?? Promise.resolve())
  }
  // The flow is under test here, not the per-IP limit: every request comes from loopback.
  const app = await buildGateway({ logger, health: {}, rateLimit: false, routes: modules.all.flatMap(module => (module.routes ? [module.routes] : [])) })
  shutdown.add('gateway', () => app.close())

  const { matching, wallet, contest, leaderboard } = modules
  const settle = async () => {
    await matching.idle()
    const head = await store.headPosition()
    await Promise.all([wallet.caughtUpTo(head), contest.caughtUpTo(head), leaderboard.idle()])
  }
  return {
    modules, app, call: client(app), log, store, feed, clock, pushes, dataDir, settle,
    async tickMarket(at) {
      clock.set(at)
      feed.tick(at.getTime())
      await settle()
    },
    async drainPushes() {
      clock.advance(1000)
      await leaderboard.drainPushes()
    },
    async restart() {
      await shutdown.run()
      return bootWorld(t, { log, clock, dataDir, env })
    },
  }
}

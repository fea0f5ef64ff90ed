import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { authGuards, createLogger, createTokenIssuer, Metrics, readModelsCaughtUpTo, readModelsHaveApplied, Shutdown, systemClock, unauthorized, type Clock, type Logger, type ModuleContext, type RoutePlugin, type ServiceModule } from '@arena/service-kit'
import { marketRoutes, registerWebsocket, SocketRegistry, startGateway, startMarketPush } from '@arena/gateway'
import { instruments } from '@arena/market-data'
import type { PlatformConfig } from './config'
import { openInfrastructure, type Infrastructure } from './infrastructure'
import { createModules, type Modules } from './modules'
import { DemoContest } from './demo/demoContest'
import { asksIdentity, asksTheWallet, readModelsHere, workersHere } from './roles'
import { collectRestoreGarbage } from './restoreGarbage'
import { topicAccess } from './topicAccess'
import { loadSecrets } from './secrets'

export interface RunningPlatform extends Omit<Modules, 'all' | 'close'> {
  url: string
  /** The gateway's fastify instance (routes, inject) for tests and tools. */
  app: FastifyInstance
  infrastructure: Infrastructure
  /** What `/metrics` serves. */
  metrics: Metrics
  modules: ServiceModule[]
  /** The practice contest keeper, where DEMO_CONTEST=on and the contest's background work runs here. */
  demo?: DemoContest
  close(): Promise<void>
}

export interface PlatformOptions {
  logger?: Logger
  clock?: Clock
  /** Handle SIGINT/SIGTERM (the CLI does; tests do not). */
  signals?: boolean
  /**
   * The process's metrics (`/metrics`). The CLI passes one with the process metrics on; by default
   * a registry of the platform's own, so platforms built side by side in a test count apart.
   */
  metrics?: Metrics
}


/**
 * The composition root. With ROLE=all (the embedded profile, and the browser tests) every module's
 * routes, read models and background work run in this one process behind one gateway; the other
 * roles run one slice of that for the cluster profile.
 */
export async function startPlatform(config: PlatformConfig, options: PlatformOptions = {}): Promise<RunningPlatform> {
  const logger = options.logger ?? createLogger('arena')
  const shutdown = new Shutdown(logger)
  if (options.signals) shutdown.onSignals()
  try {
    const dataDir = resolve(config.DATA_DIR)
    const secrets = await loadSecrets(dataDir, { jwt: config.JWT_SECRET, identity: config.IDENTITY_SECRET, paymentWebhook: config.PAYMENT_WEBHOOK_SECRET })
    const metrics = options.metrics ?? new Metrics()
    const infrastructure = await openInfrastructure(config, dataDir, logger, shutdown, { relay: config.ROLE === 'all' || config.ROLE === 'relay', metrics, handlesSignals: options.signals === true })
    const clock = options.clock ?? systemClock
    const issuer = createTokenIssuer({ secret: secrets.jwt, ttlSeconds: config.TOKEN_TTL_SECONDS, now: () => clock.now() })
    const registry = new SocketRegistry()
    // The guards need identity's session check, and identity needs the guards: a late reference.
    const late: { modules?: Modules } = {}
    const guards = authGuards(issuer, principal => late.modules?.identity.checkSession(principal) ?? Promise.reject(unauthorized()))
    const ctx: ModuleContext = { store: infrastructure.store, clock, logger, issuer, guards, push: registry, dataDir, snapshots: infrastructure.snapshots }
    const modules = await createModules(ctx, infrastructure, secrets, config)
    late.modules = modules
    shutdown.add('module clients', modules.close)
    // Ready before the first request, which would otherwise wait while the reply group forms,
    // about a second for the first join of each lane. It forms while the read models restore and
    // the routes compile: the join is mostly waiting for the broker. /api/ready waits for it.
    let requestsReady = false
    const asked = [...(asksTheWallet(config) ? ['wallet'] : []), ...(asksIdentity(config) ? ['identity'] : [])]
    const requestsPrepared = (asked.length > 0 ? infrastructure.bus.prepareRequests(asked) : Promise.resolve()).then(() => {
      requestsReady = true
    })
    // Awaited once the gateway listens; until then a failure must not count as unhandled.
    requestsPrepared.catch(() => {})
    const running = modules.all.filter(module => readModelsHere(config, module.name))
    // The read models restore side by side: each start is mostly reading a checkpoint from the
    // store, and one after another the edge waited for each in turn.
    const started = await Promise.allSettled(running.map(module => module.start?.()))
    for (const [i, module] of running.entries()) {
      if (started[i]!.status === 'fulfilled') shutdown.add(module.name, () => module.stop?.() ?? Promise.resolve())
    }
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason
    collectRestoreGarbage(logger)
    for (const module of running) if (workersHere(config, module.name)) await module.startWorkers?.()
    const demo = config.DEMO_CONTEST === 'on' && config.ROLE !== 'relay' && workersHere(config, 'contest') ? startDemo(modules, infrastructure, clock, logger, shutdown) : undefined
    await demo?.tick().catch(error => logger.warn({ err: error }, 'demo contest not ready yet; retried every second'))
    const routes: RoutePlugin[] = []
    if (config.ROLE === 'all' || config.ROLE === 'edge') {
      // Market data reaches browsers only for symbols some socket follows (`market:<SYMBOL>`).
      const marketPush = startMarketPush({ feed: infrastructure.feed, push: registry, topics: registry, onError: error => logger.warn({ err: error }, 'market push failed') })
      shutdown.add('market push', async () => marketPush.close())
      routes.push(
        app => registerWebsocket(app, registry, {
          issuer,
          guards,
          redeemTicket: ticket => modules.identity.redeemSocketTicket(ticket),
          canFollow: topicAccess(modules.contest),
          metrics,
        }),
        marketRoutes(infrastructure.feed, { pairs: instruments.map(instrument => instrument.symbol) }),
        ...running.flatMap(module => (module.routes ? [module.routes] : [])),
      )
    }
    const gateway = await startGateway({
      logger,
      host: config.HOST,
      port: config.PORT,
      webRoot: routes.length ? config.WEB_ROOT ?? join(import.meta.dirname, '../../../web/dist') : undefined,
      health: infrastructure.health,
      trustProxy: config.TRUST_PROXY,
      isReady: () => requestsReady && running.every(module => module.isReady?.() ?? true),
      routes,
      rateLimit: config.RATE_LIMIT_PER_MINUTE === 0 ? false : { max: config.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
      publicUrl: config.PUBLIC_URL,
      metrics,
      metricsToken: config.METRICS_TOKEN,
      readYourWrites: {
        lastAppended: infrastructure.lastAppended,
        caughtUpTo: position => readModelsCaughtUpTo(infrastructure.store, position),
        hasApplied: position => readModelsHaveApplied(infrastructure.store, position),
      },
    })
    shutdown.add('gateway', () => gateway.close())
    await requestsPrepared
    const { all: _all, close: _close, ...named } = modules
    return { ...named, url: gateway.url, app: gateway.app, infrastructure, metrics, modules: running, demo, close: () => shutdown.run() }
  } catch (error) {
    await shutdown.run()
    throw error
  }
}

/** The practice contest's keeper on a one-second timer, like the contest scheduler it sits beside. */
function startDemo(modules: Modules, infrastructure: Infrastructure, clock: Clock, logger: Logger, shutdown: Shutdown): DemoContest {
  const demo = new DemoContest({ contest: modules.contest, matching: modules.matching, lastPrice: symbol => infrastructure.feed.lastPrice(symbol), clock, logger })
  const timer = setInterval(() => void demo.tick().catch(error => logger.warn({ err: error }, 'demo contest tick failed')), 1000)
  // Added after the modules: shutdown runs in reverse, so the keeper stops before what it calls.
  shutdown.add('demo contest', async () => {
    clearInterval(timer)
    await demo.stop()
  })
  return demo
}

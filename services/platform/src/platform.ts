import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { authGuards, createLogger, createTokenIssuer, Shutdown, systemClock, type Clock, type Logger, type ModuleContext, type ServiceModule } from '@arena/service-kit'
import { marketRoutes, registerWebsocket, SocketRegistry, startGateway, startMarketPush } from '@arena/gateway'
import { createIdentityModule, type IdentityModule } from '@arena/identity'
import { instruments } from '@arena/market-data'
import { createSupportModule } from '@arena/support'
import { createWalletModule, type WalletModule } from '@arena/wallet'
import { payoutEligibilityOf } from './payoutEligibility'
import type { PlatformConfig } from './config'
import { openInfrastructure, type Infrastructure } from './infrastructure'
import { loadSecrets } from './secrets'

export interface RunningPlatform {
  url: string
  /** The gateway's fastify instance (routes, inject) for tests and tools. */
  app: FastifyInstance
  infrastructure: Infrastructure
  identity: IdentityModule
  wallet: WalletModule
  modules: ServiceModule[]
  close(): Promise<void>
}

export interface PlatformOptions {
  logger?: Logger
  clock?: Clock
  /** Handle SIGINT/SIGTERM (the CLI does; tests do not). */
  signals?: boolean
}

/**
 * The composition root: every service module in one process, behind one gateway. The embedded
 * profile and the browser tests both boot the product through this one function.
 */
export async function startPlatform(config: PlatformConfig, options: PlatformOptions = {}): Promise<RunningPlatform> {
  const logger = options.logger ?? createLogger('arena')
  const shutdown = new Shutdown(logger)
  if (options.signals) shutdown.onSignals()
  try {
    const dataDir = resolve(config.DATA_DIR)
    const secrets = await loadSecrets(dataDir, { jwt: config.JWT_SECRET, identity: config.IDENTITY_SECRET, paymentWebhook: config.PAYMENT_WEBHOOK_SECRET })
    const infrastructure = await openInfrastructure(config, dataDir, logger, shutdown)
    const issuer = createTokenIssuer({ secret: secrets.jwt, ttlSeconds: config.TOKEN_TTL_SECONDS, now: () => (options.clock ?? systemClock).now() })
    const registry = new SocketRegistry()
    let identity: IdentityModule | undefined
    const guards = authGuards(issuer, userId => identity?.isBlocked(userId) ?? Promise.resolve(false))
    const ctx: ModuleContext = { store: infrastructure.store, clock: options.clock ?? systemClock, logger, issuer, guards, push: registry, dataDir }
    const publicUrl = config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`
    identity = createIdentityModule(ctx, { secret: secrets.identity, publicUrl })
    const wallet = createWalletModule(ctx, {
      payoutEligibility: payoutEligibilityOf(identity),
      webhookSecret: secrets.paymentWebhook,
      bus: infrastructure.bus,
    })
    const modules: ServiceModule[] = [identity, wallet, createSupportModule(ctx)]
    for (const module of modules) {
      await module.start?.()
      await module.startWorkers?.()
      shutdown.add(module.name, () => module.stop?.() ?? Promise.resolve())
    }
    // Market data reaches browsers only for symbols some socket follows (`market:<SYMBOL>`).
    const marketPush = startMarketPush({ feed: infrastructure.feed, push: registry, topics: registry, onError: error => logger.warn({ err: error }, 'market push failed') })
    shutdown.add('market push', async () => marketPush.close())
    const gateway = await startGateway({
      logger,
      host: config.HOST,
      port: config.PORT,
      webRoot: config.WEB_ROOT ?? join(import.meta.dirname, '../../../web/dist'),
      health: infrastructure.health,
      isReady: () => modules.every(module => module.isReady?.() ?? true),
      routes: [
        app => registerWebsocket(app, registry, issuer),
        marketRoutes(infrastructure.feed, { pairs: instruments.map(instrument => instrument.symbol) }),
        ...modules.flatMap(module => (module.routes ? [module.routes] : [])),
      ],
    })
    shutdown.add('gateway', () => gateway.close())
    return { url: gateway.url, app: gateway.app, infrastructure, identity, wallet, modules, close: () => shutdown.run() }
  } catch (error) {
    await shutdown.run()
    throw error
  }
}

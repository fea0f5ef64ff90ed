import { join, resolve } from 'node:path'
import { authGuards, createLogger, createTokenIssuer, Shutdown, systemClock, type Clock, type Logger, type ModuleContext, type ServiceModule } from '@arena/service-kit'
import { registerWebsocket, SocketRegistry, startGateway } from '@arena/gateway'
import { createIdentityModule, type IdentityModule } from '@arena/identity'
import { createSupportModule } from '@arena/support'
import type { PlatformConfig } from './config'
import { openInfrastructure, type Infrastructure } from './infrastructure'
import { marketRoutes } from './marketRoutes'
import { loadSecrets } from './secrets'

export interface RunningPlatform {
  url: string
  infrastructure: Infrastructure
  identity: IdentityModule
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
    const modules: ServiceModule[] = [identity, createSupportModule(ctx)]
    for (const module of modules) {
      await module.start?.()
      shutdown.add(module.name, () => module.stop?.() ?? Promise.resolve())
    }
    const gateway = await startGateway({
      logger,
      host: config.HOST,
      port: config.PORT,
      webRoot: config.WEB_ROOT ?? join(import.meta.dirname, '../../../web/dist'),
      health: infrastructure.health,
      isReady: () => modules.every(module => module.isReady?.() ?? true),
      routes: [
        app => registerWebsocket(app, registry, issuer),
        marketRoutes(infrastructure.feed),
        ...modules.flatMap(module => (module.routes ? [module.routes] : [])),
      ],
    })
    shutdown.add('gateway', () => gateway.close())
    return { url: gateway.url, infrastructure, identity, modules, close: () => shutdown.run() }
  } catch (error) {
    await shutdown.run()
    throw error
  }
}

import { createHttpApp, registerHealth, registerMetrics, registerReadYourWrites, type HealthCheck, type HttpApp, type Logger, type Metrics, type ReadYourWritesOptions, type RoutePlugin } from '@arena/service-kit'
import { registerWebApp } from './webApp/routes'
import { registerApiDocs, registerApiSchemaCollector } from './apiDocs/routes'
import { registerSecurity, type SecurityOptions } from './adapters/registerSecurity'

export interface GatewayOptions extends SecurityOptions {
  logger: Logger
  /** Folder of the built web app (web/dist); omitted in API-only tests. */
  webRoot?: string
  health: Record<string, HealthCheck>
  isReady?: () => boolean
  routes?: RoutePlugin[]
  /** Proxies trusted to report the client address (X-Forwarded-For): comma-separated addresses or CIDRs. */
  trustProxy?: string
  /** The process's metrics: requests are timed into it, `/metrics` serves it and `/api/health` reports its lag. */
  metrics?: Metrics
  /** Bearer token `/metrics` asks for; open to whoever reaches the port when unset. */
  metricsToken?: string
  /** Where the process's read models and appends are: answers carry positions and requests wait for theirs (docs/adr/0034). */
  readYourWrites?: ReadYourWritesOptions
}

/** The public edge as a plain fastify instance, so tests drive the very same graph with inject(). */
export async function buildGateway(options: GatewayOptions): Promise<HttpApp> {
  const { metrics } = options
  const app = createHttpApp({ logger: options.logger, trustProxy: options.trustProxy, metrics })
  // Before any route: it learns each route's schema as the route is added.
  await registerApiSchemaCollector(app)
  // First, so every route below (health included) gets the headers, CORS and the rate limit.
  await registerSecurity(app, options)
  registerHealth(app, options.health, options.isReady, metrics && (() => metrics.lagReport()))
  if (metrics) registerMetrics(app, metrics, { token: options.metricsToken })
  if (options.readYourWrites) registerReadYourWrites(app, options.readYourWrites)
  for (const plugin of options.routes ?? []) await plugin(app)
  registerApiDocs(app)
  await registerWebApp(app, options.webRoot)
  return app
}

export interface RunningGateway {
  app: HttpApp
  url: string
  close(): Promise<void>
}

export async function startGateway(options: GatewayOptions & { host?: string; port?: number }): Promise<RunningGateway> {
  const app = await buildGateway(options)
  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  const host = options.host === '0.0.0.0' || !options.host ? '127.0.0.1' : options.host
  return { app, url: `http://${host}:${port}`, close: () => app.close() }
}

// What the platform composes besides the gateway itself: the socket, the market calls, the pushes.
export * from './webApp/routes'
export * from './websocket/routes'
export * from './market/routes'
export * from './apiDocs/routes'

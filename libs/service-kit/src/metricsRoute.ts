import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { unauthorized } from './errors'
import { METRICS_CONTENT_TYPE, type Metrics } from './metrics'

export interface MetricsRouteOptions {
  /**
   * When set, `/metrics` answers only `Authorization: Bearer <token>` (Prometheus'
   * `authorization` scrape setting); unset, anyone who reaches the port may read it, as
   * `/api/health` (docs/adr/0026-metrics.md).
   */
  token?: string
}

/** `GET /metrics`: this process's registry in Prometheus' text format. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, options: MetricsRouteOptions = {}): void {
  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined
  app.get('/metrics', async (request, reply) => {
    if (expected && !sameSecret(request.headers.authorization, expected)) throw unauthorized('A metrics token is required')
    return reply.header('content-type', METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(await metrics.text())
  })
}

function sameSecret(given: string | undefined, expected: Buffer): boolean {
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

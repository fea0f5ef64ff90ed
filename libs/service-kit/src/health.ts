import type { FastifyInstance } from 'fastify'
import { Type, reply, routeSchema } from '@arena/contracts'
import type { LagReport } from './metrics'

/** A dependency probe: resolves when the dependency answers, throws otherwise. */
export type HealthCheck = () => Promise<unknown>

export interface DependencyStatus {
  status: 'ok' | 'down'
  latencyMs: number
  detail?: string
}

export interface HealthReport {
  status: 'ok' | 'degraded'
  uptimeSeconds: number
  dependencies: Record<string, DependencyStatus>
  /**
   * How far this process's readers are behind, where it measures them. Information, not a
   * verdict: a reader catching up after a burst is healthy (docs/adr/0026-metrics.md).
   */
  lag?: LagReport
}

async function probe(check: HealthCheck, timeoutMs: number): Promise<DependencyStatus> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    const detail = await Promise.race([
      check(),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs) }),
    ])
    const status: DependencyStatus = { status: 'ok', latencyMs: Math.round(performance.now() - started) }
    if (typeof detail === 'string') status.detail = detail
    return status
  } catch (error) {
    return { status: 'down', latencyMs: Math.round(performance.now() - started), detail: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}

export async function healthReport(checks: Record<string, HealthCheck>, startedAt: number, timeoutMs = 2000, lagOf?: () => Promise<LagReport>): Promise<HealthReport> {
  const names = Object.keys(checks)
  const [results, lag] = await Promise.all([Promise.all(names.map(name => probe(checks[name]!, timeoutMs))), lagOf && measuredLag(lagOf, timeoutMs)])
  const dependencies = Object.fromEntries(names.map((name, i) => [name, results[i]!]))
  const allOk = results.every(r => r.status === 'ok')
  const report: HealthReport = { status: allOk ? 'ok' : 'degraded', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), dependencies }
  if (lag) report.lag = lag
  return report
}

/** The lag, or nothing when it cannot be had in time (the store is down: its probe says so). */
async function measuredLag(lagOf: () => Promise<LagReport>, timeoutMs: number): Promise<LagReport | undefined> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([lagOf(), new Promise<undefined>(resolve => { timer = setTimeout(() => resolve(undefined), timeoutMs) })])
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `/api/health` answers 200 with each dependency's status while all are up, 503 otherwise;
 * `/api/ready` answers only once `isReady()` is true (after migrations and catch-up).
 */
export function registerHealth(app: FastifyInstance, checks: Record<string, HealthCheck>, isReady: () => boolean = () => true, lag?: () => Promise<LagReport>): void {
  const startedAt = Date.now()
  const dependency = reply({ status: Type.Union([Type.Literal('ok'), Type.Literal('down')]), latencyMs: Type.Number(), detail: Type.Optional(Type.String()) })
  const counts = Type.Record(Type.String(), Type.Number())
  const lagReport = Type.Object(
    { projections: Type.Object({ max: Type.Number(), readers: counts }), consumers: Type.Object({ max: Type.Number(), groups: counts }) },
    { description: "Events of the store's log each reader has yet to look through; messages each consumer group has yet to handle here" },
  )
  const health = routeSchema('operations', {
    description: '200 while every dependency answers, 503 otherwise (same body); lag is reported, never a failure',
    response: reply({ status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]), uptimeSeconds: Type.Number(), dependencies: Type.Record(Type.String(), dependency), lag: Type.Optional(lagReport) }),
  })
  app.get('/api/health', { schema: health }, async (_request, reply) => {
    const report = await healthReport(checks, startedAt, 2000, lag)
    return reply.code(report.status === 'ok' ? 200 : 503).send(report)
  })
  const ready = routeSchema('operations', { description: '200 once read models have caught up, 503 before', response: reply({ ready: Type.Boolean() }) })
  app.get('/api/ready', { schema: ready }, async (_request, reply) => reply.code(isReady() ? 200 : 503).send({ ready: isReady() }))
}

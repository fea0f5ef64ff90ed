import Fastify, { LogController, type FastifyInstance, type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { randomUUID } from 'node:crypto'
import type { Logger } from 'pino'
import { HttpError, type ErrorBody } from './errors'
import { guardInput } from './inputGuards'
import { recordRoutes, validatorFactory } from './routeSchemas'
import type { Metrics } from './metrics'

export type HttpApp = FastifyInstance

export interface HttpAppOptions {
  logger: Logger
  /** Largest JSON body accepted; uploads use multipart with their own limits. */
  bodyLimit?: number
  /** Which proxies may set X-Forwarded-For (their addresses or hop count); none by default. */
  trustProxy?: FastifyServerOptions['trustProxy']
  /** Where each answered request's time goes, per route (`/metrics`). */
  metrics?: Metrics
}

/** Field name from an ajv error: `/amount` or the missing property's name. */
function fieldOf(error: { instancePath?: string; params?: Record<string, unknown> }): string {
  const missing = error.params?.missingProperty
  if (typeof missing === 'string') return missing
  return (error.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'body'
}

/**
 * Maps every failure to the one error body. Schema failures become field errors; a malformed
 * or oversized body is a 4xx; only a real bug is a 500, and its detail stays in the log.
 */
export function toErrorResponse(error: FastifyError | HttpError | Error): { statusCode: number; body: ErrorBody } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, body: error.body() }
  const fastifyError = error as FastifyError
  if (fastifyError.validation) {
    const errors: Record<string, string> = {}
    for (const v of fastifyError.validation) {
      const field = fieldOf(v as { instancePath?: string; params?: Record<string, unknown> })
      errors[field] ??= v.message ? `${field} ${v.message}` : `${field} is invalid`
    }
    return { statusCode: 400, body: { status: false, message: 'Please check the highlighted fields', errors } }
  }
  const statusCode = fastifyError.statusCode
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return { statusCode, body: { status: false, message: fastifyError.message } }
  }
  return { statusCode: 500, body: { status: false, message: 'Something went wrong, please try again' } }
}

/**
 * The access log: what was asked, by whom and how it ended, in one line per request when it is
 * answered (each line is a write to stdout; fastify's two per request were a measurable share of
 * an order's CPU, issue 16). A websocket upgrade is handed over to the socket and never completes
 * as a reply, so its line is written as it arrives.
 */
class AccessLog extends LogController {
  readonly #metrics: Metrics | undefined

  constructor(metrics: Metrics | undefined) {
    super()
    this.#metrics = metrics
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (request.headers.upgrade !== undefined) super.incomingRequest(request, reply)
  }

  // The request's time is taken once, for the line and the route's latency histogram alike.
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored')
    else reply.log.info({ req: request, res: reply, responseTime }, 'request completed')
    this.#metrics?.observeRequest(request, reply, responseTime)
  }
}

export function createHttpApp(options: HttpAppOptions): HttpApp {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimit ?? 1_048_576,
    genReqId: request => (request.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    // X-Forwarded-For is forgeable: only a configured proxy may say who the client is, or per-IP limits mean nothing.
    trustProxy: options.trustProxy ?? false,
    logController: new AccessLog(options.metrics),
    ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: false } },
    // Forms the handler checks with the spec's wording skip ajv (routeSchemas.ts).
    schemaController: { compilersFactory: { buildValidator: validatorFactory() } },
    // A URL that cannot be decoded (`%c0%ae`) is refused before routing; give it the one error body too.
    frameworkErrors: (error, _request, reply) => {
      const { statusCode, body } = toErrorResponse(error)
      return (reply as FastifyReply).code(statusCode).send(body)
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  recordRoutes(app as unknown as HttpApp)
  // Response schemas describe the answer (OpenAPI); the answer itself stays JSON.stringify of what
  // the handler returned, so a field the schema does not name is never dropped or coerced.
  app.setSerializerCompiler(() => data => JSON.stringify(data))
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, body } = toErrorResponse(error)
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed')
    return reply.code(statusCode).send(body)
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id)
    done(null, payload)
  })

  const http = app as unknown as HttpApp
  guardInput(http)
  return http
}

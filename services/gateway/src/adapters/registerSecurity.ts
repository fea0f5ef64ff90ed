import cors from '@fastify/cors'
import helmet from 'helmet'
import rateLimit from '@fastify/rate-limit'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '@arena/service-kit'
import { contentSecurityPolicyDirectives } from './contentSecurityPolicy'

export interface ApiRateLimit {
  /** Requests one IP may make to /api within the window. */
  max: number
  windowMs: number
}

/** Edge protections of the gateway; every field has a default that is safe to run with. */
export interface SecurityOptions {
  /**
   * Origins (scheme://host[:port]) whose pages may call the API from the browser. Omitted, the
   * API is same-origin only: no CORS header is sent to anyone.
   */
  corsOrigin?: string | string[]
  /**
   * Strict-Transport-Security (and upgrade-insecure-requests). Off by default: it is only right
   * once the site is served over HTTPS, and a browser remembers it for `maxAgeSeconds`.
   */
  hsts?: { maxAgeSeconds: number; includeSubDomains?: boolean }
  /**
   * Per-IP limit over every /api route; `false` turns it off. Identity keeps its own tighter
   * OTP and login limits; this one only stops a single client from flooding the edge.
   */
  rateLimit?: ApiRateLimit | false
  /**
   * The site's public origin (`PUBLIC_URL`, e.g. `https://arena.example`): the content security
   * policy allows its websocket. Omitted, the policy allows `'self'` only.
   */
  publicUrl?: string
}

export const defaultApiRateLimit: ApiRateLimit = { max: 300, windowMs: 60_000 }

const isApi = (url: string) => url === '/api' || url.startsWith('/api/')

/**
 * The headers helmet sets for `options`, taken from helmet's own middleware once: none of them
 * depends on the request.
 */
function securityHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, error => {
    if (error) throw error
  })
  return headers
}

/** Registers headers, CORS and the rate limit; call before any route so each route gets them. */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const hsts = options.hsts
  const headers = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(hsts !== undefined, options.publicUrl) },
    hsts: hsts ? { maxAge: hsts.maxAgeSeconds, includeSubDomains: hsts.includeSubDomains ?? false } : false,
  })
  // The same for every request, so they are worked out once (@fastify/helmet built the helmet
  // middleware again on every request: issue 16's profile).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })

  if (options.corsOrigin !== undefined) {
    await app.register(cors, {
      // A list makes the plugin echo only a matching Origin; a bare string would be sent to everyone.
      origin: [options.corsOrigin].flat(),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // Bearer tokens travel in a header, never in cookies, so no credentials mode.
      credentials: false,
      // x-arena-position: a client on another origin keeps its read-your-writes position too.
      exposedHeaders: ['x-request-id', 'retry-after', 'x-arena-position'],
      maxAge: 600,
    })
  }

  const limit = options.rateLimit ?? defaultApiRateLimit
  if (limit === false) return
  // Static files and the websocket upgrade are not API calls (a page load fetches many files), so
  // they are left out when the route is made; a per-request allow list would still compute the key.
  app.addHook('onRoute', route => {
    if (!isApi(route.url)) route.config = { ...route.config, rateLimit: false }
  })
  await app.register(rateLimit, {
    max: limit.max,
    timeWindow: limit.windowMs,
    // An HttpError goes through the shared error handler, so the body is the one error shape.
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests, please try again in ${context.after}`, undefined, 'TOO_MANY_REQUESTS'),
  })
}

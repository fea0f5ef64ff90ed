import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

export interface Route {
  method: string
  /** The path as registered, with `:params`. */
  path: string
}

/** Who may call a route: anyone, a signed-in player, an admin, or the payment provider's signature. */
export type Access = 'public' | 'player' | 'admin' | 'signed'

/**
 * Calls that work without a token. Kept as an explicit list so a new route is treated as private
 * until someone decides otherwise: a route added without a guard fails the anonymous-call test.
 */
const PUBLIC = new Set([
  'GET /api/health', 'GET /api/ready', 'GET /api/crpto-price', 'GET /api/market/snapshot', 'GET /api/market/klines', 'GET /api/market/pairs',
  'POST /api/user-registor', 'POST /api/user-registor-email', 'POST /api/login', 'POST /api/temp-user-login',
  'POST /api/forget-Password', 'POST /api/reset-password', 'POST /api/email-verification', 'POST /api/user-subscriber', 'POST /api/contactUs',
  'GET /api/server-time', 'GET /api/contestLogo/:file', 'POST /api/getBunner',
  'GET /api/play-mode',
  // The API's own description (OpenAPI document and reference page): names calls, holds no data.
  'GET /api/openapi.json', 'GET /api/docs',
])
const SIGNED = new Set(['POST /api/payments/webhook'])

export const keyOf = (route: Route): string => `${route.method} ${route.path}`

export function accessOf(route: Route): Access {
  const key = keyOf(route)
  if (PUBLIC.has(key)) return 'public'
  if (SIGNED.has(key)) return 'signed'
  return route.path.startsWith('/api/admin/') || route.path === '/api/admin' ? 'admin' : 'player'
}

const LINE = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/

/**
 * Every /api route the gateway has, read from fastify's own route tree, so routes that modules
 * add later are covered without editing the tests. HEAD twins of GET routes are left out. Each
 * parsed route is checked with hasRoute, so a change in the tree's print format fails loudly
 * instead of silently testing nothing.
 */
export function apiRoutes(app: FastifyInstance): Route[] {
  return allRoutes(app).filter(route => route.path === '/api' || route.path.startsWith('/api/'))
}

/** Every route, the web app's files and the banner images outside /api included. */
export function allRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = []
  const pathAtDepth: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (line.trim() === '') continue
    const match = LINE.exec(line)
    if (!match) throw new Error(`unreadable route line: ${JSON.stringify(line)}`)
    const depth = match[1]!.length / 4
    const path = (depth === 0 ? '' : pathAtDepth[depth - 1]!) + match[2]!
    pathAtDepth[depth] = path
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'HEAD') continue
      if (!app.hasRoute({ method: method as 'GET', url: path })) throw new Error(`parsed ${method} ${path}, which fastify does not have`)
      routes.push({ method, path })
    }
  }
  return routes.sort((a, b) => keyOf(a).localeCompare(keyOf(b)))
}

/** Plausible values for path parameters that name nothing that exists. */
function defaultParam(name: string): string {
  if (name === 'file') return `${randomUUID()}.png`
  if (name === 'folder') return 'kyc'
  if (name === 'document') return 'photoFront'
  // Both review routes know `reject`; it also makes them read the body's reason.
  if (name === 'decision') return 'reject'
  return randomUUID()
}

/** The route's path with its parameters filled: from `values` by name, else with placeholders. */
export function urlOf(route: Route, values: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? defaultParam(name)))
}

export const hasBody = (route: Route): boolean => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)

import type { FastifyInstance } from 'fastify'
import { dataReply, field, publicApi, publicRouteSchema, query, routeSchema, rows } from '@arena/contracts'
import { principalOf, type Guards } from '@arena/service-kit'
import { contestIdOf, text } from '../adapters/requestFields'
import type { MatchingDeps } from '../ports'
import { accountFor, ordersFor } from './viewAccount'

/** Reads of the caller's own contest account; the user always comes from the token. */
export function accountRoutes(app: FastifyInstance, guards: Guards, deps: MatchingDeps): void {
  const authenticated = { preHandler: guards.authenticate }

  // Polled every second by the exchange screen (spec section 9).
  app.post('/api/getAccount-data', { ...authenticated, schema: publicRouteSchema('matching', publicApi['POST /api/getAccount-data']) }, async request => {
    const contestId = contestIdOf(request.body)
    return { status: true, data: accountFor(deps, principalOf(request).id, contestId) }
  })

  app.get('/api/orders', { ...authenticated, schema: routeSchema('matching', { description: 'The caller\'s orders in a contest', querystring: query({ contestId: field('contest id'), status: field('pending (default) or another order status'), symbol: field('pair, optional') }), response: dataReply(rows('orders')) }) }, async request => {
    const contestId = contestIdOf(request.query)
    const { status, symbol } = request.query as { status?: unknown; symbol?: unknown }
    return { status: true, data: ordersFor(deps, principalOf(request).id, contestId, text(status) || 'pending', text(symbol).toUpperCase()) }
  })
}

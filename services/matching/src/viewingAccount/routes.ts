import type { FastifyInstance } from 'fastify'
import { dataReply, field, publicApi, publicRouteSchema, query, routeSchema, rows } from '@arena/contracts'
import { parseForm, principalOf, type Guards } from '@arena/service-kit'
import { contestIdOf } from '../adapters/requestFields'
import type { MatchingDeps } from '../ports'
import { accountFor, ordersFor } from './viewAccount'

/** Reads of the caller's own contest account; the user always comes from the token. */
export function accountRoutes(app: FastifyInstance, guards: Guards, deps: MatchingDeps): void {
  const authenticated = { preHandler: guards.authenticate }
  const accountCall = publicApi['POST /api/getAccount-data']
  const ordersQuery = query({ contestId: field('contest id'), status: field('pending (default) or another order status'), symbol: field('pair, optional') })

  // Polled every second by the exchange screen (spec section 9).
  app.post('/api/getAccount-data', { ...authenticated, schema: publicRouteSchema('matching', accountCall) }, async request => {
    const contestId = contestIdOf(parseForm(accountCall.body, request.body).contestId)
    return { status: true, data: await accountFor(deps, principalOf(request).id, contestId) }
  })

  app.get('/api/orders', { ...authenticated, schema: routeSchema('matching', { description: 'The caller\'s orders in a contest', querystring: ordersQuery, response: dataReply(rows('orders')) }) }, async request => {
    const { contestId, status, symbol } = parseForm(ordersQuery, request.query)
    return { status: true, data: await ordersFor(deps, principalOf(request).id, contestIdOf(contestId), status?.trim() || 'pending', symbol?.trim().toUpperCase() ?? '') }
  })
}

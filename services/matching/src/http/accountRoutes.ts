import type { OrderDto } from '@arena/contracts'
import type { FastifyInstance } from 'fastify'
import { badRequest, notFound, principalOf, type Guards } from '@arena/service-kit'
import type { MatchingDeps } from '../app/deps'
import { matchingMessages as m } from '../domain/messages'
import { accountDataDto } from './accountDto'
import { dataReply, field, publicApi, publicRouteSchema, query, routeSchema, rows } from '@arena/contracts'

const ORDER_LISTS: Record<string, OrderDto['status'][] | undefined> = {
  pending: ['pending'], success: ['success'], cancelled: ['cancelled'], history: ['success', 'cancelled'],
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** Reads of the caller's own contest account; the user always comes from the token. */
export function accountRoutes(app: FastifyInstance, guards: Guards, deps: MatchingDeps): void {
  const authenticated = { preHandler: guards.authenticate }

  // Polled every second by the exchange screen (spec section 9).
  app.post('/api/getAccount-data', { ...authenticated, schema: publicRouteSchema('matching', publicApi['POST /api/getAccount-data']) }, async request => {
    const contestId = text((request.body as { contestId?: unknown } | null)?.contestId)
    if (contestId === '') throw badRequest(m.contestRequired, { contestId: m.contestRequired })
    const account = deps.projection.accounts.account(contestId, principalOf(request).id)
    if (!account?.state.opened) throw notFound(m.notJoined)
    return { status: true, data: accountDataDto(account.state, symbol => deps.feed.lastPrice(symbol)) }
  })

  // Open Orders (pending) and Order History (success; `history` adds the cancelled ones, with
  // why), newest first; `symbol` narrows to one pair.
  app.get('/api/orders', { ...authenticated, schema: routeSchema('matching', { description: 'The caller\'s orders in a contest', querystring: query({ contestId: field('contest id'), status: field('pending (default) or another order status'), symbol: field('pair, optional') }), response: dataReply(rows('orders')) }) }, async request => {
    const query = request.query as { contestId?: unknown; status?: unknown; symbol?: unknown }
    const contestId = text(query.contestId)
    if (contestId === '') throw badRequest(m.contestRequired, { contestId: m.contestRequired })
    const status = text(query.status) || 'pending'
    const statuses = ORDER_LISTS[status]
    if (!statuses) throw badRequest(m.statusInvalid, { status: m.statusInvalid })
    const symbol = text(query.symbol).toUpperCase()
    const orders = deps.projection.accounts.orders(contestId, principalOf(request).id, ...statuses)
    return { status: true, data: symbol ? orders.filter(o => o.symbol === symbol) : orders }
  })
}

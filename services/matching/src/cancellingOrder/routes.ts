import type { FastifyInstance } from 'fastify'
import { badRequest, principalOf, type Guards } from '@arena/service-kit'
import type { MatchingDeps } from '../ports'
import { matchingMessages as m } from '../domain/messages'
import { arrivedAt } from '../adapters/arrival'
import { asHttp } from '../adapters/httpRefusal'
import { cancelOrder } from './cancelOrder'
import { publicApi, publicRouteSchema } from '@arena/contracts'

/** POST /api/order-delete `{ _id, orderType }`: `{ status: 200, message, data: OrderDto }` (the spec's shape). */
export function cancelOrderRoute(app: FastifyInstance, guards: Guards, deps: MatchingDeps): void {
  app.post('/api/order-delete', { schema: publicRouteSchema('matching', publicApi['POST /api/order-delete']), preHandler: guards.authenticate }, async request =>
    asHttp(async () => {
      const id = (request.body as { _id?: unknown } | null)?._id
      if (typeof id !== 'string' || id.trim() === '') throw badRequest(m.orderNotFound, { _id: m.orderNotFound })
      const order = await cancelOrder(deps, principalOf(request), id.trim(), arrivedAt(request, deps.clock))
      return { status: 200, message: m.orderCancelled, data: order }
    }),
  )
}

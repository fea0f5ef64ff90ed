import type { FastifyInstance } from 'fastify'
import { badRequest, parseForm, principalOf, type Guards } from '@arena/service-kit'
import type { MatchingDeps } from '../ports'
import { matchingMessages as m } from '../domain/messages'
import { arrivedAt } from '../adapters/arrival'
import { asHttp } from '../adapters/httpRefusal'
import { cancelOrder } from './cancelOrder'
import { publicApi, publicRouteSchema } from '@arena/contracts'

/** POST /api/order-delete `{ _id, orderType }`: `{ status: 200, message, data: OrderDto }` (the spec's shape). */
export function cancelOrderRoute(app: FastifyInstance, guards: Guards, deps: MatchingDeps): void {
  const call = publicApi['POST /api/order-delete']
  app.post('/api/order-delete', { schema: publicRouteSchema('matching', call), preHandler: guards.authenticate }, async request =>
    asHttp(async () => {
      const id = parseForm(call.body, request.body)._id
      if (id === undefined || id.trim() === '') throw badRequest(m.orderNotFound, { _id: m.orderNotFound })
      const order = await cancelOrder(deps, principalOf(request), id.trim(), arrivedAt(request, deps.clock))
      return { status: 200, message: m.orderCancelled, data: order }
    }),
  )
}

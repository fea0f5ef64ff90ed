import type { FastifyInstance } from 'fastify'
import { principalOf, type Guards } from '@arena/service-kit'
import type { MatchingDeps } from '../ports'
import { matchingMessages as m } from '../domain/messages'
import { arrivedAt } from '../adapters/arrival'
import { asHttp } from '../adapters/httpRefusal'
import { placeOrder, type PlaceOrderBody } from './placeOrder'
import { publicApi, publicRouteSchema } from '@arena/contracts'

/** POST /api/order-add: `{ status, message, data: OrderDto }`, or the field errors of one form. */
export function placeOrderRoute(app: FastifyInstance, guards: Guards, deps: MatchingDeps): void {
  app.post('/api/order-add', { schema: publicRouteSchema('matching', publicApi['POST /api/order-add']), preHandler: guards.authenticate }, async request =>
    asHttp(async () => {
      const order = await placeOrder(deps, principalOf(request), (request.body ?? {}) as PlaceOrderBody, arrivedAt(request, deps.clock))
      return { status: true, message: order.status === 'success' ? m.orderFilled : m.orderPlaced, data: order }
    }),
  )
}

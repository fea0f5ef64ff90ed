import type { FastifyInstance } from 'fastify'
import { parseForm, principalOf, type Guards } from '@arena/service-kit'
import type { MatchingDeps } from '../ports'
import { matchingMessages as m } from '../domain/messages'
import { arrivedAt } from '../adapters/arrival'
import { asHttp } from '../adapters/httpRefusal'
import { placeOrder } from './placeOrder'
import { publicApi, publicRouteSchema } from '@arena/contracts'

/** POST /api/order-add: `{ status, message, data: OrderDto }`, or the field errors of one form. */
export function placeOrderRoute(app: FastifyInstance, guards: Guards, deps: MatchingDeps): void {
  const call = publicApi['POST /api/order-add']
  app.post('/api/order-add', { schema: publicRouteSchema('matching', call), preHandler: guards.authenticate }, async request =>
    asHttp(async () => {
      const order = await placeOrder(deps, principalOf(request), parseForm(call.body, request.body), arrivedAt(request, deps.clock))
      return { status: true, message: order.status === 'success' ? m.orderFilled : m.orderPlaced, data: order }
    }),
  )
}

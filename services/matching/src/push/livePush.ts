import { exchangePushEvents, type ExchangeOrderPush } from '@arena/contracts'
import type { PushHub } from '@arena/service-kit'
import type { OrderChange } from '../readModel/accountViews'

/**
 * Tells the order's owner what happened to it (`exchangeOrderData`), so Open Orders, Order
 * History and Funds refresh without polling. Sent from the read model, so every gateway reaches
 * its own sockets whichever process wrote the event.
 */
export function pushOrderChange(push: PushHub, change: OrderChange): void {
  const data: ExchangeOrderPush = { contestId: change.order.contest_id, change: change.change, order: { ...change.order } }
  push.toUser(change.order.user_id, { event: exchangePushEvents.order, data })
}

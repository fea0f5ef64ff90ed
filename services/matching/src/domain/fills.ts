import type { AccountEvent } from '@arena/contracts'
import { fixed8, totalOf, ZERO, type Decimal } from './amounts'
import type { OrderState } from './order'

type Owner = { contestId: string; userId: string }
// Event data below is written field by field: V8 (Node 20) adds each property that follows a
// spread (`{ ...owner, orderId, ... }`) through its slow path, about 0.4 µs a property, which made
// one OrderPlaced cost 5 µs (docs/performance.md, 2 Dec 2026).
type Fillable = Pick<OrderState, 'orderId' | 'symbol' | 'orderType' | 'amount' | 'reserved'>

/**
 * The order filled in full at `price`. A buy pays price x amount from its reservation and
 * releases the rest (a marketable buy fills below its limit); a sell's reserved quantity goes.
 * `marketPrice` is the market price that decided it (the trade's, for a resting limit filled at its own price).
 */
export function fillEvent(owner: Owner, order: Fillable, price: Decimal, tradeId: number | null, marketPrice: Decimal = price): AccountEvent {
  const total = totalOf(price, order.amount)
  const released = order.orderType === 'Buy' ? order.reserved.minus(total) : ZERO
  return {
    type: 'OrderFilled',
    data: {
      contestId: owner.contestId, userId: owner.userId, orderId: order.orderId, symbol: order.symbol, orderType: order.orderType,
      price: fixed8(price), amount: fixed8(order.amount), total: fixed8(total), released: fixed8(released), tradeId,
      marketPrice: fixed8(marketPrice),
    },
  }
}

export function stopTriggeredEvent(owner: Owner, order: Pick<OrderState, 'orderId' | 'symbol'>, price: Decimal, tradeId: number | null): AccountEvent {
  return { type: 'StopTriggered', data: { contestId: owner.contestId, userId: owner.userId, orderId: order.orderId, symbol: order.symbol, tradeId, lastPrice: fixed8(price) } }
}

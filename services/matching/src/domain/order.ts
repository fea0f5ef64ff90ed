import type { OrderKind, OrderType, TransType } from '@arena/contracts'
import type { Decimal } from './amounts'

export type OrderStatus = 'pending' | 'success' | 'cancelled'

/** One order as the account decider sees it; it lives inside its account's state. */
export interface OrderState {
  orderId: string
  symbol: string
  orderType: OrderType
  transType: TransType
  kind: OrderKind
  price: Decimal
  amount: Decimal
  stopLoss: Decimal | null
  /** USDT (buy) or quantity (sell) held back while pending. */
  reserved: Decimal
  status: OrderStatus
  /** A stop-loss sell whose stop was reached; always true for plain limits. */
  active: boolean
}

/** Price of the market compared with the order: does a trade at `price` fill a resting limit? */
export function limitCrossed(order: Pick<OrderState, 'orderType' | 'price'>, price: Decimal): boolean {
  return order.orderType === 'Buy' ? price.lessThanOrEqualTo(order.price) : price.greaterThanOrEqualTo(order.price)
}

/** Events written before `kind` existed: a stop was always a stop-limit. */
export const kindOf = (kind: OrderKind | undefined, transType: TransType): OrderKind => kind ?? (transType === 'stopLoss' ? 'stopLimit' : 'limit')

/** A stop-loss sell triggers when the last price falls to or below its stop. */
export function stopReached(order: Pick<OrderState, 'stopLoss'>, price: Decimal): boolean {
  return order.stopLoss !== null && price.lessThanOrEqualTo(order.stopLoss)
}

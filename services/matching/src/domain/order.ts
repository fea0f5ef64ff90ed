import type { OrderKind, OrderType, TransType } from '@arena/contracts'
import { toScaled } from '@arena/domain'
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

/** The most units a double holds exactly (2^53 - 1). */
const MAX_EXACT_UNITS = BigInt(Number.MAX_SAFE_INTEGER)

/**
 * A price in exact units of 10^-8 as a plain number, for the matcher's scan of resting orders on
 * every trade: comparing two numbers makes no object, while each decimal.js comparison makes one.
 * Undefined for a price with more than 8 places or beyond 2^53 units; those compare as decimals.
 */
export function priceUnits(price: Decimal): number | undefined {
  const units = toScaled(price)
  return units !== undefined && units <= MAX_EXACT_UNITS && units >= -MAX_EXACT_UNITS ? Number(units) : undefined
}

/** What `limitCrossed` and `stopReached` need of a resting order, its prices also in units where they scale. */
export interface ScannedOrder extends Pick<OrderState, 'orderType' | 'price' | 'stopLoss' | 'active'> {
  priceUnits: number | undefined
  stopUnits: number | undefined
}

/**
 * Whether a trade at `price` (`units`, its priceUnits) fills an active order or reaches an inactive
 * one's stop: exactly `limitCrossed` / `stopReached`, on numbers wherever both sides scale.
 */
export function touchedAt(order: ScannedOrder, price: Decimal, units: number | undefined): boolean {
  if (order.active) {
    if (units === undefined || order.priceUnits === undefined) return limitCrossed(order, price)
    return order.orderType === 'Buy' ? units <= order.priceUnits : units >= order.priceUnits
  }
  if (units === undefined || order.stopUnits === undefined) return stopReached(order, price)
  return units <= order.stopUnits
}

import { Decimal, isDecimalString, type DecimalInput } from '../money'
import { compact } from './fields'
import { messages, type FieldErrors } from './messages'

export type OrderSide = 'buy' | 'sell'

/** Field keys the exchange screen uses for each form (the sell total is plain "total"). */
export const ORDER_FIELDS = {
  buy: { price: 'bprice', amount: 'bamount', total: 'btotal' },
  sell: { price: 'sprice', amount: 'samount', total: 'total' },
} as const

export type OrderField = 'bprice' | 'bamount' | 'btotal' | 'sprice' | 'samount' | 'total'

/** USDT amounts are kept to 8 places inside (spec section 6 of the architecture). */
export const ORDER_SCALE = 8

/** Total when price or quantity changes: price x quantity, half-up to 8 places. */
export function orderTotal(price: DecimalInput, quantity: DecimalInput): string {
  return new Decimal(price).times(quantity).toDecimalPlaces(ORDER_SCALE, Decimal.ROUND_HALF_UP).toFixed()
}

/** Quantity when the total changes: total / price rounded DOWN, so it never costs more than the total typed. */
export function orderQuantity(price: DecimalInput, total: DecimalInput): string {
  return new Decimal(total).dividedBy(price).toDecimalPlaces(ORDER_SCALE, Decimal.ROUND_DOWN).toFixed()
}

export interface OrderFormInput {
  side: OrderSide
  price?: string
  amount?: string
  total?: string
}

const positive = (value: string | undefined): value is string =>
  isDecimalString(value, ORDER_SCALE) && !value.startsWith('-') && /[1-9]/.test(value)

/**
 * Price, quantity and total must be positive numbers and agree: the total is accepted when
 * it is price x quantity, or when the quantity is what the total buys at that price (the
 * form fills one from the other either way).
 */
export function validateOrderForm(input: OrderFormInput): FieldErrors<OrderField> {
  const keys = ORDER_FIELDS[input.side]
  const errors: Record<string, string | undefined> = {
    [keys.price]: positive(input.price) ? undefined : messages.priceInvalid,
    [keys.amount]: positive(input.amount) ? undefined : messages.quantityInvalid,
    [keys.total]: positive(input.total) ? undefined : messages.totalInvalid,
  }
  if (positive(input.price) && positive(input.amount) && positive(input.total)) {
    const agrees =
      new Decimal(orderTotal(input.price, input.amount)).equals(input.total) ||
      new Decimal(orderQuantity(input.price, input.total)).equals(input.amount)
    if (!agrees) errors[keys.total] = messages.totalMismatch
  }
  return compact(errors) as FieldErrors<OrderField>
}

/**
 * How an order trades (the exchange's order-type picker; the server's `kind`). Stops sell:
 * `stopLoss` sells at the market once the last price falls to the stop, `stopLimit` then
 * places a limit sell at its price.
 */
export type OrderKind = 'market' | 'limit' | 'stopLoss' | 'stopLimit'

/** Texts the form and the server share for the order kinds (ours: the spec has no order types). */
export const orderKindMessages = {
  stopRequired: 'Please enter the stop price',
  stopLimitCannotFill: 'For a stop-limit sell the limit price must be at or below the stop price: above it the order cannot fill when the stop triggers',
  noStopOnThisKind: 'Only stop-loss and stop-limit orders have a stop price',
  marketNeedsPrice: 'There is no market price yet: place a limit order',
} as const

/**
 * A stop-limit sell triggers on a trade at or below its stop; a limit above the stop could not
 * fill on that trade and would rest above a falling market. Undefined when the pair is sound.
 */
export function stopLimitRefusal(limit: DecimalInput, stop: DecimalInput): string | undefined {
  return new Decimal(limit).greaterThan(stop) ? orderKindMessages.stopLimitCannotFill : undefined
}

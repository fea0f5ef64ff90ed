import type { OrderKind, OrderType } from '@arena/contracts'
import { ORDER_FIELDS, orderTotal, stopLimitRefusal, validateOrderForm } from '@arena/domain'
import { Decimal, dec } from './amounts'
import { OrderFormInvalid, type OrderFieldKey } from './errors'
import { matchingMessages as m } from './messages'

export interface OrderForm {
  price: Decimal
  amount: Decimal
  /** price x amount, 8 places. */
  total: Decimal
  stopLoss: Decimal | null
}

/**
 * Numbers typed into a form arrive as strings or JSON numbers. A number is read through its
 * shortest text form, which is exact for anything a person types (`0.1` stays "0.1"); an
 * exponent (`1e-7`) is refused by the decimal rule like any other malformed input.
 */
export function formText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** Stop-loss is optional: absent, empty or zero means none (the form sends it empty for buys). */
function stopText(value: unknown): string | undefined {
  const text = formText(value)
  if (text === undefined || text === '' || /^0+(\.0+)?$/.test(text)) return undefined
  return text
}

const KINDS: readonly OrderKind[] = ['market', 'limit', 'stopLoss', 'stopLimit']

/**
 * The kind the player chose. The spec's form has none: there a stop makes the order a
 * stop-limit (the stop, then a limit at the price), as it always was.
 */
export function readKind(rawKind: unknown, rawStop: unknown): OrderKind {
  const text = formText(rawKind)
  if (text === undefined || text === '') return stopText(rawStop) === undefined ? 'limit' : 'stopLimit'
  const kind = KINDS.find(k => k.toLowerCase() === text.toLowerCase())
  if (!kind) throw new OrderFormInvalid({ kind: m.kindInvalid })
  return kind
}

/**
 * The limit a stop-loss (market) sell is recorded with: the smallest price there is, so the
 * first trade at or below the stop fills it at that trade's price, whatever the price.
 */
export const ANY_PRICE = new Decimal('0.00000001')

/**
 * The spec's field rules for one side of the exchange screen, with the shared rules of
 * @arena/domain: positive price and amount of at most 8 places and a positive total. A market
 * order's price is the last price; a stop-loss's total is estimated at its stop.
 */
export function readOrderForm(side: OrderType, kind: OrderKind, rawPrice: unknown, rawAmount: unknown, rawStop: unknown, lastPrice?: string): OrderForm {
  const keys = ORDER_FIELDS[side === 'Buy' ? 'buy' : 'sell']
  const errors: Partial<Record<OrderFieldKey, string>> = {}
  const stop = stopText(rawStop)
  let stopLoss: Decimal | null = null
  if (kind === 'market' || kind === 'limit') {
    if (stop !== undefined) errors.stopLoss = m.noStopOnThisKind
  } else if (side === 'Buy') errors.stopLoss = m.stopLossSellOnly
  else if (stop === undefined) errors.stopLoss = m.stopLossRequired
  else if (!/^\d+(\.\d{1,8})?$/.test(stop) || new Decimal(stop).isZero()) errors.stopLoss = m.stopLossInvalid
  else stopLoss = dec(stop)
  if (kind === 'market' && lastPrice === undefined) errors[keys.price] = m.marketNeedsPrice
  const price = kind === 'market' ? lastPrice : kind === 'stopLoss' ? (stopLoss ? stopLoss.toFixed() : '1') : formText(rawPrice)
  const amount = formText(rawAmount)
  const probe = validateOrderForm({ side: side === 'Buy' ? 'buy' : 'sell', price, amount, total: '1' })
  if (probe[keys.price] && !errors[keys.price]) errors[keys.price] = probe[keys.price]
  if (probe[keys.amount]) errors[keys.amount] = probe[keys.amount]
  let total: string | undefined
  if (!errors[keys.price] && !errors[keys.amount]) {
    total = orderTotal(price!, amount!)
    // The total must itself be a positive amount: a dust order that rounds to 0 is refused.
    const totalErrors = validateOrderForm({ side: side === 'Buy' ? 'buy' : 'sell', price, amount, total })
    if (totalErrors[keys.total]) errors[keys.total] = totalErrors[keys.total]
    // A trade that reaches the stop is at or below it: a limit above the stop could not fill then.
    const cannotFill = kind === 'stopLimit' && stopLoss ? stopLimitRefusal(price!, stopLoss) : undefined
    if (cannotFill) errors[keys.price] = cannotFill
  }
  if (Object.keys(errors).length > 0) throw new OrderFormInvalid(errors)
  return { price: kind === 'stopLoss' ? ANY_PRICE : dec(price!), amount: dec(amount!), total: dec(total!), stopLoss }
}

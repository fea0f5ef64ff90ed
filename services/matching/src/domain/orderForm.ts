import type { OrderType } from '@arena/contracts'
import { ORDER_FIELDS, orderTotal, validateOrderForm } from '@arena/domain'
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

/**
 * The spec's field rules for one side of the exchange screen, with the shared rules of
 * @arena/domain: positive price and amount of at most 8 places and a positive total.
 */
export function readOrderForm(side: OrderType, rawPrice: unknown, rawAmount: unknown, rawStop: unknown): OrderForm {
  const price = formText(rawPrice)
  const amount = formText(rawAmount)
  const keys = ORDER_FIELDS[side === 'Buy' ? 'buy' : 'sell']
  const probe = validateOrderForm({ side: side === 'Buy' ? 'buy' : 'sell', price, amount, total: '1' })
  const errors: Partial<Record<OrderFieldKey, string>> = {}
  if (probe[keys.price]) errors[keys.price] = probe[keys.price]
  if (probe[keys.amount]) errors[keys.amount] = probe[keys.amount]
  let total: string | undefined
  if (!errors[keys.price] && !errors[keys.amount]) {
    total = orderTotal(price!, amount!)
    // The total must itself be a positive amount: a dust order that rounds to 0 is refused.
    const totalErrors = validateOrderForm({ side: side === 'Buy' ? 'buy' : 'sell', price, amount, total })
    if (totalErrors[keys.total]) errors[keys.total] = totalErrors[keys.total]
  }
  const stop = stopText(rawStop)
  let stopLoss: Decimal | null = null
  if (stop !== undefined) {
    if (side === 'Buy') errors.stopLoss = m.stopLossSellOnly
    else if (!/^\d+(\.\d{1,8})?$/.test(stop) || new Decimal(stop).isZero()) errors.stopLoss = m.stopLossInvalid
    else stopLoss = dec(stop)
  }
  if (Object.keys(errors).length > 0) throw new OrderFormInvalid(errors)
  return { price: dec(price!), amount: dec(amount!), total: dec(total!), stopLoss }
}

import type { AccountEvent } from '@arena/contracts'
import { ORDER_FIELDS } from '@arena/domain'
import { freeQuantity, freeUsdt, type AccountState } from './account'
import { Decimal, fixed8 } from './amounts'
import type { AccountCommand } from './commands'
import { OrderFormInvalid, OrderRefused } from './errors'
import { fillEvent, stopTriggeredEvent } from './fills'
import { matchingMessages as m } from './messages'
import { limitCrossed, stopReached, type OrderState } from './order'
import { windowRefusal } from './window'

type PlaceOrder = Extract<AccountCommand, { type: 'PlaceOrder' }>

/**
 * Places an order: fields first (the form's errors), then the contest (joined, open, the pair
 * traded), then free funds. The reservation is part of OrderPlaced. An order the market already
 * crosses fills at once at the last price, in the same append; a stop-loss whose stop is already
 * reached is triggered first.
 */
export function decidePlacement(c: PlaceOrder, state: AccountState): AccountEvent[] {
  // The same order id again is a retried request that already took effect.
  if (state.orders.has(c.orderId)) return []
  const { kind, form } = c
  if (!state.opened) throw new OrderRefused('notJoined')
  if (state.frozen) throw new OrderRefused('contestEnded')
  const refusal = windowRefusal(c.contest, c.at)
  if (refusal) throw new OrderRefused(refusal)
  if (!c.contest.pairs.includes(c.symbol)) throw new OrderRefused('pairNotTraded')

  const keys = ORDER_FIELDS[c.orderType === 'Buy' ? 'buy' : 'sell']
  if (c.orderType === 'Buy' && form.total.greaterThan(freeUsdt(state))) {
    throw new OrderFormInvalid({ [keys.total]: m.insufficientBalance })
  }
  if (c.orderType === 'Sell' && form.amount.greaterThan(freeQuantity(state, c.symbol))) {
    throw new OrderFormInvalid({ [keys.amount]: m.insufficientQuantity })
  }

  const owner = { contestId: c.contestId, userId: c.userId }
  const order: OrderState = {
    orderId: c.orderId, symbol: c.symbol, orderType: c.orderType, transType: form.stopLoss ? 'stopLoss' : 'limit', kind,
    price: form.price, amount: form.amount, stopLoss: form.stopLoss,
    reserved: c.orderType === 'Buy' ? form.total : form.amount, status: 'pending', active: form.stopLoss === null,
  }
  const placed: AccountEvent = {
    type: 'OrderPlaced',
    data: {
      // Field by field, not `...owner`: see fills.ts.
      contestId: owner.contestId, userId: owner.userId, orderId: order.orderId, symbol: order.symbol, orderType: order.orderType, transType: order.transType,
      price: fixed8(order.price), amount: fixed8(order.amount), stopLoss: order.stopLoss ? fixed8(order.stopLoss) : null,
      reserved: fixed8(order.reserved), kind,
    },
  }
  if (c.lastPrice === undefined) return [placed]
  const last = new Decimal(c.lastPrice)
  const events: AccountEvent[] = [placed]
  if (!order.active) {
    if (!stopReached(order, last)) return events
    events.push(stopTriggeredEvent(owner, order, last, null))
  }
  if (limitCrossed(order, last)) events.push(fillEvent(owner, order, last, null))
  return events
}

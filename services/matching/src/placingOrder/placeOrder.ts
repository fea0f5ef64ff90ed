import { newId, type OrderDto, type OrderType, type publicApi, type Static } from '@arena/contracts'
import type { Principal } from '@arena/service-kit'
import type { MatchingDeps } from '../ports'
import { termsOf } from '../readModel/termsOf'
import { responsiblePlayMessages } from '@arena/domain'
import { OrderFormInvalid, OrderRefused, PlayerOnBreak } from '../domain/errors'
import { matchingMessages as m } from '../domain/messages'
import { readKind, readOrderForm } from '../domain/orderForm'

/**
 * The order-add body (spec section 7) as its schema reads it: text fields, `kind` beside the
 * spec's (market, limit, stopLoss or stopLimit; absent: the spec's form). Any `user_id` in it is
 * ignored: the token says who.
 */
export type PlaceOrderBody = Static<(typeof publicApi)['POST /api/order-add']['body']>

function orderTypeOf(value: string | undefined): OrderType {
  const text = value?.trim().toLowerCase() ?? ''
  if (text === 'buy') return 'Buy'
  if (text === 'sell') return 'Sell'
  throw new OrderFormInvalid({ orderType: m.orderTypeInvalid })
}

/** Places an order for the caller and answers once the read model shows it (read-your-writes). */
/** `at` is when the request arrived (the contest window is judged at that instant). */
export async function placeOrder(deps: MatchingDeps, principal: Principal, body: PlaceOrderBody, at: string): Promise<OrderDto> {
  const contestId = body.contest_id?.trim() ?? ''
  if (contestId === '') throw new OrderRefused('contestNotFound')
  const orderType = orderTypeOf(body.orderType)
  const contest = await termsOf(deps, contestId)
  if (!contest) throw new OrderRefused('contestNotFound')
  // A break stops play, in contests joined before it too; cancelling an open order stays possible.
  const onBreak = await deps.breakOf(principal.id)
  if (onBreak) throw new PlayerOnBreak(responsiblePlayMessages.onBreak(onBreak.kind, onBreak.until))
  const symbol = typeof body.symbol === 'string' ? body.symbol.trim().toUpperCase() : ''
  const orderId = newId()
  const lastPrice = symbol ? deps.feed.lastPrice(symbol) : undefined
  // The raw form is read here, so the decider gets numbers and the form's errors come first as before.
  const kind = readKind(body.kind, body.stopLoss)
  const form = readOrderForm(orderType, kind, body.price, body.amount, body.stopLoss, lastPrice)
  await deps.commands.execute(
    { type: 'PlaceOrder', contestId, userId: principal.id, orderId, symbol, orderType, kind, form, contest, lastPrice, at },
    { actor: principal.id, at },
  )
  const order = deps.projection.accounts.order(orderId)
  if (!order) throw new Error(`order ${orderId} was placed but is not in the read model`)
  return order
}

import type { AccountEvent } from '@arena/contracts'
import { decideByType, type Decider } from '@arena/domain'
import { evolveAccount, initialAccountState, type AccountState } from './account'
import { Decimal } from './amounts'
import type { AccountCommand } from './commands'
import { OrderRefused } from './errors'
import { fillEvent, stopTriggeredEvent } from './fills'
import { limitCrossed, stopReached } from './order'
import { decidePlacement } from './placement'
import { windowRefusal } from './window'

type Of<T extends AccountCommand['type']> = Extract<AccountCommand, { type: T }>

/**
 * Decides what a command does to one contest account. Refusals are thrown (OrderRefused,
 * OrderFormInvalid); a command that has nothing left to do returns no events, which is what
 * makes redelivered trades and retried commands harmless.
 */
export const decideAccount = decideByType<AccountCommand, AccountState, AccountEvent>('account', {
  OpenAccount: openAccount,
  PlaceOrder: decidePlacement,
  CancelOrder: cancelOrder,
  ApplyTrade: applyTrade,
  FreezeAccount: freezeAccount,
})

function openAccount(c: Of<'OpenAccount'>, state: AccountState): AccountEvent[] {
  if (state.opened) return []
  return [{ type: 'AccountOpened', data: { contestId: c.contestId, userId: c.userId, virtualFund: new Decimal(c.virtualFund).toFixed(8) } }]
}

function cancelOrder(c: Of<'CancelOrder'>, state: AccountState): AccountEvent[] {
  const order = state.orders.get(c.orderId)
  if (!order) throw new OrderRefused('orderNotFound')
  if (order.status !== 'pending') throw new OrderRefused('orderNotOpen')
  if (state.frozen || windowRefusal(c.contest, c.at) === 'contestEnded') throw new OrderRefused('contestEnded')
  return [cancelled(c, order.orderId, state, 'user')]
}

/**
 * A market trade against one resting order. A stop-loss sell waits for the last price to fall
 * to its stop, then is a limit: filled at once at the trade price if that still meets the
 * limit. A resting limit fills at its own price when a trade crosses it (a buy at or below, a
 * sell at or above). Nothing fills outside the contest window or on a frozen account.
 */
function applyTrade(c: Of<'ApplyTrade'>, state: AccountState): AccountEvent[] {
  const order = state.orders.get(c.orderId)
  if (!order || order.status !== 'pending') return []
  if (state.frozen || windowRefusal(c.contest, c.at)) return []
  const owner = { contestId: c.contestId, userId: c.userId }
  const price = new Decimal(c.trade.price)
  if (!order.active) {
    if (!stopReached(order, price)) return []
    const triggered = stopTriggeredEvent(owner, order, price, c.trade.id)
    return limitCrossed(order, price) ? [triggered, fillEvent(owner, order, price, c.trade.id)] : [triggered]
  }
  return limitCrossed(order, price) ? [fillEvent(owner, order, order.price, c.trade.id, price)] : []
}

/** The contest is over: every pending order is cancelled (funds released), then the account freezes. */
function freezeAccount(c: Of<'FreezeAccount'>, state: AccountState): AccountEvent[] {
  if (!state.opened || state.frozen) return []
  const pending = [...state.orders.values()].filter(o => o.status === 'pending')
  return [
    ...pending.map(o => cancelled(c, o.orderId, state, c.reason)),
    { type: 'AccountFrozen', data: { contestId: c.contestId, userId: c.userId, reason: c.reason } },
  ]
}

function cancelled(c: { contestId: string; userId: string }, orderId: string, state: AccountState, reason: 'user' | 'contestEnded' | 'contestCancelled'): AccountEvent {
  const order = state.orders.get(orderId)!
  return {
    type: 'OrderCancelled',
    data: { contestId: c.contestId, userId: c.userId, orderId, symbol: order.symbol, orderType: order.orderType, reason, released: order.reserved.toFixed(8) },
  }
}

/** One contest account: its orders, reservations, fills and freeze. */
export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  decide: decideAccount,
  evolve: evolveAccount,
  initialState: () => initialAccountState,
}

import { PersistentMap, unreachable } from '@arena/domain'
import type { AccountEvent } from '@arena/contracts'
import { Decimal, dec, SCALE, ZERO } from './amounts'
import { kindOf, type OrderState } from './order'

/** What the account holds of one base asset; `cost` is what the held quantity cost in USDT. */
export interface HoldingState {
  quantity: Decimal
  reserved: Decimal
  cost: Decimal
}

/** One player's contest account: the consistency boundary for orders, funds and holdings. */
export interface AccountState {
  opened: boolean
  frozen: boolean
  virtualFund: Decimal
  /** USDT held, free and reserved together. */
  usdt: Decimal
  reservedUsdt: Decimal
  holdings: ReadonlyMap<string, HoldingState>
  /** Every order the account placed, open or done (a PersistentMap: setting one does not copy them all). */
  orders: PersistentMap<OrderState>
  orderCount: number
  filledTrades: number
}

export const initialAccountState: AccountState = {
  opened: false,
  frozen: false,
  virtualFund: ZERO,
  usdt: ZERO,
  reservedUsdt: ZERO,
  holdings: new Map(),
  orders: PersistentMap.empty(),
  orderCount: 0,
  filledTrades: 0,
}

export const freeUsdt = (state: AccountState): Decimal => state.usdt.minus(state.reservedUsdt)

export function freeQuantity(state: AccountState, symbol: string): Decimal {
  const holding = state.holdings.get(symbol)
  return holding ? holding.quantity.minus(holding.reserved) : ZERO
}

const emptyHolding: HoldingState = { quantity: ZERO, reserved: ZERO, cost: ZERO }

function withHolding(state: AccountState, symbol: string, change: (h: HoldingState) => HoldingState): ReadonlyMap<string, HoldingState> {
  const holdings = new Map(state.holdings)
  const next = change(holdings.get(symbol) ?? emptyHolding)
  if (next.quantity.isZero() && next.reserved.isZero()) holdings.delete(symbol)
  else holdings.set(symbol, next)
  return holdings
}

/** Applies one event; never mutates `state`. Amounts come from the event, so replays agree. */
export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'AccountOpened': {
      const fund = dec(event.data.virtualFund)
      return { ...state, opened: true, virtualFund: fund, usdt: fund }
    }
    case 'OrderPlaced': {
      const d = event.data
      const reserved = dec(d.reserved)
      const order: OrderState = {
        orderId: d.orderId, symbol: d.symbol, orderType: d.orderType, transType: d.transType,
        kind: kindOf(d.kind, d.transType), price: dec(d.price), amount: dec(d.amount), stopLoss: d.stopLoss === null ? null : dec(d.stopLoss),
        reserved, status: 'pending', active: d.stopLoss === null,
      }
      const orders = state.orders.set(d.orderId, order)
      const placed = { ...state, orders, orderCount: state.orderCount + 1 }
      return d.orderType === 'Buy'
        ? { ...placed, reservedUsdt: state.reservedUsdt.plus(reserved) }
        : { ...placed, holdings: withHolding(state, d.symbol, h => ({ ...h, reserved: h.reserved.plus(reserved) })) }
    }
    case 'StopTriggered':
      return { ...state, orders: state.orders.update(event.data.orderId, o => ({ ...o, active: true })) }
    case 'OrderFilled': {
      const d = event.data
      const amount = dec(d.amount)
      const total = dec(d.total)
      const orders = state.orders.update(d.orderId, o => ({ ...o, status: 'success' }))
      const filled = { ...state, orders, filledTrades: state.filledTrades + 1 }
      if (d.orderType === 'Buy') {
        return {
          ...filled,
          usdt: state.usdt.minus(total),
          reservedUsdt: state.reservedUsdt.minus(total).minus(dec(d.released)),
          holdings: withHolding(state, d.symbol, h => ({ ...h, quantity: h.quantity.plus(amount), cost: h.cost.plus(total) })),
        }
      }
      return {
        ...filled,
        usdt: state.usdt.plus(total),
        holdings: withHolding(state, d.symbol, h => ({
          quantity: h.quantity.minus(amount),
          reserved: h.reserved.minus(amount),
          cost: h.cost.minus(costOfPart(h, amount)),
        })),
      }
    }
    case 'OrderCancelled': {
      const d = event.data
      const orders = state.orders.update(d.orderId, o => ({ ...o, status: 'cancelled' }))
      const released = dec(d.released)
      return d.orderType === 'Buy'
        ? { ...state, orders, reservedUsdt: state.reservedUsdt.minus(released) }
        : { ...state, orders, holdings: withHolding(state, d.symbol, h => ({ ...h, reserved: h.reserved.minus(released) })) }
    }
    case 'AccountFrozen':
      return { ...state, frozen: true }
    default:
      return unreachable(event, 'account event')
  }
}

/**
 * The cost basis leaving with `amount` sold: proportional (average cost), and all of it when
 * the whole holding goes, so no dust of cost stays behind on an empty holding.
 */
function costOfPart(holding: HoldingState, amount: Decimal): Decimal {
  if (amount.greaterThanOrEqualTo(holding.quantity)) return holding.cost
  return holding.cost.times(amount).dividedBy(holding.quantity).toDecimalPlaces(SCALE, Decimal.ROUND_HALF_UP)
}

export const foldAccount = (events: readonly AccountEvent[]): AccountState => events.reduce(evolveAccount, initialAccountState)

import { unreachable } from '@arena/domain'
import { streams, type AccountEvent, type OrderDto, type RecordedEvent } from '@arena/contracts'
import { evolveAccount, initialAccountState, type AccountState } from '../domain/account'
import { Decimal, dec, totalOf } from '../domain/amounts'
import type { FillFact } from '../domain/positions'
import { kindOf, priceUnits, touchedAt, type ScannedOrder } from '../domain/order'
import { isAccountEvent, toAccountEvent } from '../domain/events'

export interface AccountView {
  contestId: string
  userId: string
  state: AccountState
  /** The stream's version this view is at. */
  version: number
}

/** A pending order as the matcher scans it on every trade of its symbol. */
export interface RestingOrder extends ScannedOrder {
  contestId: string
  userId: string
  orderId: string
  orderType: 'Buy' | 'Sell'
  price: Decimal
  stopLoss: Decimal | null
  active: boolean
  placedAtMs: number
}

export interface OrderChange {
  kind: 'order'
  change: 'placed' | 'filled' | 'cancelled' | 'triggered'
  order: OrderDto
}

export interface AccountViewsOptions {
  /**
   * Forget an account once it freezes (its contest is over: nothing changes it again), so memory
   * holds the live accounts, not every account that ever traded; `settledAccounts` reads a frozen
   * one from its stream. Off for a fold of one account's stream.
   */
  forgetFrozen?: boolean
}

/**
 * Accounts (the decider's own fold, so the screens and the decider cannot disagree), orders as
 * the spec's lists show them, and per symbol the orders still resting, for the matcher.
 */
export class AccountViews {
  constructor(private readonly options: AccountViewsOptions = {}) {}

  readonly #accounts = new Map<string, AccountView>()
  readonly #orders = new Map<string, OrderDto>()
  readonly #byAccount = new Map<string, OrderDto[]>()
  readonly #resting = new Map<string, Map<string, RestingOrder>>()
  /** Per account, its fills in the order they happened (P&L and the portfolio series). */
  readonly #fills = new Map<string, FillFact[]>()

  apply(recorded: RecordedEvent): OrderChange | { kind: 'account'; account: AccountView } | undefined {
    if (!isAccountEvent(recorded)) return undefined
    const event = toAccountEvent(recorded)
    const { contestId, userId } = event.data
    const key = streams.account(contestId, userId)
    const account = this.#accounts.get(key) ?? { contestId, userId, state: initialAccountState, version: 0 }
    account.state = evolveAccount(account.state, event)
    account.version = recorded.version
    this.#accounts.set(key, account)
    const change = this.#applyToOrders(key, event, recorded.metadata.at) ?? { kind: 'account', account }
    if (event.type === 'AccountFrozen' && this.options.forgetFrozen) this.#forget(key)
    return change
  }

  #forget(key: string): void {
    for (const order of this.#byAccount.get(key) ?? []) {
      this.#orders.delete(order._id)
      this.#resting.get(order.symbol)?.delete(order._id)
    }
    this.#byAccount.delete(key)
    this.#fills.delete(key)
    this.#accounts.delete(key)
  }

  /** The accounts held, each with the version of its stream applied: what a checkpoint names. */
  held(): IterableIterator<AccountView> {
    return this.#accounts.values()
  }

  #applyToOrders(key: string, event: AccountEvent, at: string): OrderChange | undefined {
    switch (event.type) {
      case 'OrderPlaced': {
        const d = event.data
        const order: OrderDto = {
          _id: d.orderId, date: at, symbol: d.symbol, orderType: d.orderType, price: d.price, amount: d.amount,
          total: totalOf(dec(d.price), dec(d.amount)).toFixed(8), status: 'pending', transType: d.transType,
          user_id: d.userId, contest_id: d.contestId, stopLoss: d.stopLoss, executedPrice: null, executedTotal: null, filledAt: null,
          kind: kindOf(d.kind, d.transType), state: 'open', cancelReason: null, triggeredAt: null, triggerPrice: null, cancelledAt: null,
        }
        this.#orders.set(d.orderId, order)
        // Appended in place: readers get filtered copies (orders()), and copying the list on every
        // order made each order cost as much as the player's history.
        const list = this.#byAccount.get(key)
        if (list) list.push(order)
        else this.#byAccount.set(key, [order])
        const price = dec(d.price)
        const stopLoss = d.stopLoss === null ? null : dec(d.stopLoss)
        const resting: RestingOrder = {
          contestId: d.contestId, userId: d.userId, orderId: d.orderId, orderType: d.orderType, price, stopLoss, active: d.stopLoss === null,
          placedAtMs: Date.parse(at), priceUnits: priceUnits(price), stopUnits: stopLoss === null ? undefined : priceUnits(stopLoss),
        }
        this.#restingOf(d.symbol).set(d.orderId, resting)
        return { kind: 'order', change: 'placed', order }
      }
      case 'StopTriggered': {
        const resting = this.#resting.get(event.data.symbol)?.get(event.data.orderId)
        if (resting) resting.active = true
        const order = this.#orders.get(event.data.orderId)
        if (!order) return undefined
        Object.assign(order, { state: 'triggered', triggeredAt: at, triggerPrice: event.data.lastPrice })
        return { kind: 'order', change: 'triggered', order }
      }
      case 'OrderFilled':
      case 'OrderCancelled': {
        const d = event.data
        this.#resting.get(d.symbol)?.delete(d.orderId)
        const order = this.#orders.get(d.orderId)
        if (!order) return undefined
        if (event.type === 'OrderFilled') {
          const f = event.data
          // Appended in place (a copy per fill cost as much as the account's fills so far); fills() copies.
          const fill = { at, symbol: f.symbol, orderType: f.orderType, price: f.price, amount: f.amount, total: f.total }
          const fills = this.#fills.get(key)
          if (fills) fills.push(fill)
          else this.#fills.set(key, [fill])
          Object.assign(order, { status: 'success', state: 'filled', executedPrice: event.data.price, executedTotal: event.data.total, filledAt: at })
          return { kind: 'order', change: 'filled', order }
        }
        Object.assign(order, { status: 'cancelled', state: 'cancelled', cancelReason: event.data.reason, cancelledAt: at })
        return { kind: 'order', change: 'cancelled', order }
      }
      case 'AccountOpened':
      case 'AccountFrozen':
        return undefined
      default:
        return unreachable(event, 'account event')
    }
  }

  #restingOf(symbol: string): Map<string, RestingOrder> {
    let resting = this.#resting.get(symbol)
    if (!resting) this.#resting.set(symbol, (resting = new Map()))
    return resting
  }

  account(contestId: string, userId: string): AccountView | undefined {
    return this.#accounts.get(streams.account(contestId, userId))
  }

  /** The version of the account stream `stream` this read model has applied; undefined for one it has not seen. */
  versionOf(stream: string): number | undefined {
    return this.#accounts.get(stream)?.version
  }

  order(orderId: string): OrderDto | undefined {
    return this.#orders.get(orderId)
  }

  /** The account's orders in the given statuses, newest first. */
  orders(contestId: string, userId: string, ...statuses: OrderDto['status'][]): OrderDto[] {
    return (this.#byAccount.get(streams.account(contestId, userId)) ?? []).filter(o => statuses.includes(o.status)).reverse()
  }

  /** Resting orders a trade at `price` acts on: limits it crosses and stops it reaches. */
  touchedBy(symbol: string, price: Decimal): RestingOrder[] {
    const touched: RestingOrder[] = []
    // Every resting order of the symbol, on every trade: the orders that never cross pile up over
    // a contest, so the comparison is on numbers (touchedAt), not decimals.
    const units = priceUnits(price)
    for (const order of this.#resting.get(symbol)?.values() ?? []) {
      if (touchedAt(order, price, units)) touched.push(order)
    }
    return touched
  }

  /** The account's fills so far, a copy of its own: a reader may hold it across an await. */
  fills(contestId: string, userId: string): readonly FillFact[] {
    return [...(this.#fills.get(streams.account(contestId, userId)) ?? [])]
  }

  accountsOf(contestId: string): AccountView[] {
    return [...this.#accounts.values()].filter(a => a.contestId === contestId)
  }
}

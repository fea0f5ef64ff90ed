import type { OrderKind, OrderType } from '@arena/contracts'
import type { OrderForm } from './orderForm'

/**
 * What the account decider knows of the contest, copied onto each command by the caller (the
 * contest service owns these facts; matching folds them from its events).
 */
export interface ContestWindow {
  startAt: string
  endAt: string
  pairs: readonly string[]
  /** `ended` / `cancelled` once the contest service said so, whatever the clock says. */
  state: 'scheduled' | 'ended' | 'cancelled'
}

/** A market trade as a fill needs it. */
export interface TradeFact {
  id: number
  price: string
}

/** Every command carries its instant (`at`, ISO-8601) and ids; the decider reads no clock. */
export type AccountCommand =
  | { type: 'OpenAccount'; contestId: string; userId: string; virtualFund: string }
  | {
      type: 'PlaceOrder'
      contestId: string
      userId: string
      orderId: string
      symbol: string
      orderType: OrderType
      /** The kind the player chose (`readKind`). */
      kind: OrderKind
      /** The form's numbers, read and checked against the field rules before the command (`readOrderForm`). */
      form: OrderForm
      contest: ContestWindow
      /** The market's last price now, if the feed has one: decides whether the order is marketable. */
      lastPrice: string | undefined
      at: string
    }
  | { type: 'CancelOrder'; contestId: string; userId: string; orderId: string; contest: ContestWindow; at: string }
  | { type: 'ApplyTrade'; contestId: string; userId: string; orderId: string; trade: TradeFact; contest: ContestWindow; at: string }
  | { type: 'FreezeAccount'; contestId: string; userId: string; reason: 'contestEnded' | 'contestCancelled' }

export type AccountCommandType = AccountCommand['type']

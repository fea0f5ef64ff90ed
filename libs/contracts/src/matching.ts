import { Type, type Static } from '@sinclair/typebox'
import type { LeaderboardRowDto } from './contest'
import { DecimalString, defineMessage } from './schema'

/**
 * Matching: one stream per contest account, `account-<contestId>-<userId>` (see
 * `streams.account`). The account is the consistency boundary, so an order's whole life is
 * written there too: placing reserves funds in the same append that records the order, and a
 * fill moves USDT and holdings in the same event that marks the order filled. Reservations are
 * folded into the order events (`reserved`, `released`) rather than being events of their own.
 * The `order-<orderId>` view is every event of the account stream with that `orderId`.
 *
 * USDT and quantities are decimal strings with at most 8 places. Every event repeats
 * `contestId`, `userId` (and the order's `symbol`) so projections never need earlier events to
 * know whose it is. The instant of each event is `metadata.at`.
 */

export const OrderType = Type.Union([Type.Literal('Buy'), Type.Literal('Sell')])
export type OrderType = Static<typeof OrderType>
/** `stopLoss`: a sell that waits until the last price falls to or below its stop. */
export const TransType = Type.Union([Type.Literal('limit'), Type.Literal('stopLoss')])
export type TransType = Static<typeof TransType>
/**
 * How the player asked the order to trade (added beside the spec's `transType`, which stays
 * `limit` or `stopLoss`): `market` fills at once at the last price (recorded as a limit at that
 * price); `limit` waits for its price; `stopLoss` sells at market once the last price falls to
 * the stop (recorded as a stop whose limit is the smallest price, so any trade fills it);
 * `stopLimit` becomes a limit sell at `price` once the stop is reached. Events written before
 * the field have none: a stop there is a `stopLimit`, anything else a `limit`.
 */
export const OrderKind = Type.Union([Type.Literal('market'), Type.Literal('limit'), Type.Literal('stopLoss'), Type.Literal('stopLimit')])
export type OrderKind = Static<typeof OrderKind>
export const CancelReason = Type.Union([Type.Literal('user'), Type.Literal('contestEnded'), Type.Literal('contestCancelled')])
export type CancelReason = Static<typeof CancelReason>
/** A market trade id (Binance aggregate trade id); null for a fill at placement. */
const TradeId = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])
const Owner = { contestId: Type.String(), userId: Type.String() }

/** Opened by matching when it sees `PlayerJoined`: the whole virtual fund is free USDT. */
export const AccountOpened = defineMessage('AccountOpened', Type.Object({ ...Owner, virtualFund: DecimalString }))

/**
 * An order accepted and resting (pending). `reserved` is held back from the free balance until
 * the order fills or is cancelled: USDT (price x amount, 8 places) for a buy, the quantity of
 * the base asset for a sell.
 */
export const OrderPlaced = defineMessage('OrderPlaced', Type.Object({
  ...Owner,
  orderId: Type.String(),
  symbol: Type.String(),
  orderType: OrderType,
  transType: TransType,
  /** The limit price. */
  price: DecimalString,
  amount: DecimalString,
  stopLoss: Type.Union([DecimalString, Type.Null()]),
  reserved: DecimalString,
  /** Absent from events older than the field (see `OrderKind`). */
  kind: Type.Optional(OrderKind),
}))

/** A stop-loss sell's stop was reached: from now on it is a plain limit sell. */
export const StopTriggered = defineMessage('StopTriggered', Type.Object({
  ...Owner,
  orderId: Type.String(),
  symbol: Type.String(),
  tradeId: TradeId,
  lastPrice: DecimalString,
}))

/**
 * The order filled in full (status success). `price` is the execution price: the limit for a
 * resting order a trade crossed, the market's last price for one marketable when it was placed
 * or triggered. `total` = price x amount (8 places) moved between USDT and holdings; for a buy,
 * `released` is the part of the reservation the fill did not use.
 */
export const OrderFilled = defineMessage('OrderFilled', Type.Object({
  ...Owner,
  orderId: Type.String(),
  symbol: Type.String(),
  orderType: OrderType,
  price: DecimalString,
  amount: DecimalString,
  total: DecimalString,
  released: DecimalString,
  tradeId: TradeId,
  /**
   * The market price the fill was decided on: the last price at placement, or the price of the
   * trade that crossed the limit or reached the stop (absent from events older than the field).
   * Recorded so the contest's evidence bundle can show every price a fill used.
   */
  marketPrice: Type.Optional(DecimalString),
}))

/** The order left the book unfilled; its whole reservation (`released`) is free again. */
export const OrderCancelled = defineMessage('OrderCancelled', Type.Object({
  ...Owner,
  orderId: Type.String(),
  symbol: Type.String(),
  orderType: OrderType,
  reason: CancelReason,
  released: DecimalString,
}))

/** The contest ended or was cancelled: the account takes no more orders and no more fills. */
export const AccountFrozen = defineMessage('AccountFrozen', Type.Object({
  ...Owner,
  reason: Type.Union([Type.Literal('contestEnded'), Type.Literal('contestCancelled')]),
}))

export const matchingEvents = [AccountOpened, OrderPlaced, StopTriggered, OrderFilled, OrderCancelled, AccountFrozen] as const

type Def = (typeof matchingEvents)[number]
/** An account event without its envelope: what the account decider takes and returns. */
export type AccountEvent = { [K in Def['type']]: { type: K; data: Static<Extract<Def, { type: K }>['schema']> } }[Def['type']]
export type AccountEventType = AccountEvent['type']

// ---- HTTP and push shapes (spec sections 3 and 7) ----

/** One order as Open Orders and Order History show it (spec section 3, Order). */
export interface OrderDto {
  _id: string
  /** ISO-8601 instant the order was placed. */
  date: string
  symbol: string
  orderType: OrderType
  /** The limit price. */
  price: string
  amount: string
  /** price x amount at the limit. */
  total: string
  /** Open Orders list `pending`; Order History `success` and `cancelled` (`status=history`). */
  status: 'pending' | 'success' | 'cancelled'
  transType: TransType
  /** How the order trades (see `OrderKind`). */
  kind: OrderKind
  /**
   * Where the order is in its life, as the player reads it: `open` (waiting for its price or its
   * stop), `triggered` (a stop reached, now waiting as a limit), `filled` (whole: this exchange
   * has no partial fills), `cancelled` (why: `cancelReason`).
   */
  state: 'open' | 'triggered' | 'filled' | 'cancelled'
  cancelReason: CancelReason | null
  /** Set once a stop was reached: when, and the last price that reached it. */
  triggeredAt: string | null
  triggerPrice: string | null
  cancelledAt: string | null
  user_id: string
  contest_id: string
  stopLoss: string | null
  /** Set once filled: the execution price, what it cost or raised, and when. */
  executedPrice: string | null
  executedTotal: string | null
  filledAt: string | null
}

/** The per-user push `exchangeOrderData` after an order is placed, filled or cancelled. */
export interface ExchangeOrderPush {
  contestId: string
  change: 'placed' | 'filled' | 'cancelled' | 'triggered'
  order: OrderDto
}

/** One row of getAccount-data's `allAccount` (spec section 3, Account holding). */
export interface AccountHoldingDto {
  /** The asset: `USDT`, or the pair (`BTCUSDT`) whose base asset is held. */
  _id: string
  /** Quantity held, free and reserved together. */
  totalcurrency: string
  /** Last price in USDT (1 for USDT). */
  price: string
  /** Quantity held back by pending orders. */
  reserved: string
}

/** The per-user push `portfolioExchange` (throttled to one a second per user). */
export interface PortfolioPush {
  contestId: string
  per: string
  portfoliovalue: string
}

/**
 * Pushed to topic `contest:<contestId>` (`contestTopic`) as `leaderboardData`: the first page of
 * the ranking. Rows are the contest service's `LeaderboardRowDto`.
 */
export interface LeaderboardPush {
  contestId: string
  rows: LeaderboardRowDto[]
  /** Players with at least 5 orders, i.e. ranked. */
  ranked: number
}

export const exchangePushEvents = {
  order: 'exchangeOrderData',
  portfolio: 'portfolioExchange',
  leaderboard: 'leaderboardData',
} as const

/** GET api/positions: per symbol P&L matching computes from the player's fills (8-place decimal strings). */
/** One symbol's position, every figure an 8-place decimal string. */
export interface PositionDto {
  symbol: string
  quantity: string
  /** What the held quantity cost per unit (average cost); 0 once the position is closed. */
  averagePrice: string
  /** Null while the feed has no price for the symbol: then unrealised P&L counts as 0. */
  lastPrice: string | null
  /** quantity x last price - what the held quantity cost. */
  unrealisedPnl: string
  /** What sells raised minus the average cost of what they sold, summed over the contest. */
  realisedPnl: string
}

export interface PositionsDto {
  positions: PositionDto[]
  unrealisedPnl: string
  realisedPnl: string
}

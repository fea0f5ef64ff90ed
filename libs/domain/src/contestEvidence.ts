// The subpath keeps the browser check of this package to the ranking types (no Web Crypto).
import type { FinalStanding } from '@arena/contracts/ranking'
import { countsAsPlayer } from './eligibility'
import { Decimal, parseDecimal, type DecimalInput } from './money'
import { parseLevels, splitPrizes } from './prizes'
import { rankByScore } from './ranking'
import { ORDER_SCALE } from './validation/orderForm'

/**
 * The pure rules a contest's evidence bundle is checked against (scripts/verify-contest.ts):
 * how a fill is priced, what it moves, what a portfolio is worth and how the final ranking and
 * prizes follow. Settlement and the leaderboard use the same functions, so the verifier can
 * never agree with a rule the product does not apply.
 */

/** USDT and quantities: 8 places, half-up. */
const to8 = (value: Decimal): Decimal => value.toDecimalPlaces(ORDER_SCALE, Decimal.ROUND_HALF_UP)

export type Side = 'Buy' | 'Sell'

/**
 * How an order came to fill: at once when placed (the market already crossed it), resting on
 * the book until a trade crossed its limit, or a stop-loss sell whose stop a trade reached.
 */
export type FillWay = 'atPlacement' | 'resting' | 'stopTriggered'

/** Does the market at `market` cross a limit order? A buy at or below its limit, a sell at or above. */
export function limitCrossedBy(side: Side, limit: DecimalInput, market: DecimalInput): boolean {
  const m = parseDecimal(market)
  return side === 'Buy' ? m.lessThanOrEqualTo(parseDecimal(limit)) : m.greaterThanOrEqualTo(parseDecimal(limit))
}

/** price x amount, half-up to 8 places: what a fill moves between USDT and the holding. */
export const fillTotal = (price: DecimalInput, amount: DecimalInput): Decimal => to8(parseDecimal(price).times(parseDecimal(amount)))

/** What an order reserves while pending: USDT at its limit for a buy, the quantity for a sell. */
export const orderReservation = (side: Side, limit: DecimalInput, amount: DecimalInput): Decimal =>
  side === 'Buy' ? fillTotal(limit, amount) : parseDecimal(amount)

export interface FillInput {
  side: Side
  way: FillWay
  limit: DecimalInput
  amount: DecimalInput
  reserved: DecimalInput
  /** The market price the fill was decided on (last price at placement, or the trade's price). */
  market: DecimalInput
}

export interface ExpectedFill {
  price: Decimal
  total: Decimal
  /** For a buy: the part of the reservation the fill did not use; 0 for a sell. */
  released: Decimal
}

/**
 * The fill an order gets: a resting limit fills at its own limit; one the market already crossed
 * when placed or triggered fills at that market price. Orders fill whole.
 */
export function expectedFill(input: FillInput): ExpectedFill {
  const price = input.way === 'resting' ? parseDecimal(input.limit) : parseDecimal(input.market)
  const total = fillTotal(price, input.amount)
  const released = input.side === 'Buy' ? parseDecimal(input.reserved).minus(total) : new Decimal(0)
  return { price, total, released }
}

/** A player's contest account as ranking sees it: all USDT (free and reserved) and quantities. */
export interface Book {
  usdt: Decimal
  holdings: Map<string, Decimal>
  orderCount: number
  filledTrades: number
}

export const openBook = (virtualFund: DecimalInput): Book => ({ usdt: parseDecimal(virtualFund), holdings: new Map(), orderCount: 0, filledTrades: 0 })

/** A fill moves `total` USDT one way and `amount` of the symbol the other. */
export function applyFill(book: Book, fill: { side: Side; symbol: string; amount: DecimalInput; total: DecimalInput }): void {
  const sign = fill.side === 'Buy' ? 1 : -1
  book.usdt = book.usdt.minus(parseDecimal(fill.total).times(sign))
  const quantity = (book.holdings.get(fill.symbol) ?? new Decimal(0)).plus(parseDecimal(fill.amount).times(sign))
  if (quantity.isZero()) book.holdings.delete(fill.symbol)
  else book.holdings.set(fill.symbol, quantity)
  book.filledTrades++
}

/** USDT + each holding x its price, half-up to 8 places. A symbol without a price counts 0. */
export function valueOfHoldings(usdt: Decimal, holdings: ReadonlyMap<string, Decimal>, priceOf: (symbol: string) => Decimal | undefined): Decimal {
  let value = usdt
  for (const [symbol, quantity] of holdings) value = value.plus(quantity.times(priceOf(symbol) ?? 0))
  return to8(value)
}

/** Gain or loss against the virtual fund, percent, unrounded. */
export function gainPercentOf(value: Decimal, virtualFund: Decimal): Decimal {
  return virtualFund.isZero() ? new Decimal(0) : value.minus(virtualFund).dividedBy(virtualFund).times(100)
}

/** One player's final figures (the contracts' shape the leaderboard reports and settlement reads). */
export type { FinalStanding }

/** A standing once ranked, with its prize (INR, 2 places). */
export interface RankedStanding extends FinalStanding {
  rank: number
  prize: string
}

export interface ContestResults {
  results: RankedStanding[]
  undistributed: string
}

const byUserId = (a: { userId: string }, b: { userId: string }) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)

/**
 * The final result of a contest, from its prize levels, its players and their standings.
 * Players are ranked by gain percent; only those with at least 5 orders count as players and
 * get a rank of their own (the others share the rank after the last player). Prizes follow the
 * levels among those who also have a filled trade, tied players sharing the sum of the
 * positions they occupy. A player without a standing has done nothing: no orders, no gain.
 */
export function contestResults(terms: { levels: string; virtualFund: string }, players: Iterable<string>, standings: readonly FinalStanding[]): ContestResults {
  const known = new Map(standings.map(s => [s.userId, s]))
  const rows = [...players]
    .map(userId => known.get(userId) ?? { userId, portfolioValue: terms.virtualFund, gainPercent: '0', orderCount: 0, filledTrades: 0 })
    .map(s => ({ ...s, portfolioValue: parseDecimal(s.portfolioValue).toString(), gainPercent: parseDecimal(s.gainPercent).toString() }))
    .sort(byUserId)
  const split = splitPrizes({
    levels: parseLevels(terms.levels),
    standings: rows.map(r => ({ playerId: r.userId, score: r.gainPercent, orders: r.orderCount, filledTrades: r.filledTrades })),
  })
  const prizeOf = new Map(split.awards.map(a => [a.playerId, a.amount]))
  const counted = rows.filter(r => countsAsPlayer({ orders: r.orderCount }))
  const others = rows.filter(r => !countsAsPlayer({ orders: r.orderCount }))
  const result = <T extends FinalStanding>(r: T, rank: number): T & RankedStanding => ({ ...r, rank, prize: prizeOf.get(r.userId) ?? '0.00' })
  const results = [
    ...rankByScore(counted, r => r.gainPercent).map(({ rank, item }) => result(item, rank)),
    ...others.map(r => result(r, counted.length + 1)),
  ]
  return { results, undistributed: split.undistributed }
}

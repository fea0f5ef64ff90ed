import { countsAsPlayer } from './eligibility'
import { Decimal } from './money'
import { rankByScore } from './ranking'

/**
 * A finished contest's timeline, rebuilt from its events: who joined, every order, fill, cancel
 * and price point in the order the log committed them, and the prices the contest ended at.
 * Players are named by a key that is not their user id (`p<seat>`), so the same shape serves
 * a participant who may see names and a visitor who sees pseudonyms.
 */
export interface ReplayTimeline {
  virtualFund: string
  startAt: string
  endAt: string
  players: ReplayPlayer[]
  /** In log order; `at` is the instant the event was recorded. */
  moments: ReplayMoment[]
}

export interface ReplayPlayer {
  key: string
  name: string
}

type Side = 'Buy' | 'Sell'

export type ReplayMoment =
  | { kind: 'join'; at: string; player: string }
  | { kind: 'order'; at: string; player: string; orderId: string; symbol: string; side: Side; price: string; amount: string }
  | { kind: 'fill'; at: string; player: string; orderId: string; symbol: string; side: Side; price: string; amount: string; total: string }
  | { kind: 'cancel'; at: string; player: string; orderId: string; symbol: string; reason: string }
  /** A market price the log recorded outside a fill (a stop-loss reached at this last price). */
  | { kind: 'price'; at: string; symbol: string; price: string }
  /** Trading ended at these prices (ContestEnded); pairs without one are valued at their last fill. */
  | { kind: 'end'; at: string; prices: Record<string, string> }

export interface ReplayHolding {
  symbol: string
  quantity: string
  /** The price it is valued at, or null when nothing priced the symbol yet. */
  price: string | null
  /** quantity x price, 8 places. */
  value: string
}

export interface ReplayPortfolio {
  key: string
  name: string
  /** Free and reserved USDT together, 8 places. */
  usdt: string
  holdings: ReplayHolding[]
  /** usdt + holdings at their prices, 8 places (the leaderboard's value). */
  value: string
  /** Against the virtual fund, 8 places. */
  gainPercent: string
  orderCount: number
  filledTrades: number
}

export interface ReplayRow extends ReplayPortfolio {
  /** Shared by equal gains; players under 5 orders share the rank after the last ranked one. */
  rank: number
  /** 5 orders or more by this instant. */
  ranked: boolean
}

export interface ReplayFrame {
  at: string
  /** Moments applied up to and including `at`. */
  applied: number
  ended: boolean
  /** Ranked players first (best first, ties by key), then the others by key. */
  rows: ReplayRow[]
}

interface Book {
  usdt: Decimal
  holdings: Map<string, Decimal>
  orders: number
  fills: number
}

/** The instant after which nothing changes: the later of the contest's end and its last moment. */
export function replayEnd(timeline: ReplayTimeline): string {
  const last = timeline.moments.reduce((max, m) => Math.max(max, Date.parse(m.at)), Date.parse(timeline.endAt))
  return new Date(last).toISOString()
}

/**
 * The contest as it stood at `instant`: every moment recorded at or before it applied in log
 * order, each player valued as the leaderboard values them (cash plus holdings at the last price
 * the log knows: a fill or a reached stop; once ended, the recorded final prices, a pair without
 * one at its last fill before the end), then ranked as settlement ranks (gain percent to 8
 * places, only players with 5 orders, equal gains sharing a rank). At `replayEnd` this is the
 * settled ranking, since settlement read the same events.
 */
export function replayAt(timeline: ReplayTimeline, instant: string | number | Date): ReplayFrame {
  const limit = new Date(instant).getTime()
  const fund = new Decimal(timeline.virtualFund)
  const books = new Map<string, Book>()
  const lastPrice = new Map<string, Decimal>()
  const lastFill = new Map<string, Decimal>()
  let final: Map<string, Decimal> | null = null
  let applied = 0
  for (const moment of timeline.moments) {
    if (Date.parse(moment.at) > limit) continue
    applied++
    if (moment.kind === 'join') {
      if (!books.has(moment.player)) books.set(moment.player, { usdt: fund, holdings: new Map(), orders: 0, fills: 0 })
    } else if (moment.kind === 'order') {
      const book = books.get(moment.player)
      if (book) book.orders++
    } else if (moment.kind === 'fill') {
      const book = books.get(moment.player)
      if (!book) continue
      const sign = moment.side === 'Buy' ? 1 : -1
      book.usdt = book.usdt.minus(new Decimal(moment.total).times(sign))
      const quantity = (book.holdings.get(moment.symbol) ?? new Decimal(0)).plus(new Decimal(moment.amount).times(sign))
      if (quantity.isZero()) book.holdings.delete(moment.symbol)
      else book.holdings.set(moment.symbol, quantity)
      book.fills++
      lastPrice.set(moment.symbol, new Decimal(moment.price))
      lastFill.set(moment.symbol, new Decimal(moment.price))
    } else if (moment.kind === 'price') {
      lastPrice.set(moment.symbol, new Decimal(moment.price))
    } else if (moment.kind === 'end') {
      // Fixed here, like the leaderboard's finalPricesOf: a later fill does not move the final price.
      final = new Map(lastFill)
      for (const [symbol, price] of Object.entries(moment.prices)) final.set(symbol, new Decimal(price))
    }
  }
  const priceOf = (symbol: string) => (final ?? lastPrice).get(symbol)
  const names = new Map(timeline.players.map(p => [p.key, p.name]))
  const portfolios = [...books.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, book]) => portfolioOf(key, names.get(key) ?? key, book, fund, priceOf))
  const counted = portfolios.filter(p => countsAsPlayer({ orders: p.orderCount }))
  const others = portfolios.filter(p => !countsAsPlayer({ orders: p.orderCount }))
  const rows: ReplayRow[] = [
    ...rankByScore(counted, p => p.gainPercent).map(({ rank, item }) => ({ ...item, rank, ranked: true })),
    ...others.map(item => ({ ...item, rank: counted.length + 1, ranked: false })),
  ]
  return { at: new Date(limit).toISOString(), applied, ended: final !== null, rows }
}

function portfolioOf(key: string, name: string, book: Book, fund: Decimal, priceOf: (symbol: string) => Decimal | undefined): ReplayPortfolio {
  let value = book.usdt
  const holdings: ReplayHolding[] = [...book.holdings.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([symbol, quantity]) => {
      const price = priceOf(symbol)
      const worth = quantity.times(price ?? 0)
      value = value.plus(worth)
      return { symbol, quantity: quantity.toFixed(8), price: price ? price.toFixed(8) : null, value: worth.toFixed(8, Decimal.ROUND_HALF_UP) }
    })
  const rounded = value.toDecimalPlaces(8, Decimal.ROUND_HALF_UP)
  const gain = fund.isZero() ? new Decimal(0) : rounded.minus(fund).dividedBy(fund).times(100).toDecimalPlaces(8, Decimal.ROUND_HALF_UP)
  return {
    key, name, usdt: book.usdt.toFixed(8), holdings, value: rounded.toFixed(8), gainPercent: gain.toFixed(8),
    orderCount: book.orders, filledTrades: book.fills,
  }
}

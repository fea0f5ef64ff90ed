import { Decimal, dec, fixed8, totalOf, ZERO } from './amounts'
import type { FillFact } from './positions'

/** A symbol's price at an instant: a candle's close (at its close time) or a fill's price. */
export interface PricePoint {
  time: number
  price: string
}

export interface SeriesPoint {
  /** ISO-8601 instant. */
  at: string
  /** Portfolio value in USDT, 8 places: USDT + each holding x its price then. */
  value: string
}

export interface SeriesInput {
  virtualFund: string
  startAt: string
  /** The series ends here: the contest's end, or now while it runs. */
  until: string
  fills: readonly FillFact[]
  /** Per symbol, oldest first: the market's candle closes. */
  prices: ReadonlyMap<string, readonly PricePoint[]>
}

/**
 * The player's portfolio value through the contest, from the fills and the market's price
 * history: a point at the start, at each fill, at each candle close of a symbol the player held,
 * and at `until`. Between candles a holding is valued at the latest price known by then (a
 * close or a fill of that symbol); with none yet, at what it cost, as the account call does.
 */
export function portfolioSeries(input: SeriesInput): SeriesPoint[] {
  const start = Date.parse(input.startAt)
  const until = Date.parse(input.until)
  const fills = [...input.fills].filter(f => Date.parse(f.at) <= until).sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  const held = new Set(fills.map(f => f.symbol))
  const times = new Set<number>([start, until, ...fills.map(f => Date.parse(f.at))])
  for (const symbol of held) {
    for (const p of input.prices.get(symbol) ?? []) if (p.time > start && p.time < until) times.add(p.time)
  }
  let usdt = dec(input.virtualFund)
  const quantity = new Map<string, Decimal>()
  const cost = new Map<string, Decimal>()
  const lastFill = new Map<string, PricePoint>()
  let next = 0
  const points: SeriesPoint[] = []
  for (const time of [...times].sort((a, b) => a - b)) {
    if (time < start) continue
    for (; next < fills.length && Date.parse(fills[next]!.at) <= time; next++) {
      const f = fills[next]!
      const sign = f.orderType === 'Buy' ? 1 : -1
      const q = quantity.get(f.symbol) ?? ZERO
      const c = cost.get(f.symbol) ?? ZERO
      usdt = usdt.minus(dec(f.total).times(sign))
      quantity.set(f.symbol, q.plus(dec(f.amount).times(sign)))
      // Average cost leaves with a sale; only used for a holding with no price at all.
      cost.set(f.symbol, sign === 1 ? c.plus(f.total) : q.isZero() ? ZERO : c.times(q.minus(f.amount)).dividedBy(q))
      lastFill.set(f.symbol, { time: Date.parse(f.at), price: f.price })
    }
    let value = usdt
    for (const [symbol, q] of quantity) {
      if (q.isZero()) continue
      const price = priceAt(input.prices.get(symbol) ?? [], lastFill.get(symbol), time)
      value = value.plus(price === undefined ? cost.get(symbol)! : totalOf(dec(price), q))
    }
    points.push({ at: new Date(time).toISOString(), value: fixed8(value) })
  }
  return points
}

/** The latest price at or before `time`: the later of the last candle close and the last fill. */
function priceAt(closes: readonly PricePoint[], fill: PricePoint | undefined, time: number): string | undefined {
  let close: PricePoint | undefined
  for (const p of closes) {
    if (p.time > time) break
    close = p
  }
  if (!close) return fill?.price
  if (!fill) return close.price
  return fill.time > close.time ? fill.price : close.price
}

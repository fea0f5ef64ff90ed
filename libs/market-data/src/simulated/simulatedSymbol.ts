import Decimal from 'decimal.js'
import { candleOpenTime } from '../candles'
import type { MarketEvent } from '../marketEvent'
import { DEPTH_LEVELS, type Depth, type Kline, type Level, type Ticker, type Trade } from '../port'
import { formatUnits, toUnits, type Instrument } from './instruments'
import { gaussianish, intBetween, mulberry32, type Random } from './prng'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** A minute candle in integer ticks and lots; bigint sums because a day of quote volume overflows 2^53. */
interface Candle {
  openTime: number
  open: number
  high: number
  low: number
  close: number
  volume: bigint
  quote: bigint
  trades: number
}

/** The 24 h window's finished candles, summed (`#closedWindow`), with what identifies them. */
interface ClosedWindow {
  from: number
  count: number
  oldest: number | undefined
  open: number | undefined
  high: number
  low: number
  volume: bigint
  quote: bigint
}

/**
 * One simulated pair: a random walk in whole price ticks, trades along it, a 20-level book
 * around it and a 24 h rolling ticker computed from minute candles.
 */
export class SimulatedSymbol {
  readonly symbol: string
  readonly #i: Instrument
  readonly #random: Random
  readonly #maxCandles: number
  readonly #typicalLots: number
  readonly #candles: Candle[] = []
  #price: number
  #tradeId: number
  #updateId: number
  #lastAt = Number.NEGATIVE_INFINITY
  #closed: ClosedWindow | undefined

  constructor(instrument: Instrument, seed: number, maxCandles: number) {
    this.symbol = instrument.symbol
    this.#i = instrument
    this.#random = mulberry32(seed)
    this.#maxCandles = maxCandles
    this.#price = Number(toUnits(instrument.price, instrument.priceDecimals))
    this.#typicalLots = Number(toUnits(instrument.typicalQty, instrument.qtyDecimals))
    this.#tradeId = intBetween(this.#random, 100_000_000, 2_000_000_000)
    this.#updateId = intBetween(this.#random, 1_000_000_000, 40_000_000_000)
  }

  /**
   * History before `startAt` so charts and the 24 h ticker have data at once: `minutes` candles
   * walking backwards from the starting price, then ten opening trades up to `startAt`.
   */
  open(startAt: number, minutes: number): MarketEvent[] {
    const firstTradeAt = startAt - 9000
    const end = candleOpenTime('1m', firstTradeAt)
    const closes = [this.#price]
    const minuteMove = this.#i.volatility * 8
    for (let k = 1; k <= minutes; k++) {
      const previous = closes[k - 1]!
      closes.push(Math.max(1, previous + Math.round(previous * minuteMove * gaussianish(this.#random))))
    }
    for (let k = minutes; k >= 1; k--) {
      const open = closes[k]!
      const close = closes[k - 1]!
      const wick = () => Math.round(open * this.#i.volatility * 3 * this.#random())
      const trades = intBetween(this.#random, 40, 160)
      const volume = BigInt(Math.round(trades * this.#typicalLots * (0.5 + this.#random())))
      this.#candles.push({
        openTime: end - k * MINUTE, open, close, trades, volume,
        high: Math.max(open, close) + wick(),
        low: Math.max(1, Math.min(open, close) - wick()),
        quote: volume * BigInt(Math.round((open + close) / 2)),
      })
    }
    const events: MarketEvent[] = []
    for (let n = 0; n < 10; n++) events.push({ kind: 'trade', trade: this.#trade(firstTradeAt + n * 1000) })
    this.#lastAt = startAt
    events.push({ kind: 'depth', depth: this.#depth() }, { kind: 'ticker', ticker: this.#ticker(startAt) })
    return events
  }

  /**
   * The market moves on to `at` (never backwards): a few trades, then a fresh book and ticker.
   * Without `ticker` the 24 h ticker is left out: it draws no randomness, so skipping it while
   * catching up changes nothing that follows, and it is most of a step's cost.
   */
  step(at: number, ticker = true): MarketEvent[] {
    const now = Math.max(at, this.#lastAt)
    this.#lastAt = now
    const events: MarketEvent[] = []
    const count = intBetween(this.#random, 0, 3)
    for (let n = 0; n < count; n++) events.push({ kind: 'trade', trade: this.#trade(now) })
    events.push({ kind: 'depth', depth: this.#depth() })
    if (ticker) events.push({ kind: 'ticker', ticker: this.#ticker(now) })
    return events
  }

  /** Minute candles, oldest first. */
  minuteKlines(): Kline[] {
    const price = (ticks: number) => this.#fmtPrice(ticks)
    return this.#candles.map(c => ({
      openTime: c.openTime, closeTime: c.openTime + MINUTE - 1,
      open: price(c.open), high: price(c.high), low: price(c.low), close: price(c.close),
      volume: formatUnits(c.volume, this.#i.qtyDecimals),
      quoteVolume: formatUnits(c.quote, this.#i.priceDecimals + this.#i.qtyDecimals),
      trades: c.trades,
    }))
  }

  #trade(at: number): Trade {
    const move = Math.round(this.#price * this.#i.volatility * gaussianish(this.#random))
    this.#price = Math.max(1, this.#price + move)
    const r = this.#random()
    const burst = this.#random() < 0.05 ? 6 : 1
    const lots = Math.max(1, Math.round(this.#typicalLots * (0.05 + 1.9 * r * r) * burst))
    // A falling price means sellers hit the bids: the buyer was the resting (maker) side.
    const buyerIsMaker = move < 0 || (move === 0 && this.#random() < 0.5)
    this.#record(at, lots)
    return {
      symbol: this.symbol, id: ++this.#tradeId, price: this.#fmtPrice(this.#price),
      qty: formatUnits(BigInt(lots), this.#i.qtyDecimals), time: at, buyerIsMaker,
    }
  }

  #record(at: number, lots: number): void {
    const openTime = candleOpenTime('1m', at)
    let last = this.#candles.at(-1)
    if (last && last.openTime < openTime) {
      // Quiet minutes still get flat candles, as Binance's do, so charts have no holes.
      const from = Math.max(last.openTime + MINUTE, openTime - this.#maxCandles * MINUTE)
      for (let t = from; t < openTime; t += MINUTE) {
        const c = last.close
        this.#candles.push({ openTime: t, open: c, high: c, low: c, close: c, volume: 0n, quote: 0n, trades: 0 })
      }
    }
    last = this.#candles.at(-1)
    if (!last || last.openTime < openTime) {
      const p = this.#price
      last = { openTime, open: p, high: p, low: p, close: p, volume: 0n, quote: 0n, trades: 0 }
      this.#candles.push(last)
    }
    last.high = Math.max(last.high, this.#price)
    last.low = Math.min(last.low, this.#price)
    last.close = this.#price
    last.volume += BigInt(lots)
    last.quote += BigInt(lots) * BigInt(this.#price)
    last.trades += 1
    if (this.#candles.length > this.#maxCandles) this.#candles.splice(0, this.#candles.length - this.#maxCandles)
  }

  #depth(): Depth {
    const spread = intBetween(this.#random, 1, 3)
    const bestBid = Math.max(1, this.#price - intBetween(this.#random, 0, spread - 1))
    const level = (ticks: number): Level => {
      const r = this.#random()
      const lots = Math.max(1, Math.round(this.#typicalLots * (0.05 + 4 * r * r)))
      return [this.#fmtPrice(ticks), formatUnits(BigInt(lots), this.#i.qtyDecimals)]
    }
    const bids: Level[] = []
    const asks: Level[] = []
    for (let n = 0, p = bestBid; n < DEPTH_LEVELS && p > 0; n++, p -= intBetween(this.#random, 1, 3)) bids.push(level(p))
    for (let n = 0, p = bestBid + spread; n < DEPTH_LEVELS; n++, p += intBetween(this.#random, 1, 3)) asks.push(level(p))
    this.#updateId += intBetween(this.#random, 1, 60)
    return { symbol: this.symbol, bids, asks, lastUpdateId: this.#updateId }
  }

  #ticker(at: number): Ticker {
    const from = candleOpenTime('1m', at) - DAY + MINUTE
    const closed = this.#closedWindow(from)
    const last = this.#candles.at(-1)
    const current = last !== undefined && last.openTime >= from ? last : undefined
    const open = closed.open ?? current?.open ?? this.#price
    const high = Math.max(this.#price, closed.high, current?.high ?? this.#price)
    const low = Math.min(this.#price, closed.low, current?.low ?? this.#price)
    const volume = closed.volume + (current?.volume ?? 0n)
    const quote = closed.quote + (current?.quote ?? 0n)
    const change = this.#price - open
    return {
      symbol: this.symbol,
      lastPrice: this.#fmtPrice(this.#price),
      priceChange: this.#fmtPrice(change),
      priceChangePercent: new Decimal(change).div(open).times(100).toFixed(3),
      high: this.#fmtPrice(high),
      low: this.#fmtPrice(low),
      volume: formatUnits(volume, this.#i.qtyDecimals),
      quoteVolume: formatUnits(quote, this.#i.priceDecimals + this.#i.qtyDecimals),
      eventTime: at,
    }
  }

  /**
   * The window's candles before the current one, summed once: only the current candle changes
   * between minutes, and summing a day of candles on every step was most of a simulated market's
   * cost (each process holding a feed steps it every second). The candles are identified by the
   * window's start, their count and the oldest one's minute: a candle is only ever added at the
   * end and dropped from the front, so those three change whenever the set does.
   */
  #closedWindow(from: number): ClosedWindow {
    const count = this.#candles.length
    const oldest = this.#candles[0]?.openTime
    const cached = this.#closed
    if (cached && cached.from === from && cached.count === count && cached.oldest === oldest) return cached
    const window: ClosedWindow = { from, count, oldest, open: undefined, high: Number.NEGATIVE_INFINITY, low: Number.POSITIVE_INFINITY, volume: 0n, quote: 0n }
    for (let i = 0; i < count - 1; i++) {
      const c = this.#candles[i]!
      if (c.openTime < from) continue
      window.open ??= c.open
      window.high = Math.max(window.high, c.high)
      window.low = Math.min(window.low, c.low)
      window.volume += c.volume
      window.quote += c.quote
    }
    this.#closed = window
    return window
  }

  #fmtPrice(ticks: number): string {
    return formatUnits(BigInt(ticks), this.#i.priceDecimals)
  }
}

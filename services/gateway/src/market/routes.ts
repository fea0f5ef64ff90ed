import type { FastifyInstance } from 'fastify'
import Decimal from 'decimal.js'
import type { PairSummary } from '@arena/contracts'
import type { Kline, KlineInterval, MarketFeed } from '@arena/market-data'
import { badRequest, HttpError, notFound, type RoutePlugin } from '@arena/service-kit'
import { Type, DecimalString, dataReply, field, query, reply, routeSchema, rows } from '@arena/contracts'
import { depthMessage, tickerMessage, tradesMessage, TRADES_SENT } from '../push/marketMessages'

const symbolPattern = /^[A-Z0-9]{5,20}$/
/** The chart's interval buttons; the feed knows more, the screen offers these. */
export const chartIntervals = ['1m', '5m', '15m', '1h', '4h', '1d'] as const satisfies readonly KlineInterval[]
const MAX_KLINES = 1000
const DEFAULT_KLINES = 300
/** How long a pair's 24 h figures computed from candles are reused (Binance REST is rate limited). */
const PAIR_CACHE_MS = 30_000

export type { PairSummary }

export interface MarketRoutesOptions {
  /** The pairs `GET /api/market/pairs` lists, in that order. */
  pairs: readonly string[]
  now?: () => number
}

const invalidSymbol = () => badRequest('Please enter a valid symbol', { symbol: 'Please enter a valid symbol' })

function symbolOf(query: unknown): string {
  const symbol = String((query as Record<string, unknown>).symbol ?? '').toUpperCase()
  if (!symbolPattern.test(symbol)) throw invalidSymbol()
  return symbol
}

/**
 * Market data over HTTP, for a screen's first paint and for polling: the spec's price call,
 * a snapshot (ticker, 10 levels a side, last 10 trades), candles for the chart, and the pair list.
 */
export function marketRoutes(feed: MarketFeed, options: MarketRoutesOptions): RoutePlugin {
  const now = options.now ?? Date.now
  const pairCache = new Map<string, { at: number; summary: PairSummary }>()

  /** From the live ticker when the feed has one; otherwise from the last 24 hourly candles, cached. */
  async function pairSummary(symbol: string): Promise<PairSummary> {
    const ticker = feed.snapshot(symbol).ticker
    if (ticker) return { symbol, lastPrice: feed.lastPrice(symbol) ?? ticker.lastPrice, priceChange: ticker.priceChange, priceChangePercent: ticker.priceChangePercent }
    const cached = pairCache.get(symbol)
    if (cached && now() - cached.at < PAIR_CACHE_MS) return cached.summary
    const summary = summaryOfCandles(symbol, await feed.klines(symbol, '1h', 24).catch(() => []))
    pairCache.set(symbol, { at: now(), summary })
    return summary
  }

  return (app: FastifyInstance) => {
    /** The spec's polled price call: `GET /api/crpto-price?symbol=BTCUSDT` -> `{ status, symbol, price }`. */
    app.get('/api/crpto-price', { schema: marketSchemas.price }, async request => {
      const symbol = symbolOf(request.query)
      const price = feed.lastPrice(symbol)
      if (price === undefined) throw notFound(`No price for ${symbol}`)
      return { status: true, symbol, price }
    })

    app.get('/api/market/snapshot', { schema: marketSchemas.snapshot }, async request => {
      const symbol = symbolOf(request.query)
      const snapshot = feed.snapshot(symbol)
      // A feed may hold nothing for a symbol nobody follows yet (Binance); its REST trades still answer.
      const trades = snapshot.trades.length > 0 ? snapshot.trades : await feed.recentTrades(symbol, TRADES_SENT).catch(() => [])
      if (!snapshot.ticker && !snapshot.depth && trades.length === 0) throw notFound(`No market data for ${symbol}`)
      return {
        status: true,
        symbol,
        ticker: snapshot.ticker ? tickerMessage(snapshot.ticker) : null,
        depth: snapshot.depth ? depthMessage(snapshot.depth) : null,
        trades: tradesMessage(symbol, trades).trades,
      }
    })

    app.get('/api/market/klines', { schema: marketSchemas.klines }, async request => {
      const query = request.query as Record<string, unknown>
      const symbol = symbolOf(query)
      const interval = String(query.interval ?? '1m') as KlineInterval
      if (!(chartIntervals as readonly string[]).includes(interval)) {
        throw badRequest('Please choose a valid interval', { interval: `Interval must be one of ${chartIntervals.join(', ')}` })
      }
      const limit = query.limit === undefined ? DEFAULT_KLINES : Number(query.limit)
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_KLINES) {
        throw badRequest('Please enter a valid limit', { limit: `Limit must be a whole number from 1 to ${MAX_KLINES}` })
      }
      const data = await feed.klines(symbol, interval, limit).catch(() => {
        // The source (Binance REST) failing is not the caller's fault, and says nothing about the symbol.
        throw new HttpError(503, 'Market data is unavailable, please try again', undefined, 'UNAVAILABLE')
      })
      return { status: true, symbol, interval, data }
    })

    app.get('/api/market/pairs', { schema: marketSchemas.pairs }, async () => ({
      status: true,
      data: await Promise.all(options.pairs.map(pairSummary)),
    }))
  }
}

const symbolQuery = { symbol: field('pair, e.g. BTCUSDT (5 to 20 letters or digits, any case)') }
const nullableDecimal = Type.Union([DecimalString, Type.Null()])

/** The schemas of the market calls (gateway tag; the price call is the spec's section 7 call). */
export const marketSchemas = {
  price: routeSchema('market', {
    publicContract: true, description: 'The last traded price; polled every second by the exchange screen',
    querystring: query(symbolQuery), response: reply({ status: Type.Boolean(), symbol: Type.String(), price: DecimalString }),
  }),
  snapshot: routeSchema('market', {
    description: 'Ticker, 10 depth levels a side and the last 10 trades, for a first paint',
    querystring: query(symbolQuery),
    response: reply({ status: Type.Boolean(), symbol: Type.String(), ticker: Type.Unknown({ description: 'ticker message or null' }), depth: Type.Unknown({ description: 'depth message or null' }), trades: rows('the last trades') }),
  }),
  klines: routeSchema('market', {
    description: 'Candles for the chart',
    querystring: query({ ...symbolQuery, interval: field(`one of ${chartIntervals.join(', ')} (default 1m)`), limit: field(`1 to ${MAX_KLINES} (default ${DEFAULT_KLINES})`) }),
    response: reply({ status: Type.Boolean(), symbol: Type.String(), interval: Type.String(), data: rows('candles, oldest first') }),
  }),
  pairs: routeSchema('market', {
    description: 'The tradable pairs with their 24 h change',
    response: dataReply(Type.Array(reply({ symbol: Type.String(), lastPrice: nullableDecimal, priceChange: nullableDecimal, priceChangePercent: nullableDecimal }))),
  }),
}

function summaryOfCandles(symbol: string, candles: Kline[]): PairSummary {
  const first = candles[0]
  const last = candles.at(-1)
  if (!first || !last) return { symbol, lastPrice: null, priceChange: null, priceChangePercent: null }
  const change = new Decimal(last.close).minus(first.open)
  const percent = new Decimal(first.open).isZero() ? new Decimal(0) : change.div(first.open).times(100)
  return { symbol, lastPrice: last.close, priceChange: change.toFixed(), priceChangePercent: percent.toFixed(3) }
}

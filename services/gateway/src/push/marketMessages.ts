import type { DepthMessage, TickerMessage, TradesMessage } from '@arena/contracts'
import type { Depth, Ticker, Trade } from '@arena/market-data'

export type { DepthMessage, TickerMessage, TradeMessage, TradesMessage } from '@arena/contracts'

/**
 * What browsers receive about one symbol, on topic `market:<SYMBOL>` and from
 * `GET /api/market/snapshot`. Prices and quantities stay decimal strings, as the feed gave them.
 */

export const marketTopic = (symbol: string): string => `market:${symbol}`

/** The symbol a `market:<SYMBOL>` topic follows, or undefined for any other topic. */
export function symbolOfTopic(topic: string): string | undefined {
  return topic.startsWith('market:') ? topic.slice('market:'.length) : undefined
}

export const marketPushEvents = { ticker: 'ticker', depth: 'depth', trades: 'trades' } as const

/** Levels a side the exchange screen shows (spec section 9); the feed carries 20. */
export const BOOK_LEVELS = 10
/** Trades kept and sent (spec: "trades keep the last 10"). */
export const TRADES_SENT = 10

export function tickerMessage(ticker: Ticker): TickerMessage {
  const { symbol, lastPrice, priceChange, priceChangePercent, high, low, volume, quoteVolume, eventTime } = ticker
  return { symbol, lastPrice, priceChange, priceChangePercent, high, low, volume, quoteVolume, eventTime }
}

export function depthMessage(depth: Depth, levels = BOOK_LEVELS): DepthMessage {
  return { symbol: depth.symbol, bids: depth.bids.slice(0, levels), asks: depth.asks.slice(0, levels), lastUpdateId: depth.lastUpdateId }
}

export function tradesMessage(symbol: string, trades: readonly Trade[]): TradesMessage {
  return {
    symbol,
    trades: trades.slice(-TRADES_SENT).map(({ id, price, qty, time, buyerIsMaker }) => ({ id, price, qty, time, buyerIsMaker })),
  }
}

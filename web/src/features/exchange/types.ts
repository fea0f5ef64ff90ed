import type { BookLevel, DepthMessage, MarketSnapshotMessage, PairSummary, TickerMessage, TradeMessage } from '@arena/contracts'
import type { ChartInterval } from './candles'

/**
 * Market data as the gateway sends it (`GET /api/market/*` and pushes on topic `market:<SYMBOL>`):
 * the message shapes come from libs/contracts; prices stay decimal strings.
 */
export type Level = BookLevel
export type MarketTicker = TickerMessage
export type MarketDepth = DepthMessage
export type MarketTrade = TradeMessage

export type MarketSnapshot = MarketSnapshotMessage

export interface Kline {
  openTime: number
  closeTime: number
  open: string
  high: string
  low: string
  close: string
  volume: string
}

export type { PairSummary }

export type { ChartInterval }

export const marketTopic = (symbol: string) => `market:${symbol}`

/** Levels a side: 10 on the exchange screen, 5 in the mobile order-book view (spec section 9). */
export const BOOK_LEVELS = 10
export const MOBILE_BOOK_LEVELS = 5
/** Trades kept (spec: "trades keep the last 10"). */
export const TRADES_KEPT = 10

/** Candles asked for when the chart opens or changes interval. */
export const KLINE_LIMIT = 300

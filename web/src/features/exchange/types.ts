import type { ChartInterval } from './candles'

/**
 * Market data as the gateway sends it (`GET /api/market/*` and pushes on topic
 * `market:<SYMBOL>`, see services/gateway/src/realtime/marketMessages.ts). The web may import
 * only contracts and domain, so the shapes are restated here; prices stay decimal strings.
 */
export type Level = [price: string, qty: string]

export interface MarketTicker {
  symbol: string
  lastPrice: string
  priceChange: string
  priceChangePercent: string
  high: string
  low: string
  volume: string
  quoteVolume: string
  eventTime: number
}

export interface MarketDepth {
  symbol: string
  bids: Level[]
  asks: Level[]
  lastUpdateId: number
}

export interface MarketTrade {
  id: number
  price: string
  qty: string
  time: number
  buyerIsMaker: boolean
}

export interface MarketSnapshot {
  symbol: string
  ticker: MarketTicker | null
  depth: MarketDepth | null
  trades: MarketTrade[]
}

export interface Kline {
  openTime: number
  closeTime: number
  open: string
  high: string
  low: string
  close: string
  volume: string
}

export interface PairSummary {
  symbol: string
  lastPrice: string | null
  priceChange: string | null
  priceChangePercent: string | null
}

export type { ChartInterval }

export const marketTopic = (symbol: string) => `market:${symbol}`

/** Levels a side: 10 on the exchange screen, 5 in the mobile order-book view (spec section 9). */
export const BOOK_LEVELS = 10
export const MOBILE_BOOK_LEVELS = 5
/** Trades kept (spec: "trades keep the last 10"). */
export const TRADES_KEPT = 10

/** Candles asked for when the chart opens or changes interval. */
export const KLINE_LIMIT = 300

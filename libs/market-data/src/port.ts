/**
 * Market data as the platform sees it, whatever the source (Binance, simulated, replayed).
 * Prices and quantities are decimal strings exactly as the source gave them; times are epoch ms.
 */
import type { BookLevel, TickerMessage } from '@arena/contracts'

/** 24 h rolling-window statistics for one symbol (Binance `@ticker`): the shape browsers receive too. */
export type Ticker = TickerMessage

/** One price level: `[price, quantity]`. */
export type Level = BookLevel

/** Top of the order book: at most 20 levels a side, bids best (highest) first, asks best (lowest) first. */
export interface Depth {
  symbol: string
  bids: Level[]
  asks: Level[]
  lastUpdateId: number
}

/** An aggregated trade (one taker order's fills at one price). */
export interface Trade {
  symbol: string
  id: number
  price: string
  qty: string
  time: number
  /** True when the buyer was the resting order, i.e. the taker sold. */
  buyerIsMaker: boolean
}

/** Candle intervals as Binance names them. */
export type KlineInterval =
  | '1s' | '1m' | '3m' | '5m' | '15m' | '30m'
  | '1h' | '2h' | '4h' | '6h' | '8h' | '12h'
  | '1d' | '3d' | '1w' | '1M'

export interface Kline {
  openTime: number
  /** Last millisecond inside the candle (openTime + length - 1), as Binance reports it. */
  closeTime: number
  open: string
  high: string
  low: string
  close: string
  volume: string
  quoteVolume: string
  trades: number
}

/** Callbacks for one subscriber; any of them may be left out. */
export interface MarketListener {
  ticker?(ticker: Ticker): void
  depth?(depth: Depth): void
  trade?(trade: Trade): void
}

/** What the feed holds for a symbol right now: the latest ticker and depth, and the last 10 trades. */
export interface MarketSnapshot {
  ticker?: Ticker
  depth?: Depth
  /** Oldest first, at most 10. */
  trades: Trade[]
}

export type Unsubscribe = () => void

/**
 * A source of live market data per symbol (upper-case pair, e.g. `BTCUSDT`).
 *
 * Every adapter passes the shared behaviour suite in `@arena/market-data/contract`.
 */
export interface MarketFeed {
  /**
   * Starts delivery of the symbol's ticker, depth and trades to `listener`. Returns a function that
   * stops it; calling it twice is harmless. A listener that throws does not stop the others.
   */
  subscribe(symbol: string, listener: MarketListener): Unsubscribe
  /** Price of the latest trade seen (the ticker's last price before any trade); undefined if none yet. */
  lastPrice(symbol: string): string | undefined
  /**
   * The latest ticker and depth (each replaces the previous one) and the last 10 trades.
   * A feed may hold data only for symbols that currently have listeners.
   */
  snapshot(symbol: string): MarketSnapshot
  /** The most recent trades, oldest first, at most `limit` (default 10). */
  recentTrades(symbol: string, limit?: number): Promise<Trade[]>
  /** Candles oldest first, at most `limit`, the last one possibly still open. */
  klines(symbol: string, interval: KlineInterval, limit: number): Promise<Kline[]>
  /** Stops all delivery and releases connections and timers. */
  close(): Promise<void>
}

/** How many trades a snapshot keeps (spec: "trades keep the last 10"). */
export const TRADES_KEPT = 10
/** How many levels a side a depth carries at most (spec: "depth stream 20 levels"). */
export const DEPTH_LEVELS = 20

/**
 * What browsers receive about one symbol, on topic `market:<SYMBOL>` and from
 * `GET /api/market/snapshot` (the gateway sends them, the exchange screen reads them). Prices and
 * quantities stay decimal strings, as the feed gave them; times are epoch ms.
 */

/** One price level: `[price, quantity]`. */
export type BookLevel = [price: string, qty: string]

export interface TickerMessage {
  symbol: string
  lastPrice: string
  priceChange: string
  priceChangePercent: string
  high: string
  low: string
  /** Base-asset volume over the 24 h window. */
  volume: string
  /** Quote-asset (USDT) volume over the window. */
  quoteVolume: string
  eventTime: number
}

export interface DepthMessage {
  symbol: string
  /** Best first, at most 10. */
  bids: BookLevel[]
  asks: BookLevel[]
  lastUpdateId: number
}

export interface TradeMessage {
  id: number
  price: string
  qty: string
  time: number
  buyerIsMaker: boolean
}

/** The last trades, oldest first: the client replaces its list with this one. */
export interface TradesMessage {
  symbol: string
  trades: TradeMessage[]
}

/** GET api/market/snapshot: a screen's first paint (ticker, 10 levels a side, the last trades). */
export interface MarketSnapshotMessage {
  symbol: string
  ticker: TickerMessage | null
  depth: DepthMessage | null
  trades: TradeMessage[]
}

/** One row of GET api/market/pairs: the 24 h figures, null while the feed has none for the pair. */
export interface PairSummary {
  symbol: string
  lastPrice: string | null
  priceChange: string | null
  priceChangePercent: string | null
}

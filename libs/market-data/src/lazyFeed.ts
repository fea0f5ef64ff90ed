import type { Kline, KlineInterval, MarketFeed, MarketListener, MarketSnapshot, Trade, Unsubscribe } from './port'

/**
 * A feed opened on its first use. Every process of the cluster gets a feed, but only some read
 * the market (the edge, matching's, the leaderboard's and the contest's workers): a simulated feed
 * steps every pair each second (about 13 ms of CPU a second) and a Binance feed holds connections,
 * which a relay or identity's worker would pay for nothing. A simulated market opened late
 * catches up to the same prices (ADR 0005), so opening on first use changes no figure.
 */
export class LazyFeed implements MarketFeed {
  #feed: MarketFeed | undefined
  #closed = false

  constructor(
    private readonly open: () => MarketFeed,
    private readonly onOpen: () => void = () => {},
  ) {}

  /** Whether anything has used the feed in this process yet. */
  get opened(): boolean {
    return this.#feed !== undefined
  }

  #upstream(): MarketFeed {
    if (this.#closed) throw new Error('the market feed is closed')
    if (!this.#feed) {
      this.#feed = this.open()
      this.onOpen()
    }
    return this.#feed
  }

  subscribe(symbol: string, listener: MarketListener): Unsubscribe {
    return this.#upstream().subscribe(symbol, listener)
  }

  lastPrice(symbol: string): string | undefined {
    return this.#upstream().lastPrice(symbol)
  }

  snapshot(symbol: string): MarketSnapshot {
    return this.#upstream().snapshot(symbol)
  }

  recentTrades(symbol: string, limit?: number): Promise<Trade[]> {
    return this.#upstream().recentTrades(symbol, limit)
  }

  klines(symbol: string, interval: KlineInterval, limit: number): Promise<Kline[]> {
    return this.#upstream().klines(symbol, interval, limit)
  }

  async close(): Promise<void> {
    this.#closed = true
    await this.#feed?.close()
  }
}

import { Listeners } from './listeners'
import type { Kline, KlineInterval, MarketFeed, MarketListener, MarketSnapshot, Trade, Unsubscribe } from './port'

/**
 * Fans in per symbol: however many listeners a symbol has here, the wrapped feed sees one
 * subscription, opened with the first listener and released with the last. Lets every browser
 * session subscribe freely while the upstream (one Binance stream per symbol) stays fixed.
 */
export class SharedFeed implements MarketFeed {
  readonly #upstream: MarketFeed
  readonly #listeners: Listeners
  readonly #released = new Map<string, Unsubscribe>()

  constructor(upstream: MarketFeed, options: { onListenerError?: (error: unknown) => void } = {}) {
    this.#upstream = upstream
    this.#listeners = new Listeners(options.onListenerError)
  }

  subscribe(symbol: string, listener: MarketListener): Unsubscribe {
    const key = symbol.toUpperCase()
    return this.#listeners.add(key, listener, {
      onFirst: () => {
        const unsubscribe = this.#upstream.subscribe(key, {
          ticker: ticker => this.#listeners.emit(key, 'ticker', ticker),
          depth: depth => this.#listeners.emit(key, 'depth', depth),
          trade: trade => this.#listeners.emit(key, 'trade', trade),
        })
        this.#released.set(key, unsubscribe)
      },
      onLast: () => {
        this.#released.get(key)?.()
        this.#released.delete(key)
      },
    })
  }

  /** Symbols with at least one listener, i.e. with an upstream subscription. */
  activeSymbols(): string[] {
    return this.#listeners.symbols()
  }

  lastPrice(symbol: string): string | undefined {
    return this.#upstream.lastPrice(symbol)
  }

  snapshot(symbol: string): MarketSnapshot {
    return this.#upstream.snapshot(symbol)
  }

  recentTrades(symbol: string, limit?: number): Promise<Trade[]> {
    return this.#upstream.recentTrades(symbol, limit)
  }

  klines(symbol: string, interval: KlineInterval, limit: number): Promise<Kline[]> {
    return this.#upstream.klines(symbol, interval, limit)
  }

  /** Releases every upstream subscription, then closes the upstream: wrapping hands it over. */
  async close(): Promise<void> {
    for (const unsubscribe of this.#released.values()) unsubscribe()
    this.#released.clear()
    this.#listeners.clear()
    await this.#upstream.close()
  }
}

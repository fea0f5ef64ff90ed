import { SharedFeed, type MarketFeed, type Unsubscribe } from '@arena/market-data'

/**
 * Keeps one feed subscription per symbol some running contest trades, and reports each new
 * last price. Trades and tickers both may move it; the feed's `lastPrice` says which counts.
 */
export class PriceWatch {
  readonly feed: MarketFeed
  readonly #watching = new Map<string, Unsubscribe>()

  constructor(feed: MarketFeed, private readonly onPrice: (symbol: string, price: string) => void) {
    this.feed = feed instanceof SharedFeed ? feed : new SharedFeed(feed)
  }

  sync(wanted: ReadonlySet<string>): void {
    for (const [symbol, unsubscribe] of this.#watching) {
      if (!wanted.has(symbol)) {
        unsubscribe()
        this.#watching.delete(symbol)
      }
    }
    for (const symbol of wanted) {
      if (this.#watching.has(symbol)) continue
      const report = () => {
        const price = this.feed.lastPrice(symbol)
        if (price !== undefined) this.onPrice(symbol, price)
      }
      this.#watching.set(symbol, this.feed.subscribe(symbol, { trade: report, ticker: report }))
    }
  }

  /** Prices known now for the watched symbols (the rebuild values holdings with these). */
  current(): [string, string][] {
    const known: [string, string][] = []
    for (const symbol of this.#watching.keys()) {
      const price = this.feed.lastPrice(symbol)
      if (price !== undefined) known.push([symbol, price])
    }
    return known
  }

  stop(): void {
    for (const unsubscribe of this.#watching.values()) unsubscribe()
    this.#watching.clear()
  }
}

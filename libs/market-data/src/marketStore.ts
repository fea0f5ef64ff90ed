import { TRADES_KEPT, type Depth, type MarketSnapshot, type Ticker, type Trade } from './port'

interface SymbolState {
  ticker?: Ticker
  depth?: Depth
  trades: Trade[]
}

/** What a feed remembers per symbol: ticker and depth replace, trades keep the last 10. */
export class MarketStore {
  readonly #bySymbol = new Map<string, SymbolState>()

  putTicker(ticker: Ticker): void {
    this.#state(ticker.symbol).ticker = ticker
  }

  putDepth(depth: Depth): void {
    this.#state(depth.symbol).depth = depth
  }

  putTrade(trade: Trade): void {
    const state = this.#state(trade.symbol)
    state.trades.push(trade)
    if (state.trades.length > TRADES_KEPT) state.trades.splice(0, state.trades.length - TRADES_KEPT)
  }

  lastPrice(symbol: string): string | undefined {
    const state = this.#bySymbol.get(symbol)
    return state?.trades.at(-1)?.price ?? state?.ticker?.lastPrice
  }

  snapshot(symbol: string): MarketSnapshot {
    const state = this.#bySymbol.get(symbol)
    const snapshot: MarketSnapshot = { trades: state ? [...state.trades] : [] }
    if (state?.ticker) snapshot.ticker = state.ticker
    if (state?.depth) snapshot.depth = state.depth
    return snapshot
  }

  recentTrades(symbol: string, limit: number = TRADES_KEPT): Trade[] {
    const trades = this.#bySymbol.get(symbol)?.trades ?? []
    return limit <= 0 ? [] : trades.slice(-limit)
  }

  forget(symbol: string): void {
    this.#bySymbol.delete(symbol)
  }

  #state(symbol: string): SymbolState {
    let state = this.#bySymbol.get(symbol)
    if (!state) {
      state = { trades: [] }
      this.#bySymbol.set(symbol, state)
    }
    return state
  }
}

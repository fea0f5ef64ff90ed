import type { Listeners } from './listeners'
import type { MarketStore } from './marketStore'
import type { Depth, Ticker, Trade } from './port'

export type MarketEvent =
  | { kind: 'ticker'; ticker: Ticker }
  | { kind: 'depth'; depth: Depth }
  | { kind: 'trade'; trade: Trade }

export function symbolOf(event: MarketEvent): string {
  switch (event.kind) {
    case 'ticker': return event.ticker.symbol
    case 'depth': return event.depth.symbol
    case 'trade': return event.trade.symbol
    default: {
      const unhandled: never = event
      return unhandled
    }
  }
}

/** Stores the event (so snapshots see it before listeners run) and hands it to the symbol's listeners. */
export function deliver(event: MarketEvent, store: MarketStore, listeners: Listeners): void {
  switch (event.kind) {
    case 'ticker':
      store.putTicker(event.ticker)
      return listeners.emit(event.ticker.symbol, 'ticker', event.ticker)
    case 'depth':
      store.putDepth(event.depth)
      return listeners.emit(event.depth.symbol, 'depth', event.depth)
    case 'trade':
      store.putTrade(event.trade)
      return listeners.emit(event.trade.symbol, 'trade', event.trade)
    default: {
      const unhandled: never = event
      return unhandled
    }
  }
}

import { Listeners } from '../listeners'
import { deliver, symbolOf } from '../marketEvent'
import { MarketStore } from '../marketStore'
import type { Kline, KlineInterval, MarketFeed, MarketListener, MarketSnapshot, Trade, Unsubscribe } from '../port'
import { defaultBackoff, type BackoffPolicy } from './backoff'
import { BinanceRest } from './binanceRest'
import { CombinedStream, type ConnectionEvent } from './combinedStream'
import { parseStreamText } from './parseStreamMessage'
import { streamsFor } from './streamNames'
import { realTimers, type Timers } from './timers'

export type BinanceFeedEvent =
  | ConnectionEvent
  | { type: 'malformed'; text: string }
  | { type: 'listener-error'; error: unknown }

export interface BinanceFeedOptions {
  /** Default wss://stream.binance.com:9443 */
  wsBaseUrl?: string
  /** Default https://api.binance.com */
  restBaseUrl?: string
  backoff?: BackoffPolicy
  /** Source of reconnect jitter, in [0, 1). */
  random?: () => number
  /** Default 23 h, an hour inside Binance's 24 h limit. */
  maxConnectionAgeMs?: number
  /** Default 3, leaving room for pongs under Binance's 5 messages/s. */
  controlMessagesPerSecond?: number
  /** Default 60 s; Binance tickers arrive every second, so silence this long means a dead link. */
  staleAfterMs?: number
  fetch?: typeof fetch
  timers?: Timers
  /** Connection lifecycle and skipped frames, for logs and tests. */
  onEvent?: (event: BinanceFeedEvent) => void
}

/**
 * Binance spot public market data: one combined-stream websocket carrying ticker, 20-level depth
 * and aggregated trades for every symbol that has listeners, plus REST for history.
 */
export class BinanceFeed implements MarketFeed {
  readonly #listeners: Listeners
  readonly #store = new MarketStore()
  readonly #stream: CombinedStream
  readonly #rest: BinanceRest
  readonly #onEvent: (event: BinanceFeedEvent) => void

  constructor(options: BinanceFeedOptions = {}) {
    this.#onEvent = options.onEvent ?? (() => {})
    this.#listeners = new Listeners(error => this.#onEvent({ type: 'listener-error', error }))
    this.#rest = new BinanceRest({ baseUrl: options.restBaseUrl, fetch: options.fetch })
    this.#stream = new CombinedStream({
      baseUrl: options.wsBaseUrl ?? 'wss://stream.binance.com:9443',
      backoff: options.backoff ?? defaultBackoff,
      random: options.random ?? Math.random,
      maxConnectionAgeMs: options.maxConnectionAgeMs ?? 23 * 60 * 60 * 1000,
      controlMessagesPerSecond: options.controlMessagesPerSecond ?? 3,
      staleAfterMs: options.staleAfterMs ?? 60_000,
      timers: options.timers ?? realTimers,
      onMessage: text => this.#receive(text),
      onEvent: event => this.#onEvent(event),
    })
  }

  subscribe(symbol: string, listener: MarketListener): Unsubscribe {
    const key = symbol.toUpperCase()
    return this.#listeners.add(key, listener, {
      onFirst: () => this.#updateStreams(),
      onLast: () => {
        // Once Binance stops sending a symbol its stored figures go stale: drop them.
        this.#store.forget(key)
        this.#updateStreams()
      },
    })
  }

  lastPrice(symbol: string): string | undefined {
    return this.#store.lastPrice(symbol.toUpperCase())
  }

  snapshot(symbol: string): MarketSnapshot {
    return this.#store.snapshot(symbol.toUpperCase())
  }

  recentTrades(symbol: string, limit = 10): Promise<Trade[]> {
    return this.#rest.aggTrades(symbol.toUpperCase(), limit)
  }

  klines(symbol: string, interval: KlineInterval, limit: number): Promise<Kline[]> {
    return this.#rest.klines(symbol.toUpperCase(), interval, limit)
  }

  async close(): Promise<void> {
    this.#listeners.clear()
    await this.#stream.close()
  }

  #updateStreams(): void {
    this.#stream.setStreams(this.#listeners.symbols().flatMap(streamsFor))
  }

  #receive(text: string): void {
    const event = parseStreamText(text)
    if (!event) {
      // Subscription replies ({"result":null,"id":n}) land here too; they are not faults.
      if (!/^\{"result":/.test(text)) this.#onEvent({ type: 'malformed', text: text.slice(0, 200) })
      return
    }
    // Frames still in flight after an UNSUBSCRIBE must not resurrect a forgotten symbol.
    if (this.#listeners.has(symbolOf(event))) deliver(event, this.#store, this.#listeners)
  }
}

import { Listeners } from './listeners'
import { deliver, type MarketEvent } from './marketEvent'
import { MarketStore } from './marketStore'
import type { Kline, KlineInterval, MarketFeed, MarketListener, MarketSnapshot, Trade, Unsubscribe } from './port'

/**
 * What the feeds that make their market in this process (simulated, replayed) share: the listeners
 * and last-known market per symbol, delivering what happened, and ticking from the wall clock. A
 * feed says what `tick(at)` plays and how it answers trades and candles.
 */
export abstract class LocalFeed implements MarketFeed {
  protected readonly store = new MarketStore()
  readonly #listeners: Listeners
  #timer: ReturnType<typeof setInterval> | undefined

  constructor(onListenerError: ((error: unknown) => void) | undefined, private readonly realtimeMs: number) {
    this.#listeners = new Listeners(onListenerError)
  }

  /** Moves the market to `at` (epoch ms) and delivers what happened. */
  abstract tick(at: number): void
  abstract recentTrades(symbol: string, limit?: number): Promise<Trade[]>
  abstract klines(symbol: string, interval: KlineInterval, limit: number): Promise<Kline[]>

  /** Ticks from the wall clock every `intervalMs` until `close()` or the returned stop function. */
  startRealtime(intervalMs = this.realtimeMs, now: () => number = Date.now): () => void {
    return this.repeat(intervalMs, () => this.tick(now()))
  }

  subscribe(symbol: string, listener: MarketListener): Unsubscribe {
    return this.#listeners.add(symbol.toUpperCase(), listener)
  }

  lastPrice(symbol: string): string | undefined {
    return this.store.lastPrice(symbol.toUpperCase())
  }

  snapshot(symbol: string): MarketSnapshot {
    return this.store.snapshot(symbol.toUpperCase())
  }

  async close(): Promise<void> {
    this.#stop()
    this.#listeners.clear()
  }

  /** Stores the event (snapshots see it before listeners run) and hands it to the symbol's listeners. */
  protected deliver(event: MarketEvent): void {
    deliver(event, this.store, this.#listeners)
  }

  /** Runs `step` every `intervalMs` in place of any earlier timer; the stop function stops only this one. */
  protected repeat(intervalMs: number, step: () => void): () => void {
    this.#stop()
    const timer = setInterval(step, intervalMs)
    this.#timer = timer
    return () => {
      if (this.#timer === timer) this.#stop()
    }
  }

  #stop(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = undefined
  }
}

import { aggregateKlines } from '../candles'
import { LocalFeed } from '../localFeed'
import type { Kline, KlineInterval, Trade } from '../port'
import { instruments as defaultInstruments, type Instrument } from './instruments'
import { seedFor } from './prng'
import { SimulatedSymbol } from './simulatedSymbol'

export interface SimulatedFeedOptions {
  /** Same seed and same ticks give the same market, message for message. */
  seed?: number
  /**
   * The instant the simulation opens at; history is generated before it. Processes that share
   * the seed and this instant and follow the clock (`followClock`) see the same market.
   */
  startAt: number
  instruments?: readonly Instrument[]
  /** Minute candles generated before `startAt` (default 1440: a full 24 h ticker window). */
  backfillMinutes?: number
  /** Minute candles kept (default 2880). */
  maxCandles?: number
  onListenerError?: (error: unknown) => void
}

/**
 * A deterministic market for the embedded profile and tests. Nothing happens on its own: each
 * `tick(at)` moves every symbol to time `at`, whoever is listening, so subscriptions never change
 * what the market does. `startRealtime` ticks it from the wall clock for the running app.
 */
export class SimulatedFeed extends LocalFeed {
  readonly #symbols = new Map<string, SimulatedSymbol>()
  readonly #startAt: number
  #gridSteps = 0

  constructor(options: SimulatedFeedOptions) {
    super(options.onListenerError, 1000)
    const seed = options.seed ?? 1
    this.#startAt = options.startAt
    for (const instrument of options.instruments ?? defaultInstruments) {
      const symbol = new SimulatedSymbol(instrument, seedFor(seed, instrument.symbol), options.maxCandles ?? 2880)
      this.#symbols.set(instrument.symbol, symbol)
      for (const event of symbol.open(options.startAt, options.backfillMinutes ?? 1440)) {
        this.deliver(event)
      }
    }
  }

  /** The pairs this feed simulates. */
  symbols(): string[] {
    return [...this.#symbols.keys()]
  }

  /** Moves the market to `at` (epoch ms) and delivers what happened. */
  tick(at: number): void {
    for (const symbol of this.#symbols.values()) {
      for (const event of symbol.step(at)) this.deliver(event)
    }
  }

  /**
   * Moves the market along a fixed grid: one step at every `stepMs` after the opening, up to `at`.
   * The market at an instant is then a function of seed, opening and step alone, so every process
   * of a cluster agrees on prices and a restarted one catches up to where the others are. Only the
   * last step of a catch-up recomputes the 24 h ticker.
   */
  advanceTo(at: number, stepMs = 1000): void {
    const due = Math.floor((at - this.#startAt) / stepMs)
    while (this.#gridSteps < due) {
      this.#gridSteps += 1
      const stepAt = this.#startAt + this.#gridSteps * stepMs
      const last = this.#gridSteps === due
      for (const symbol of this.#symbols.values()) {
        for (const event of symbol.step(stepAt, last)) this.deliver(event)
      }
    }
  }

  /** `advanceTo` the clock now and then every `stepMs`, until `close()` or the returned stop function. */
  followClock(stepMs = 1000, now: () => number = Date.now): () => void {
    this.advanceTo(now(), stepMs)
    return this.repeat(stepMs, () => this.advanceTo(now(), stepMs))
  }

  async recentTrades(symbol: string, limit = 10): Promise<Trade[]> {
    return this.store.recentTrades(symbol.toUpperCase(), limit)
  }

  async klines(symbol: string, interval: KlineInterval, limit: number): Promise<Kline[]> {
    // History is kept as minute candles; seconds cannot be recovered from them.
    if (interval === '1s') throw new RangeError('the simulated feed has no 1s candles; use 1m or longer')
    const source = this.#symbols.get(symbol.toUpperCase())
    return source ? aggregateKlines(source.minuteKlines(), interval, limit) : []
  }
}

import { readFileSync } from 'node:fs'
import { parseStreamMessage } from '../binance/parseStreamMessage'
import { aggregateKlines, klineOfTrade } from '../candles'
import { LocalFeed } from '../localFeed'
import type { Kline, KlineInterval, Trade } from '../port'
import { parseRecording, type RecordedLine } from './recording'

export interface ReplayFeedOptions {
  lines: readonly RecordedLine[]
  /** Start again from the first line when the recording ends (the running app); default false. */
  loop?: boolean
  /** Trades kept for candles (default 50,000). */
  maxTrades?: number
  onListenerError?: (error: unknown) => void
}

/**
 * Plays a recorded Binance combined stream through the Binance parser. Time is the caller's:
 * the first `tick(at)` fixes where the recording starts, later ticks play every line due by `at`.
 */
export class ReplayFeed extends LocalFeed {
  readonly #lines: readonly RecordedLine[]
  readonly #loop: boolean
  readonly #maxTrades: number
  readonly #trades = new Map<string, Trade[]>()
  #origin: number | undefined
  #next = 0

  static fromFile(path: string, options: Omit<ReplayFeedOptions, 'lines'> = {}): ReplayFeed {
    return new ReplayFeed({ ...options, lines: parseRecording(readFileSync(path, 'utf8')) })
  }

  constructor(options: ReplayFeedOptions) {
    super(options.onListenerError, 100)
    this.#lines = options.lines
    this.#loop = options.loop ?? false
    this.#maxTrades = options.maxTrades ?? 50_000
  }

  /** True once every line has played (never, when looping). */
  get finished(): boolean {
    return !this.#loop && this.#next >= this.#lines.length
  }

  tick(at: number): void {
    this.#origin ??= at
    const last = this.#lines.at(-1)
    if (!last) return
    for (;;) {
      const line = this.#lines[this.#next]
      if (!line) {
        if (!this.#loop) return
        // A second's gap at the seam; after a long stall, restart from now rather than replay
        // the whole recording in one burst.
        this.#origin = Math.max(this.#origin + last.at + 1000, at)
        this.#next = 0
        continue
      }
      if (this.#origin + line.at > at) return
      this.#next += 1
      this.#play(line)
    }
  }

  async recentTrades(symbol: string, limit = 10): Promise<Trade[]> {
    return limit > 0 ? (this.#trades.get(symbol.toUpperCase()) ?? []).slice(-limit) : []
  }

  /** Candles built from the trades replayed so far. */
  async klines(symbol: string, interval: KlineInterval, limit: number): Promise<Kline[]> {
    const trades = this.#trades.get(symbol.toUpperCase()) ?? []
    return aggregateKlines(trades.map(klineOfTrade), interval, limit)
  }

  #play(line: RecordedLine): void {
    const event = parseStreamMessage(line.message)
    if (!event) return
    if (event.kind === 'trade') {
      const kept = this.#trades.get(event.trade.symbol) ?? []
      kept.push(event.trade)
      if (kept.length > this.#maxTrades) kept.splice(0, kept.length - this.#maxTrades)
      this.#trades.set(event.trade.symbol, kept)
    }
    this.deliver(event)
  }
}

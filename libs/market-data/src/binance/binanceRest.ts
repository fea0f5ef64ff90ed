import type { Kline, KlineInterval, Trade } from '../port'
import { isDecimal, isNonNegativeInt, isRecord } from './fields'

export class BinanceRestError extends Error {
  constructor(readonly path: string, readonly status: number | undefined, message: string) {
    super(`Binance ${path}: ${message}`)
    this.name = 'BinanceRestError'
  }
}

export interface BinanceRestOptions {
  /** Default https://api.binance.com */
  baseUrl?: string
  fetch?: typeof fetch
  timeoutMs?: number
}

// Binance refuses limits above 1000 on both endpoints.
const MAX_LIMIT = 1000

/** The two public REST calls the platform makes: recent aggregated trades and candles. */
export class BinanceRest {
  readonly #baseUrl: string
  readonly #fetch: typeof fetch
  readonly #timeoutMs: number

  constructor(options: BinanceRestOptions = {}) {
    this.#baseUrl = (options.baseUrl ?? 'https://api.binance.com').replace(/\/+$/, '')
    this.#fetch = options.fetch ?? fetch
    this.#timeoutMs = options.timeoutMs ?? 10_000
  }

  /** `GET /api/v3/aggTrades`: oldest first, as Binance returns them. */
  async aggTrades(symbol: string, limit = 10): Promise<Trade[]> {
    const rows = await this.#get('/api/v3/aggTrades', { symbol, limit: clamp(limit) })
    return rows.flatMap(row => {
      const trade = parseAggTradeRow(symbol, row)
      return trade ? [trade] : []
    })
  }

  /** `GET /api/v3/klines`: oldest first, the last candle possibly still open. */
  async klines(symbol: string, interval: KlineInterval, limit: number): Promise<Kline[]> {
    const rows = await this.#get('/api/v3/klines', { symbol, interval, limit: clamp(limit) })
    return rows.flatMap(row => {
      const kline = parseKlineRow(row)
      return kline ? [kline] : []
    })
  }

  async #get(path: string, query: Record<string, string | number>): Promise<unknown[]> {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))
    let response: Response
    try {
      response = await this.#fetch(`${this.#baseUrl}${path}?${search}`, {
        signal: AbortSignal.timeout(this.#timeoutMs),
      })
    } catch (error) {
      throw new BinanceRestError(path, undefined, (error as Error).message)
    }
    if (!response.ok) throw new BinanceRestError(path, response.status, `HTTP ${response.status}`)
    const body: unknown = await response.json().catch(() => undefined)
    if (!Array.isArray(body)) throw new BinanceRestError(path, response.status, 'expected a JSON array')
    return body
  }
}

function clamp(limit: number): number {
  return Math.max(1, Math.min(MAX_LIMIT, Math.trunc(limit)))
}

function parseAggTradeRow(symbol: string, row: unknown): Trade | undefined {
  if (!isRecord(row)) return undefined
  const { a, p, q, T, m } = row
  if (!isNonNegativeInt(a) || !isDecimal(p) || !isDecimal(q) || !isNonNegativeInt(T) || typeof m !== 'boolean') {
    return undefined
  }
  return { symbol, id: a, price: p, qty: q, time: T, buyerIsMaker: m }
}

function parseKlineRow(row: unknown): Kline | undefined {
  if (!Array.isArray(row) || row.length < 9) return undefined
  const [openTime, open, high, low, close, volume, closeTime, quoteVolume, trades] = row
  if (!isNonNegativeInt(openTime) || !isNonNegativeInt(closeTime) || !isNonNegativeInt(trades)) return undefined
  if (![open, high, low, close, volume, quoteVolume].every(isDecimal)) return undefined
  return { openTime, closeTime, open, high, low, close, volume, quoteVolume, trades } as Kline
}

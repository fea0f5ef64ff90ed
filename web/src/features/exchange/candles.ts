import { Decimal } from '@arena/domain'
import type { Kline, MarketTrade } from './types'

/** The chart's interval buttons, as the gateway's klines call accepts them. */
export const chartIntervals = ['1m', '5m', '15m', '1h', '4h', '1d'] as const
export type ChartInterval = (typeof chartIntervals)[number]

const MINUTE = 60_000
export const intervalMs: Record<ChartInterval, number> = {
  '1m': MINUTE, '5m': 5 * MINUTE, '15m': 15 * MINUTE, '1h': 60 * MINUTE, '4h': 240 * MINUTE, '1d': 1440 * MINUTE,
}

export const isChartInterval = (value: string): value is ChartInterval => (chartIntervals as readonly string[]).includes(value)

/**
 * Folds live trades into the candles the way the exchange builds them: a trade inside the last
 * candle moves its high, low, close and volume; a later one opens a new candle. Trades already
 * applied (id at or below `lastId`) and trades older than the last candle change nothing, since
 * every push repeats the last ten trades.
 */
export function applyTrades(
  candles: readonly Kline[],
  interval: ChartInterval,
  trades: readonly MarketTrade[],
  lastId: number,
): { candles: Kline[]; lastId: number } {
  const out = [...candles]
  let seen = lastId
  const length = intervalMs[interval]
  for (const trade of [...trades].sort((a, b) => a.id - b.id)) {
    if (trade.id <= seen) continue
    seen = trade.id
    const openTime = Math.floor(trade.time / length) * length
    const last = out.at(-1)
    if (last && openTime < last.openTime) continue
    if (last && openTime === last.openTime) {
      const price = new Decimal(trade.price)
      out[out.length - 1] = {
        ...last,
        high: price.greaterThan(last.high) ? trade.price : last.high,
        low: price.lessThan(last.low) ? trade.price : last.low,
        close: trade.price,
        volume: new Decimal(last.volume).plus(trade.qty).toFixed(),
      }
    } else {
      const p = trade.price
      out.push({ openTime, closeTime: openTime + length - 1, open: p, high: p, low: p, close: p, volume: trade.qty })
    }
  }
  return { candles: out, lastId: seen }
}

import Decimal from 'decimal.js'
import type { Kline, KlineInterval, Trade } from './port'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const fixedLengths: Record<Exclude<KlineInterval, '1w' | '1M'>, number> = {
  '1s': SECOND, '1m': MINUTE, '3m': 3 * MINUTE, '5m': 5 * MINUTE, '15m': 15 * MINUTE,
  '30m': 30 * MINUTE, '1h': HOUR, '2h': 2 * HOUR, '4h': 4 * HOUR, '6h': 6 * HOUR,
  '8h': 8 * HOUR, '12h': 12 * HOUR, '1d': DAY, '3d': 3 * DAY,
}

export const klineIntervals = [...Object.keys(fixedLengths), '1w', '1M'] as KlineInterval[]

export function isKlineInterval(value: string): value is KlineInterval {
  return (klineIntervals as string[]).includes(value)
}

/** Open time of the candle containing `time`, aligned in UTC the way Binance aligns them. */
export function candleOpenTime(interval: KlineInterval, time: number): number {
  if (interval === '1M') {
    const date = new Date(time)
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
  }
  if (interval === '1w') {
    // Binance weeks open on Monday; the epoch fell on a Thursday, four days after one.
    const monday = 4 * DAY
    return Math.floor((time - monday) / (7 * DAY)) * 7 * DAY + monday
  }
  const length = fixedLengths[interval]
  return Math.floor(time / length) * length
}

/** Open time of the candle after the one opening at `openTime`. */
export function nextOpenTime(interval: KlineInterval, openTime: number): number {
  if (interval === '1M') {
    const date = new Date(openTime)
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)
  }
  if (interval === '1w') return openTime + 7 * DAY
  return openTime + fixedLengths[interval]
}

/** A candle holding one trade, the finest grain `aggregateKlines` can regroup. */
export function klineOfTrade(trade: Trade): Kline {
  const quote = new Decimal(trade.price).times(trade.qty)
  return {
    openTime: trade.time, closeTime: trade.time,
    open: trade.price, high: trade.price, low: trade.price, close: trade.price,
    volume: trade.qty, quoteVolume: quote.toFixed(8), trades: 1,
  }
}

/**
 * Regroups time-ordered candles into `interval` candles (each source candle must fall inside
 * one target candle), returning the last `limit`.
 */
export function aggregateKlines(source: readonly Kline[], interval: KlineInterval, limit: number): Kline[] {
  const out: Kline[] = []
  let current: { kline: Kline; volume: Decimal; quote: Decimal } | undefined
  const flush = () => {
    if (!current) return
    out.push({ ...current.kline, volume: current.volume.toFixed(8), quoteVolume: current.quote.toFixed(8) })
  }
  for (const candle of source) {
    const openTime = candleOpenTime(interval, candle.openTime)
    if (current && current.kline.openTime === openTime) {
      const k = current.kline
      if (new Decimal(candle.high).gt(k.high)) k.high = candle.high
      if (new Decimal(candle.low).lt(k.low)) k.low = candle.low
      k.close = candle.close
      k.trades += candle.trades
      current.volume = current.volume.plus(candle.volume)
      current.quote = current.quote.plus(candle.quoteVolume)
      continue
    }
    flush()
    current = {
      kline: { ...candle, openTime, closeTime: nextOpenTime(interval, openTime) - 1 },
      volume: new Decimal(candle.volume),
      quote: new Decimal(candle.quoteVolume),
    }
  }
  flush()
  return limit <= 0 ? [] : out.slice(-limit)
}

import type { OrderDto } from '@arena/contracts'
import { figure } from './format'
import { intervalMs, type ChartInterval } from './candles'

export interface FillMarker {
  /** Open time (epoch ms) of the candle the fill falls in. */
  candleOpenTime: number
  side: 'Buy' | 'Sell'
  /** e.g. "B 0.1 @ 50,000": what the marker says. */
  text: string
}

/**
 * The player's own fills of `symbol` as chart markers, one per fill, on the candle of the
 * interval shown, oldest first (the chart library wants them in time order).
 */
export function fillMarkers(history: readonly OrderDto[], symbol: string, interval: ChartInterval): FillMarker[] {
  const length = intervalMs[interval]
  return history
    .filter(o => o.symbol === symbol && o.status === 'success' && o.filledAt !== null)
    .map(o => ({ at: Date.parse(o.filledAt!), o }))
    .filter(({ at }) => Number.isFinite(at))
    .sort((a, b) => a.at - b.at)
    .map(({ at, o }) => ({
      candleOpenTime: Math.floor(at / length) * length,
      side: o.orderType,
      text: `${o.orderType === 'Buy' ? 'B' : 'S'} ${figure(o.amount, 0)} @ ${figure(o.executedPrice ?? o.price)}`,
    }))
}

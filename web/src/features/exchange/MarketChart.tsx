import { useEffect, useRef } from 'react'
import { CandlestickSeries, createSeriesMarkers, HistogramSeries, type ISeriesApi, type ISeriesMarkersPluginApi, type Time, type UTCTimestamp } from 'lightweight-charts'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { ExternalAnchor } from '../shell/ExternalAnchor'
import { chartIntervals } from './candles'
import { fillMarkers } from './fillMarkers'
import { selectOrders } from './ordersSlice'
import { chartIntervalChosen, selectChart, selectMarket } from './marketSlice'
import type { Kline } from './types'
import { IST_SECONDS, useChart } from './useChart'

const CHART_ATTRIBUTION = { label: 'Charts by TradingView', href: 'https://www.tradingview.com/' }
const UP = '#22c58b'
const DOWN = '#f0506e'

const timeOf = (k: Kline) => (k.openTime / 1000 + IST_SECONDS) as UTCTimestamp
const candleOf = (k: Kline) => ({ time: timeOf(k), open: Number(k.open), high: Number(k.high), low: Number(k.low), close: Number(k.close) })
const volumeOf = (k: Kline) => ({ time: timeOf(k), value: Number(k.volume), color: Number(k.close) >= Number(k.open) ? `${UP}80` : `${DOWN}80` })

interface Series {
  candles: ISeriesApi<'Candlestick'>
  volume: ISeriesApi<'Histogram'>
  /** The player's own fills, drawn on the candles. */
  markers: ISeriesMarkersPluginApi<Time>
  /** What was drawn last, to tell a live update (last candle) from a new data set. */
  drawn: { key: string; length: number }
}

/** Candles with a volume histogram; interval buttons reload them, live trades extend them. */
export function MarketChart({ fullHeight = false }: { fullHeight?: boolean }) {
  const dispatch = useAppDispatch()
  const { symbol } = useAppSelector(selectMarket)
  const { interval, status, error, candles } = useAppSelector(selectChart)
  const { history } = useAppSelector(selectOrders)
  const fills = symbol ? fillMarkers(history, symbol, interval) : []
  const fillsKey = fills.map(f => `${f.candleOpenTime}${f.text}`).join('|')
  const box = useRef<HTMLDivElement>(null)
  const series = useChart<Series>(box, false, chart => {
    const candleSeries = chart.addSeries(CandlestickSeries, { upColor: UP, downColor: DOWN, wickUpColor: UP, wickDownColor: DOWN, borderVisible: false })
    const volume = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: '' })
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })
    return { candles: candleSeries, volume, markers: createSeriesMarkers(candleSeries, []), drawn: { key: '', length: 0 } }
  })

  useEffect(() => {
    const s = series.current
    if (!s) return
    const key = `${symbol}/${interval}/${candles[0]?.openTime ?? ''}`
    const last = candles.at(-1)
    const live = key === s.drawn.key && last && (candles.length === s.drawn.length || candles.length === s.drawn.length + 1)
    if (live) {
      s.candles.update(candleOf(last))
      s.volume.update(volumeOf(last))
    } else {
      s.candles.setData(candles.map(candleOf))
      s.volume.setData(candles.map(volumeOf))
      if (candles.length > 0) s.chart.timeScale().scrollToRealTime()
    }
    s.drawn = { key, length: candles.length }
  }, [symbol, interval, candles])

  useEffect(() => {
    series.current?.markers.setMarkers(fills.map(f => ({
      time: (f.candleOpenTime / 1000 + IST_SECONDS) as UTCTimestamp,
      position: f.side === 'Buy' ? 'belowBar' : 'aboveBar',
      shape: f.side === 'Buy' ? 'arrowUp' : 'arrowDown',
      color: f.side === 'Buy' ? UP : DOWN,
      text: f.text,
    })))
    // fillsKey stands for the markers' content; the array itself is new on every render.
  }, [fillsKey])

  return (
    <section className={`chart card${fullHeight ? ' chart--full' : ''}`} aria-labelledby="chart-title">
      <div className="chart__bar">
        <h2 id="chart-title" className="panel-title">Chart</h2>
        <div role="group" aria-label="Chart interval" className="chart__intervals">
          {chartIntervals.map(option => (
            <button key={option} type="button" className="ex-chip" aria-pressed={option === interval} onClick={() => dispatch(chartIntervalChosen(option))}>
              {option}
            </button>
          ))}
        </div>
      </div>
      <div className="chart__frame">
        {/* The library owns this element's children; React's own nodes stay beside it. */}
        <div className="chart__canvas" ref={box} data-testid="chart" data-candles={candles.length} data-last-close={candles.at(-1)?.close} data-fill-markers={fills.length} role="img"
          aria-label={`${symbol ?? ''} price chart, ${interval} candles, times in India time (IST)${fills.length > 0 ? `, your ${fills.length} fills marked (${fills.map(f => f.text).join('; ')})` : ''}`} />
        {status === 'loading' && <p className="chart__state muted" role="status">Loading chart…</p>}
        {status === 'failed' && <p className="chart__state down" role="alert">{error}</p>}
        {status === 'loaded' && candles.length === 0 && <p className="chart__state muted">No trades in this period yet.</p>}
      </div>
      <p className="chart__attribution">
        <span>Times in IST</span>
        <ExternalAnchor link={CHART_ATTRIBUTION} />
      </p>
    </section>
  )
}

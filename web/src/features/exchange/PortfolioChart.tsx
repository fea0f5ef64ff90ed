import { useEffect, useRef } from 'react'
import { LineSeries, type UTCTimestamp } from 'lightweight-charts'
import { useAppSelector } from '../../app/hooks'
import { figure } from './format'
import { selectPerformance } from './performanceSlice'
import { IST_SECONDS, useChart } from './useChart'

/**
 * The player's portfolio value through the contest, as the server computed it from the fills
 * and the market's candles (decimal strings; turned into numbers only to draw pixels).
 */
export function PortfolioChart() {
  const { series } = useAppSelector(selectPerformance)
  const box = useRef<HTMLDivElement>(null)
  const line = useChart(box, true, chart => ({ series: chart.addSeries(LineSeries, { color: '#4f8cff', lineWidth: 2, priceFormat: { type: 'price', precision: 3, minMove: 0.001 } }) }))

  useEffect(() => {
    // The library wants strictly increasing times: a point per second at most, the latest kept.
    const bySecond = new Map<number, number>()
    for (const p of series.points) bySecond.set(Math.floor(Date.parse(p.at) / 1000) + IST_SECONDS, Number(p.value))
    line.current?.series.setData([...bySecond].sort(([a], [b]) => a - b).map(([time, value]) => ({ time: time as UTCTimestamp, value })))
    line.current?.chart.timeScale().fitContent()
  }, [series.points])

  const last = series.points.at(-1)
  return (
    <>
      <h3 className="panel-title">Portfolio value (USDT)</h3>
      {series.status === 'failed' && <p className="down" role="alert">{series.error}</p>}
      <div className="portfolio-chart" ref={box} data-testid="portfolio-chart" data-points={series.points.length} role="img"
        aria-label={last ? `Portfolio value through the contest, now ${figure(last.value)} USDT` : 'Portfolio value through the contest'} />
    </>
  )
}

import { useEffect, useRef, type RefObject } from 'react'
import { ColorType, createChart, type IChartApi } from 'lightweight-charts'

/** Chart axes are in India time, like every contest time (spec section 9). */
export const IST_SECONDS = 19_800

/**
 * A chart in the exchange's dark look, made when `box` mounts and removed when it unmounts;
 * `addSeries` adds what is drawn. The returned ref holds the chart and its series meanwhile.
 */
export function useChart<T extends object>(box: RefObject<HTMLDivElement | null>, secondsVisible: boolean, addSeries: (chart: IChartApi) => T): RefObject<(T & { chart: IChartApi }) | null> {
  const made = useRef<(T & { chart: IChartApi }) | null>(null)
  useEffect(() => {
    if (!box.current) return
    const chart = createChart(box.current, {
      autoSize: true,
      // The library's own logo brings a <style> element, which the CSP (style-src 'self') refuses
      // on every exchange load; the attribution its licence asks for is the link under the chart.
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: '#9aa4b2', attributionLogo: false },
      grid: { vertLines: { color: '#263046' }, horzLines: { color: '#263046' } },
      timeScale: { timeVisible: true, secondsVisible },
    })
    made.current = { ...addSeries(chart), chart }
    return () => {
      made.current = null
      chart.remove()
    }
    // Made once per mount: the series are fed by the caller's own effects.
  }, [])
  return made
}

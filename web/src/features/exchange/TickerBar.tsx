import { useAppSelector } from '../../app/hooks'
import { figure, signed, toneOf } from './format'
import { selectMarket } from './marketSlice'

/** Last price, change, 24 h high, low and volume of the symbol on screen. */
export function TickerBar({ symbol }: { symbol: string }) {
  const { ticker, snapshot, trades } = useAppSelector(selectMarket)
  const last = trades.at(-1)?.price ?? ticker?.lastPrice ?? null
  const tone = toneOf(ticker?.priceChange)
  return (
    <section className="ticker-bar card" aria-label={`${symbol} market`}>
      <h1 className="ticker-bar__symbol">{symbol}</h1>
      {!ticker && snapshot.status === 'failed' && <p role="alert" className="down">{snapshot.error}</p>}
      {!ticker && snapshot.status !== 'failed' && <p className="muted" role="status">Loading market…</p>}
      {ticker && (
        <dl className="ticker-bar__figures">
          <div>
            <dt>Last Price</dt>
            <dd className={`ticker-bar__last ${tone}`} aria-live="off" data-testid="last-price">{figure(last)}</dd>
          </div>
          <div>
            <dt>24h Change</dt>
            <dd className={tone}>
              {signed(ticker.priceChange)} ({signed(ticker.priceChangePercent)}%)
            </dd>
          </div>
          <div>
            <dt>24h High</dt>
            <dd>{figure(ticker.high)}</dd>
          </div>
          <div>
            <dt>24h Low</dt>
            <dd>{figure(ticker.low)}</dd>
          </div>
          <div>
            <dt>24h Volume</dt>
            <dd>{figure(ticker.volume)}</dd>
          </div>
        </dl>
      )}
    </section>
  )
}

import { useParams } from 'react-router-dom'
import { useAppSelector } from '../../app/hooks'
import { UnknownPair } from './ExchangePage'
import { figure, signed, toneOf } from './format'
import { MarketChart } from './MarketChart'
import { selectMarket } from './marketSlice'
import { normalSymbol, useExchangeSession } from './useExchangeSession'
import './exchange.css'

/**
 * /profit-loss-mobile/{symbol}: the pair's 24 h profit and loss for the mobile app. The route
 * names no contest, so this is the market's gain or loss over the day, not a player's.
 */
export function ProfitLossMobilePage() {
  const params = useParams()
  const symbol = normalSymbol(params.symbol)
  const valid = /^[A-Z0-9]{5,20}$/.test(symbol)
  useExchangeSession(valid ? symbol : '')
  const { ticker, snapshot } = useAppSelector(selectMarket)
  if (!valid) return <UnknownPair symbol={params.symbol ?? ''} />
  const tone = toneOf(ticker?.priceChange)
  return (
    <div className="exchange exchange--mobile">
      <section className="card profit-loss" aria-labelledby="pl-title">
        <h1 id="pl-title">{symbol} Profit / Loss (24h)</h1>
        {!ticker && <p className={snapshot.status === 'failed' ? 'down' : 'muted'} role="status">{snapshot.status === 'failed' ? snapshot.error : 'Loading…'}</p>}
        {ticker && (
          <dl className="account-figures">
            <div><dt>{tone === 'down' ? 'Loss' : 'Profit'}</dt><dd className={tone}>{signed(ticker.priceChange)} USDT</dd></div>
            <div><dt>Change</dt><dd className={tone}>{signed(ticker.priceChangePercent)}%</dd></div>
            <div><dt>Last Price</dt><dd>{figure(ticker.lastPrice)}</dd></div>
            <div><dt>24h High</dt><dd>{figure(ticker.high)}</dd></div>
            <div><dt>24h Low</dt><dd>{figure(ticker.low)}</dd></div>
          </dl>
        )}
      </section>
      <MarketChart />
    </div>
  )
}

import { Link, useParams } from 'react-router-dom'
import { UnknownPair } from './ExchangePage'
import { exchangePath } from './format'
import { MarketChart } from './MarketChart'
import { TickerBar } from './TickerBar'
import { normalSymbol, useExchangeSession } from './useExchangeSession'
import './exchange.css'

/** The variant screen: ticker figures and a full-height chart only (spec section 2). */
export function ChartOnlyPage() {
  const params = useParams()
  const contestId = params.id ?? ''
  const symbol = normalSymbol(params.symbol)
  const valid = /^[A-Z0-9]{5,20}$/.test(symbol)
  useExchangeSession(valid ? symbol : '')
  if (!valid) return <UnknownPair symbol={params.symbol ?? ''} />
  return (
    <div className="exchange exchange--chart-only">
      <p className="exchange__contest">
        <Link to={exchangePath(contestId, symbol)}>Back to trading</Link>
      </p>
      <TickerBar symbol={symbol} />
      <MarketChart fullHeight />
    </div>
  )
}

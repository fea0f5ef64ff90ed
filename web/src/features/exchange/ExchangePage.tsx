import { Link, useParams } from 'react-router-dom'
import { useAppSelector } from '../../app/hooks'
import { TimeOutOverlay } from './Countdown'
import { chartPath, exchangePath } from './format'
import { LeaderboardPanel } from './LeaderboardPanel'
import { MarketChart } from './MarketChart'
import { OrderBook } from './OrderBook'
import { LimitPanel } from './OrderForm'
import { OrderTabs } from './OrderTabs'
import { PairList } from './PairList'
import { selectContest, selectTimedOut } from './selectors'
import { TickerBar } from './TickerBar'
import { normalSymbol, useExchangeSession } from './useExchangeSession'
import './exchange.css'

const SYMBOL = /^[A-Z0-9]{5,20}$/

/** A route whose symbol cannot be a pair says so instead of loading nothing forever. */
export function UnknownPair({ symbol }: { symbol: string }) {
  return (
    <section className="card">
      <h1>Unknown pair</h1>
      <p>“{symbol}” is not a trading pair. <Link to="/contest/live">Back to contests</Link></p>
    </section>
  )
}

function ContestLine({ contestId, symbol }: { contestId: string; symbol: string }) {
  const contest = useAppSelector(selectContest)
  return (
    <p className="exchange__contest">
      {contest.status === 'loading' && <span className="muted">Loading contest…</span>}
      {contest.status === 'failed' && <span className="down" role="alert">{contest.error}</span>}
      {contest.item && <Link to={`/trading-contest/${encodeURIComponent(contestId)}`}>{contest.item.contestName}</Link>}
      <Link to={chartPath(contestId, symbol)} className="exchange__chart-link">Full chart</Link>
    </p>
  )
}

/** /exchange/{contestId}/{symbol}: the trading screen (spec section 2, Exchange screen). */
export function ExchangePage() {
  const params = useParams()
  const contestId = params.id ?? ''
  const symbol = normalSymbol(params.symbol)
  const valid = SYMBOL.test(symbol)
  useExchangeSession(valid ? symbol : '', contestId)
  const timedOut = useAppSelector(selectTimedOut)
  if (!valid) return <UnknownPair symbol={params.symbol ?? ''} />
  return (
    <div className="exchange">
      <ContestLine contestId={contestId} symbol={symbol} />
      <TickerBar symbol={symbol} />
      <div className="exchange__grid">
        <div className="exchange__pairs"><PairList current={symbol} pathFor={pair => exchangePath(contestId, pair)} /></div>
        <div className="exchange__chart"><MarketChart /></div>
        <div className="exchange__book"><OrderBook /></div>
        <div className="exchange__limit"><LimitPanel symbol={symbol} disabled={timedOut} /></div>
        <div className="exchange__leaderboard"><LeaderboardPanel /></div>
        <div className="exchange__orders"><OrderTabs /></div>
      </div>
      <TimeOutOverlay />
    </div>
  )
}

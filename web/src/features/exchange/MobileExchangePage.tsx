import { Link, useParams } from 'react-router-dom'
import { useAppSelector } from '../../app/hooks'
import { Tabs } from '../../ui/Tabs'
import { useIsSignedIn } from '../session/useIsSignedIn'
import { Countdown, TimeOutOverlay } from './Countdown'
import { UnknownPair } from './ExchangePage'
import { mobileExchangePath } from './format'
import { MarketChart } from './MarketChart'
import { OrderBook } from './OrderBook'
import { LimitPanel } from './OrderForm'
import { OrderTabs } from './OrderTabs'
import { PairList } from './PairList'
import { selectTimedOut } from './selectors'
import { TickerBar } from './TickerBar'
import { MOBILE_BOOK_LEVELS } from './types'
import { normalSymbol, useExchangeSession } from './useExchangeSession'
import './exchange.css'

/**
 * /mobile-exchange/{id}/{symbol}: the exchange for phones, one panel at a time; its order-book
 * view shows 5 levels a side (spec section 9). The market shows to anyone; trading needs a session.
 */
export function MobileExchangePage() {
  const params = useParams()
  const contestId = params.id ?? ''
  const symbol = normalSymbol(params.symbol)
  const valid = /^[A-Z0-9]{5,20}$/.test(symbol)
  const signedIn = useIsSignedIn()
  useExchangeSession(valid ? symbol : '', signedIn ? contestId : undefined)
  const timedOut = useAppSelector(selectTimedOut)
  if (!valid) return <UnknownPair symbol={params.symbol ?? ''} />
  const signIn = (
    <p>
      <Link to="/login">Log in</Link> to trade in this contest.
    </p>
  )
  return (
    <div className="exchange exchange--mobile">
      {signedIn && <Countdown />}
      <TickerBar symbol={symbol} />
      <Tabs
        label="Exchange"
        className="exchange__mobile-tabs"
        tabs={[
          { id: 'book', title: 'Order Book', content: <OrderBook levels={MOBILE_BOOK_LEVELS} /> },
          { id: 'chart', title: 'Chart', content: <MarketChart /> },
          { id: 'trade', title: 'Trade', content: signedIn ? <LimitPanel symbol={symbol} disabled={timedOut} /> : signIn },
          { id: 'orders', title: 'Orders', content: signedIn ? <OrderTabs /> : signIn },
          { id: 'pairs', title: 'Pairs', content: <PairList current={symbol} pathFor={pair => mobileExchangePath(contestId, pair)} /> },
        ]}
      />
      <TimeOutOverlay />
    </div>
  )
}

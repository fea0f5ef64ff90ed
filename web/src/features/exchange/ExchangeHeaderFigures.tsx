import { useMatch } from 'react-router-dom'
import { useAppSelector } from '../../app/hooks'
import { Countdown } from './Countdown'
import { selectHeaderFigures } from './selectors'
import './exchange.css'

/**
 * The header bar's contest figures (spec section 2): the countdown, Allocated Fund in USDT,
 * Portfolio Value and Gain, green at zero or above and red below. Only on the exchange route.
 */
export function ExchangeHeaderFigures() {
  const onExchange = useMatch('/exchange/:id/:symbol')
  const figures = useAppSelector(selectHeaderFigures)
  if (!onExchange) return null
  return (
    <div className="exchange-figures">
      <Countdown />
      <dl className="header-bar exchange-figures__list" aria-label="Contest account">
        <div className="header-bar__item">
          <dt>Allocated Fund</dt>
          <dd>{figures.allocatedFund === null ? '—' : `${figures.allocatedFund} USDT`}</dd>
        </div>
        <div className="header-bar__item">
          <dt>Portfolio Value</dt>
          <dd data-testid="portfolio-value">{figures.portfolioValue ?? '—'}</dd>
        </div>
        <div className="header-bar__item">
          <dt>Gain</dt>
          <dd data-testid="gain" className={figures.gainTone ?? ''}>{figures.gain === null ? '—' : `${figures.gain}%`}</dd>
        </div>
      </dl>
    </div>
  )
}

import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { useAppSelector } from '../../app/hooks'
import { resultText, wonPrize } from '../contest/result'
import { selectCancelledAtEnd, selectOrders } from './ordersSlice'
import { selectCountdown, selectTimedOut } from './selectors'

const two = (n: number) => String(n).padStart(2, '0')

/** "Day Hr Min Sec Left" to the contest end (spec section 2, header bar). */
export function Countdown() {
  const parts = useAppSelector(selectCountdown)
  if (!parts) return null
  return (
    <p className="exchange-countdown" aria-label={`${parts.days} days ${parts.hours} hours ${parts.minutes} minutes ${parts.seconds} seconds left`}>
      <span><b>{parts.days}</b> Day</span> <span><b>{two(parts.hours)}</b> Hr</span> <span><b>{two(parts.minutes)}</b> Min</span>{' '}
      <span><b>{two(parts.seconds)}</b> Sec</span> <span>Left</span>
    </p>
  )
}

/**
 * Shown at the end or once the contest is Complete: "Time Out", then the player's own result once
 * the contest is settled ("You finished 1st - ₹150.00"), before the saga goes to /dashboard.
 */
export function TimeOutOverlay() {
  const timedOut = useAppSelector(selectTimedOut)
  // Still open at Time Out, or already cancelled by the end: either way the player is told.
  const open = useAppSelector(selectOrders).open.length
  const cancelled = useAppSelector(selectCancelledAtEnd).length
  const result = useAppSelector(state => state.exchange.result) ?? { status: 'waiting' as const }
  const contestId = useAppSelector(state => state.exchange.contestId)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (timedOut) box.current?.focus()
  }, [timedOut])
  if (!timedOut) return null
  const { headline, detail } = resultText(result)
  const settled = result.status !== 'waiting'
  return (
    <div className="time-out" role="alertdialog" aria-modal="true" aria-labelledby="time-out-title" aria-describedby="time-out-text" tabIndex={-1} ref={box}>
      <div className={`time-out__box${wonPrize(result) ? ' time-out__box--won' : ''}`} aria-live="polite" aria-busy={!settled}>
        {settled && headline !== 'Time Out' && <p className="time-out__over">Time Out</p>}
        <h2 id="time-out-title">{headline}</h2>
        <p id="time-out-text">{detail}</p>
        {open + cancelled > 0 && (
          <p className="time-out__orders" role="status">
            {open + cancelled === 1 ? 'Your 1 open order is' : `Your ${open + cancelled} open orders are`} cancelled at the contest’s end: open orders never carry past it.
          </p>
        )}
        {settled && (
          <p className="time-out__actions">
            {contestId && <Link className="button button--ghost" to={`/trading-contest/${encodeURIComponent(contestId)}`}>See full results</Link>}
            <Link className="button button--primary" to="/dashboard">Go to dashboard</Link>
          </p>
        )}
        {settled && <p className="time-out__note">Taking you to the dashboard in a few seconds…</p>}
      </div>
    </div>
  )
}

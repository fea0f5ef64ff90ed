import { useEffect, useRef } from 'react'
import { useAppSelector } from '../../app/hooks'
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

/** Shown at the end or once the contest is Complete; the saga goes to /dashboard 3 s later. */
export function TimeOutOverlay() {
  const timedOut = useAppSelector(selectTimedOut)
  // Still open at Time Out, or already cancelled by the end: either way the player is told.
  const open = useAppSelector(selectOrders).open.length
  const cancelled = useAppSelector(selectCancelledAtEnd).length
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (timedOut) box.current?.focus()
  }, [timedOut])
  if (!timedOut) return null
  return (
    <div className="time-out" role="alertdialog" aria-modal="true" aria-labelledby="time-out-title" aria-describedby="time-out-text" tabIndex={-1} ref={box}>
      <div className="time-out__box">
        <h2 id="time-out-title">Time Out</h2>
        <p id="time-out-text">This contest is over. Taking you to the dashboard…</p>
        {open + cancelled > 0 && (
          <p className="time-out__orders" role="status">
            {open + cancelled === 1 ? 'Your 1 open order is' : `Your ${open + cancelled} open orders are`} cancelled at the contest’s end: open orders never carry past it.
          </p>
        )}
      </div>
    </div>
  )
}

import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { resultText, wonPrize, type ContestResult } from './result'

/**
 * "Time Out" over the page when the contest ends (spec section 4). A player of the contest then
 * sees their own result ("You finished 1st - ₹150.00") before the saga leaves for /dashboard;
 * anyone else goes after 3 s. Focus moves here so keyboard and screen-reader users learn it at once.
 */
export function TimeOutOverlay({ joined, result }: { joined: boolean; result: ContestResult | null }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  const text = joined ? resultText(result ?? { status: 'waiting' }) : { headline: 'Time Out', detail: 'This contest has ended. Taking you to the dashboard…' }
  const settled = joined && result !== null
  return (
    <div className="contest-timeout" role="alertdialog" aria-modal="true" aria-labelledby="contest-timeout-title" aria-describedby="contest-timeout-text" tabIndex={-1} ref={ref}>
      <div className={`contest-timeout__box${result && wonPrize(result) ? ' contest-timeout__box--won' : ''}`} aria-live="polite">
        {text.headline !== 'Time Out' && <p className="contest-timeout__over">Time Out</p>}
        <h2 id="contest-timeout-title">{text.headline}</h2>
        <p id="contest-timeout-text">{text.detail}</p>
        {settled && (
          <p className="contest-timeout__actions">
            <Link className="button button--primary" to="/dashboard">Go to dashboard</Link>
          </p>
        )}
      </div>
    </div>
  )
}

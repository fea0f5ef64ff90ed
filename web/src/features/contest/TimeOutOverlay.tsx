import { useEffect, useRef } from 'react'

/**
 * "Time Out" over the page when the contest ends (spec section 4); the saga leaves for
 * /dashboard 3 s later. Focus moves here so keyboard and screen-reader users learn it at once.
 */
export function TimeOutOverlay() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div className="contest-timeout" role="alertdialog" aria-modal="true" aria-labelledby="contest-timeout-title" aria-describedby="contest-timeout-text" tabIndex={-1} ref={ref}>
      <div className="contest-timeout__box">
        <h2 id="contest-timeout-title">Time Out</h2>
        <p id="contest-timeout-text">This contest has ended. Taking you to the dashboard…</p>
      </div>
    </div>
  )
}

import { useState } from 'react'
import { Link } from 'react-router-dom'
import './games.css'

const samples = [
  {
    title: 'Free Game',
    kind: 'Practice',
    details: 'Practise calling price moves with no entry fee and no prize. Pick your coins and a time slot, then watch the result.',
    play: '/up-down-free',
  },
  {
    title: 'Cash 5 Minute Slot',
    kind: 'Bull/Bear',
    details: 'Call Bull or Bear on the price over a 5-minute slot. Entry fees and prizes will be shown here when cash games launch.',
    play: '/coming-soon',
  },
  {
    title: 'Cash 10 Minute Slot',
    kind: 'High/Low',
    details: 'Call whether the price ends High or Low after a 10-minute slot. Entry fees and prizes will be shown here when cash games launch.',
    play: '/coming-soon',
  },
]

/** Three sample cards (spec section 2); the cash games are not running yet, so their Play Now leads to Coming Soon. */
export function UpDownPage() {
  const [open, setOpen] = useState<string | null>(null)
  return (
    <article>
      <h1>Up Down</h1>
      <p className="games__note">These are sample games. Only the free practice game can be tried today.</p>
      <ul className="updown-cards">
        {samples.map(sample => {
          const expanded = open === sample.title
          const detailsId = `details-${sample.title.replace(/\W+/g, '-')}`
          return (
            <li key={sample.title} className="card updown-card">
              <h2>{sample.title}</h2>
              <p className="updown-card__kind">{sample.kind}</p>
              <p id={detailsId} hidden={!expanded}>
                {sample.details}
              </p>
              <div className="form-actions">
                <button type="button" className="button button--ghost" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setOpen(expanded ? null : sample.title)}>
                  View Details
                </button>
                <Link className="button button--primary" to={sample.play}>
                  Play Now
                </Link>
              </div>
            </li>
          )
        })}
      </ul>
    </article>
  )
}

import { countdownParts } from './format'

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const

const two = (n: number) => String(n).padStart(2, '0')

/**
 * "Ends In" / "Starts In" with days, hours, minutes and seconds (spec section 2). Not a live
 * region: announcing every second would drown a screen reader; the label carries the figures.
 */
export function Countdown({ label, target, now }: { label: string; target: number; now: number | null }) {
  if (now === null) {
    return (
      <div className="countdown" aria-busy="true">
        <span className="countdown__label">{label}</span> <span className="countdown__wait">…</span>
      </div>
    )
  }
  const parts = countdownParts(target, now)
  const spoken = `${label} ${parts.days} days ${parts.hours} hours ${parts.minutes} minutes ${parts.seconds} seconds`
  return (
    <div className="countdown" role="timer" aria-label={spoken}>
      <span className="countdown__label" aria-hidden="true">
        {label}
      </span>
      <span className="countdown__parts" aria-hidden="true">
        {UNITS.map(([key, unit]) => (
          <span key={key} className="countdown__part" data-unit={key}>
            <b>{two(parts[key])}</b>
            <small>{unit}</small>
          </span>
        ))}
      </span>
    </div>
  )
}

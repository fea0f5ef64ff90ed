import { formatInr, formatLeaderboardPercent, isDecimalString } from '@arena/domain'

/** Countdown figures of spec section 3 (Timer data); all zero once the moment has passed. */
export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
  /** True from the target instant on: the card reloads, the detail page times out. */
  over: boolean
}

export function countdownParts(target: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((target - now) / 1000))
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    over: now >= target,
  }
}

// Contest times are India time (spec section 9) wherever the player is: the shared formatters.
export { formatCardDate, formatDay, formatTime } from '../../ui/formatDateTime'

/** Rupees to 2 places (spec section 9); text that is not an amount shows as a dash, never NaN. */
export const rupees = (value: unknown): string => {
  const text = typeof value === 'number' ? String(value) : value
  return isDecimalString(text) ? `₹${formatInr(text)}` : '—'
}

/** A contest's entry fee as cards show it: "Free" for a contest that takes none, else rupees. */
export const entryFeeText = (value: unknown): string => {
  const text = typeof value === 'number' ? String(value) : value
  return isDecimalString(text) && /^0*(\.0*)?$/.test(text) ? 'Free' : rupees(value)
}

/** The leaderboard's profit percent, 2 places (spec section 9). */
export const percent = (value: unknown): string => {
  const text = typeof value === 'number' ? String(value) : value
  return isDecimalString(text) ? `${formatLeaderboardPercent(text)}%` : '—'
}

export const joinedOfMax = (joined: number, max: number): string => `${joined}/${max}`

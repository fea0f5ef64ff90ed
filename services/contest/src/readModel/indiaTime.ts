import { CONTEST_TIME_OFFSET, IST_OFFSET_MINUTES } from '@arena/domain'

/** An instant as India shows it: the calendar date and an ISO date-time with +05:30. */
export function inIndia(instant: string): { date: string; dateTime: string } {
  const local = new Date(Date.parse(instant) + IST_OFFSET_MINUTES * 60_000).toISOString()
  return { date: local.slice(0, 10), dateTime: `${local.slice(0, 19)}${CONTEST_TIME_OFFSET}` }
}

/** Time left until `target` in the spec's Timer parts; zeros once it has passed. */
export function timerParts(target: string, now: Date): { endDays: number; endHours: number; endMinutes: number; endSeconds: number } {
  const left = Math.max(0, Math.floor((Date.parse(target) - now.getTime()) / 1000))
  return {
    endDays: Math.floor(left / 86_400),
    endHours: Math.floor((left % 86_400) / 3600),
    endMinutes: Math.floor((left % 3600) / 60),
    endSeconds: left % 60,
  }
}

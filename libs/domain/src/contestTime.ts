/** Contest times are entered and shown in India time (spec section 9). */
export const CONTEST_TIME_OFFSET = '+05:30'

const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/

/**
 * Parses an ISO-8601 date-time. A time without an offset (what a datetime-local input
 * gives) is read as India time, never as the runtime's local zone, so server and browser
 * agree. Returns undefined for anything else, including impossible dates.
 */
export function parseContestTime(text: string): Date | undefined {
  const match = INSTANT.exec(text.trim())
  if (!match) return undefined
  const [, date, hm, seconds = ':00', , zone = CONTEST_TIME_OFFSET] = match
  const iso = `${date}T${hm}${seconds}${zone}`
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return undefined
  // Date rolls 2024-02-30 over to March; compare the written day with the day it landed on.
  const offsetMs = zone === 'Z' ? 0 : offsetMinutes(zone) * 60_000
  const written = new Date(instant.getTime() + offsetMs).toISOString().slice(0, 16)
  return written === `${date}T${hm}` ? instant : undefined
}

function offsetMinutes(zone: string): number {
  const sign = zone.startsWith('-') ? -1 : 1
  const [h, m] = zone.slice(1).split(':').map(Number)
  return sign * ((h ?? 0) * 60 + (m ?? 0))
}

/*
 * Every time the app shows is India time, labelled "IST" (spec section 9), whatever zone the
 * player's device is in. This is the only module that formats dates: a unit test scans web/src
 * for Intl.DateTimeFormat, toLocale*String and timeZone anywhere else, so two screens cannot
 * show the same instant in two zones again.
 */
export const INDIA_ZONE = 'Asia/Kolkata'
export const INDIA_LABEL = 'IST'

const india = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_ZONE, ...options })

const dateAndTime = india({ dateStyle: 'medium', timeStyle: 'medium' })
const dateAndMinute = india({ dateStyle: 'medium', timeStyle: 'short' })
const cardDate = india({ month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true })
const dayOnly = india({ dateStyle: 'medium' })
const minuteOnly = india({ hour: '2-digit', minute: '2-digit', hour12: true })
const secondOnly = india({ hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: true })
const stampFormat = india({ day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: true })

type Instant = string | number | Date

function msOf(instant: Instant): number {
  if (instant instanceof Date) return instant.getTime()
  return typeof instant === 'number' ? instant : Date.parse(instant)
}

/** Formats a valid instant and labels it; an ISO text that does not parse is shown as it came, anything else as a dash. */
function labelled(format: Intl.DateTimeFormat, instant: Instant): string {
  const ms = msOf(instant)
  if (!Number.isFinite(ms)) return typeof instant === 'string' && instant !== '' ? instant : '—'
  return `${format.format(ms)} ${INDIA_LABEL}`
}

/** "1 Mar 2026, 4:00:00 pm IST": tables and records. */
export const formatDateTime = (instant: Instant): string => labelled(dateAndTime, instant)

/** "1 Mar 2026, 4:00 pm IST": tickets and replies. */
export const formatDateMinute = (instant: Instant): string => labelled(dateAndMinute, instant)

/** "01 Mar, 04:00 pm IST": a contest card's start or end. */
export const formatCardDate = (instant: Instant): string => labelled(cardDate, instant)

/** "4:00:00 pm IST": a clock. */
export const formatClock = (instant: Instant): string => labelled(secondOnly, instant)

/** "04:00 pm IST": a contest's start or end time beside its date. */
export const formatTime = (instant: Instant): string => labelled(minuteOnly, instant)

/** "01 Mar, 04:00:00 pm IST": a replay's moment. */
export const formatStamp = (instant: Instant): string => labelled(stampFormat, instant)

/** "1 Mar 2026": a date alone, the India calendar day of the instant (no time, so no label). */
export function formatDay(instant: Instant): string {
  const ms = msOf(instant)
  return Number.isFinite(ms) ? dayOnly.format(ms) : '—'
}

const yearOnly = india({ year: 'numeric' })

/** The India calendar year of the instant (the footer's copyright line). */
export const indiaYear = (instant: Instant = Date.now()): string => yearOnly.format(msOf(instant))

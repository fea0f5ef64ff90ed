export const MIN_AGE = 18

/** India's offset; "today" for the age rule is the calendar date in India, not on the server. */
export const IST_OFFSET_MINUTES = 330

export interface CalendarDate {
  year: number
  month: number
  day: number
}

/** Parses YYYY-MM-DD, refusing dates that do not exist (2023-02-29, 2024-13-01). */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim())
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const probe = new Date(Date.UTC(year, month - 1, day))
  const real = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day
  return real ? { year, month, day } : undefined
}

/** The calendar date at an instant in a fixed offset (India by default), as YYYY-MM-DD. */
export function calendarDateAt(instant: Date, offsetMinutes = IST_OFFSET_MINUTES): string {
  return new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10)
}

/**
 * Whole years between two calendar dates. Someone born on 29 February has their birthday
 * on 1 March in common years (they are not a year older until 28 February has passed).
 */
export function ageOn(birthDate: string, today: string): number {
  const birth = parseCalendarDate(birthDate)
  const now = parseCalendarDate(today)
  if (!birth || !now) throw new RangeError(`not a calendar date: ${birth ? today : birthDate}`)
  const beforeBirthday = now.month < birth.month || (now.month === birth.month && now.day < birth.day)
  return now.year - birth.year - (beforeBirthday ? 1 : 0)
}

export const isAdult = (birthDate: string, today: string, minAge = MIN_AGE): boolean => ageOn(birthDate, today) >= minAge

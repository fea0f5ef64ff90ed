import { IST_OFFSET_MINUTES } from './age'
import { AMOUNT_CEILING } from './validation/amount'
import { Decimal, formatInr, isDecimalString } from './money'

/**
 * Responsible play (docs/adr/0017): deposit limits per India-time calendar window, a time-out
 * and a self-exclusion. Pure rules shared by the wallet (which decides) and the web client
 * (which words the same limits and instants).
 */

export const DEPOSIT_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number]

/** A raise or a removal waits this long; a lower limit applies at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 3_600_000

export type BreakKind = 'timeOut' | 'selfExclusion'

/** The breaks a player may take, by the id the API and the events carry. */
export const BREAK_DURATIONS = {
  '24h': { kind: 'timeOut', label: '24 hours' },
  '1w': { kind: 'timeOut', label: '1 week' },
  '1m': { kind: 'timeOut', label: '1 month' },
  '6m': { kind: 'selfExclusion', label: '6 months' },
  '1y': { kind: 'selfExclusion', label: '1 year' },
  '5y': { kind: 'selfExclusion', label: '5 years' },
} as const satisfies Record<string, { kind: BreakKind; label: string }>
export type BreakDuration = keyof typeof BREAK_DURATIONS

export const isBreakDuration = (value: unknown): value is BreakDuration => typeof value === 'string' && Object.hasOwn(BREAK_DURATIONS, value)

const OFFSET_MS = IST_OFFSET_MINUTES * 60_000
const DAY_MS = 24 * 3_600_000

/** India's wall clock at an instant, as a Date whose UTC fields read as India time. */
const wall = (instant: Date) => new Date(instant.getTime() + OFFSET_MS)
const fromWall = (w: Date) => new Date(w.getTime() - OFFSET_MS)

/** The same India wall-clock time `months` later; a day the month lacks becomes its last day. */
function addMonths(instant: Date, months: number): Date {
  const w = wall(instant)
  const target = new Date(Date.UTC(w.getUTCFullYear(), w.getUTCMonth() + months, 1, w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds(), w.getUTCMilliseconds()))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(w.getUTCDate(), lastDay))
  return fromWall(target)
}

/** A break stops play until its end: in force at `at` while `until` is still ahead. Every service judges it so. */
export const breakInForceAt = (until: string, at: string): boolean => Date.parse(until) > Date.parse(at)

/** When a break taken at `from` ends. Hours and weeks are exact; months and years follow India's calendar. */
export function breakEnd(from: Date, duration: BreakDuration): Date {
  switch (duration) {
    case '24h': return new Date(from.getTime() + DAY_MS)
    case '1w': return new Date(from.getTime() + 7 * DAY_MS)
    case '1m': return addMonths(from, 1)
    case '6m': return addMonths(from, 6)
    case '1y': return addMonths(from, 12)
    case '5y': return addMonths(from, 60)
    default: {
      const never: never = duration
      throw new Error(`unknown break ${String(never)}`)
    }
  }
}

/**
 * The calendar window (India time) a deposit limit counts in: the day from midnight, the week
 * from Monday midnight, the month from the 1st at midnight. Returns [start, end).
 */
export function limitWindow(period: DepositLimitPeriod, at: Date): [Date, Date] {
  const w = wall(at)
  const midnight = Date.UTC(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate())
  switch (period) {
    case 'daily': return [fromWall(new Date(midnight)), fromWall(new Date(midnight + DAY_MS))]
    case 'weekly': {
      const sinceMonday = (w.getUTCDay() + 6) % 7
      const start = midnight - sinceMonday * DAY_MS
      return [fromWall(new Date(start)), fromWall(new Date(start + 7 * DAY_MS))]
    }
    case 'monthly': {
      const start = Date.UTC(w.getUTCFullYear(), w.getUTCMonth(), 1)
      const end = Date.UTC(w.getUTCFullYear(), w.getUTCMonth() + 1, 1)
      return [fromWall(new Date(start)), fromWall(new Date(end))]
    }
    default: {
      const never: never = period
      throw new Error(`unknown period ${String(never)}`)
    }
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const two = (n: number) => String(n).padStart(2, '0')

/** "25 Nov 2026, 09:27 IST": how every responsible-play instant is worded, server and browser alike. */
export function formatIndiaTime(instant: Date | string): string {
  const w = wall(typeof instant === 'string' ? new Date(instant) : instant)
  return `${w.getUTCDate()} ${MONTHS[w.getUTCMonth()]} ${w.getUTCFullYear()}, ${two(w.getUTCHours())}:${two(w.getUTCMinutes())} IST`
}

const periodWords: Record<DepositLimitPeriod, { name: string; window: string }> = {
  daily: { name: 'daily', window: 'today' },
  weekly: { name: 'weekly', window: 'this week' },
  monthly: { name: 'monthly', window: 'this month' },
}

export const responsiblePlayMessages = {
  limitInvalid: 'Please enter a limit in rupees above 0, or leave it empty for no limit',
  limitsRequired: 'Please set or remove at least one limit',
  durationInvalid: 'Please choose a break: 24h, 1w, 1m, 6m, 1y or 5y',
  limitReached: (period: DepositLimitPeriod, limit: string, remaining: string, resets: Date) =>
    `Your ${periodWords[period].name} deposit limit is ₹${formatInr(limit)}: you can deposit ₹${formatInr(remaining)} more ${periodWords[period].window} (resets ${formatIndiaTime(resets)})`,
  onBreak: (kind: BreakKind, until: string) =>
    `You are on a ${kind === 'timeOut' ? 'time-out' : 'self-exclusion'} until ${formatIndiaTime(until)}: deposits and contests are closed until then. You can still withdraw your winnings and see your history.`,
  breakAlreadyLonger: (until: string) => `You are already on a break until ${formatIndiaTime(until)}; a new break must end later`,
} as const

/** A limit as typed: empty means "no limit" (null); otherwise a rupee amount above 0. Undefined when invalid. */
export function parseDepositLimit(raw: unknown): string | null | undefined {
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return null
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw
  if (typeof text !== 'string' || !isDecimalString(text.trim(), 2) || text.trim().startsWith('-')) return undefined
  const value = new Decimal(text.trim())
  if (value.isZero() || value.greaterThan(AMOUNT_CEILING)) return undefined
  return value.toFixed(2)
}

/**
 * True when `next` lets the player deposit no more than `current` (null = no limit): it applies
 * at once. A raise or a removal is the impulsive change the 24-hour wait is for.
 */
export function appliesAtOnce(current: string | null, next: string | null): boolean {
  if (next === null) return false
  return current === null || new Decimal(next).lessThanOrEqualTo(current)
}

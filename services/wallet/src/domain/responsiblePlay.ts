import {
  BREAK_DURATIONS, DEPOSIT_LIMIT_PERIODS, Decimal, LIMIT_RAISE_DELAY_MS, appliesAtOnce, breakEnd, breakInForceAt, isBreakDuration, limitWindow,
  parseDepositLimit, responsiblePlayMessages as rp, type DepositLimitPeriod,
} from '@arena/domain'
import type { ResponsiblePlayDto } from '@arena/contracts'
import type { SetDepositLimits, TakeBreak } from './commands'
import { WalletInputInvalid, WalletRefused } from './errors'
import type { WalletEvent } from './events'

/** One period's limit: the value in force before `pending` (a raise or removal waiting 24 hours) applies. */
export interface LimitState {
  current: string | null
  pending: { limit: string | null; appliesAt: string } | null
}

export interface BreakState {
  kind: 'timeOut' | 'selfExclusion'
  duration: string
  from: string
  until: string
}

export interface ResponsiblePlayState {
  limits: Readonly<Record<DepositLimitPeriod, LimitState>>
  break: BreakState | null
}

const noLimit: LimitState = { current: null, pending: null }
export const initialResponsiblePlay = (): ResponsiblePlayState => ({ limits: { daily: noLimit, weekly: noLimit, monthly: noLimit }, break: null })

/** The limit in force at an instant: a pending change counts once its time has come (no event marks that). */
export const limitAt = (state: LimitState, at: string): string | null =>
  state.pending && Date.parse(state.pending.appliesAt) <= Date.parse(at) ? state.pending.limit : state.current

export const breakAt = (state: ResponsiblePlayState, at: string): BreakState | null =>
  state.break && breakInForceAt(state.break.until, at) ? state.break : null

export function evolveResponsiblePlay(state: ResponsiblePlayState, event: WalletEvent): ResponsiblePlayState {
  if (event.type === 'BreakTaken') {
    const { kind, duration, from, until } = event.data
    return { ...state, break: { kind, duration, from, until } }
  }
  if (event.type !== 'DepositLimitChanged') return state
  const { period, limit, requestedAt, appliesAt } = event.data
  const now = limitAt(state.limits[period], requestedAt)
  const next: LimitState = appliesAt === requestedAt ? { current: limit, pending: null } : { current: now, pending: { limit, appliesAt } }
  return { ...state, limits: { ...state.limits, [period]: next } }
}

/** A deposit as the limits count it: by the instant it was requested, unless rejected. */
export interface CountedDeposit {
  amount: string
  requestedAt?: string
  status: string
}

const usedIn = (deposits: Iterable<CountedDeposit>, [start, end]: [Date, Date]): Decimal => {
  let used = new Decimal(0)
  for (const d of deposits) {
    if (d.status === 'rejected' || d.requestedAt === undefined) continue
    const t = Date.parse(d.requestedAt)
    if (t >= start.getTime() && t < end.getTime()) used = used.plus(d.amount)
  }
  return used
}

/** Refuses anything that would put money into play during a break. */
export function assertNotOnBreak(state: ResponsiblePlayState, at: string): void {
  const current = breakAt(state, at)
  if (current) throw new WalletRefused('onBreak', rp.onBreak(current.kind, current.until), { until: current.until, kind: current.kind })
}

/** Refuses a deposit above what any limit still allows in its window; names the tightest. */
export function assertWithinLimits(state: ResponsiblePlayState, deposits: Iterable<CountedDeposit>, amount: Decimal, at: string): void {
  const list = [...deposits]
  let tightest: { period: DepositLimitPeriod; limit: string; remaining: Decimal; resets: Date } | undefined
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const limit = limitAt(state.limits[period], at)
    if (limit === null) continue
    const window = limitWindow(period, new Date(at))
    const remaining = Decimal.max(new Decimal(limit).minus(usedIn(list, window)), 0)
    if (!tightest || remaining.lessThan(tightest.remaining)) tightest = { period, limit, remaining, resets: window[1] }
  }
  if (tightest && amount.greaterThan(tightest.remaining)) {
    const { period, limit, remaining, resets } = tightest
    throw new WalletRefused('depositLimitReached', rp.limitReached(period, limit, remaining.toFixed(2), resets), {
      period, limit, remaining: remaining.toFixed(2), resetsAt: resets.toISOString(),
    })
  }
}

export function decideDepositLimits(c: SetDepositLimits, state: ResponsiblePlayState): WalletEvent[] {
  const errors: Record<string, string> = {}
  const wanted: [DepositLimitPeriod, string | null][] = []
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    if (!Object.hasOwn(c.limits, period) || c.limits[period] === undefined) continue
    const parsed = parseDepositLimit(c.limits[period])
    if (parsed === undefined) errors[period] = rp.limitInvalid
    else wanted.push([period, parsed])
  }
  if (Object.keys(errors).length > 0) throw new WalletInputInvalid(errors)
  if (wanted.length === 0) throw new WalletInputInvalid({ limits: rp.limitsRequired })
  const events: WalletEvent[] = []
  for (const [period, limit] of wanted) {
    const slot = state.limits[period]
    const now = limitAt(slot, c.at)
    const waiting = slot.pending && Date.parse(slot.pending.appliesAt) > Date.parse(c.at) ? slot.pending : null
    // Asking for what is in force with nothing waiting, or for the change already waiting: nothing new.
    if (limit === now && waiting === null) continue
    if (waiting && waiting.limit === limit) continue
    const appliesAt = appliesAtOnce(now, limit) ? c.at : new Date(Date.parse(c.at) + LIMIT_RAISE_DELAY_MS).toISOString()
    events.push({ type: 'DepositLimitChanged', data: { commandId: c.commandId, period, limit, requestedAt: c.at, appliesAt } })
  }
  return events
}

export function decideBreak(c: TakeBreak, state: ResponsiblePlayState): WalletEvent[] {
  if (!isBreakDuration(c.duration)) throw new WalletInputInvalid({ duration: rp.durationInvalid })
  const until = breakEnd(new Date(c.at), c.duration).toISOString()
  const current = breakAt(state, c.at)
  if (current && Date.parse(current.until) >= Date.parse(until)) throw new WalletRefused('breakAlreadyLonger', rp.breakAlreadyLonger(current.until), { until: current.until })
  const { kind } = BREAK_DURATIONS[c.duration]
  return [{ type: 'BreakTaken', data: { commandId: c.commandId, kind, duration: c.duration, from: c.at, until } }]
}

/** What the player's page and the admin's user page show, as of `at`. */
export function responsiblePlayView(state: ResponsiblePlayState, deposits: Iterable<CountedDeposit>, at: string): ResponsiblePlayDto {
  const list = [...deposits]
  const limits = {} as ResponsiblePlayDto['limits']
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const slot = state.limits[period]
    const limit = limitAt(slot, at)
    const window = limitWindow(period, new Date(at))
    const used = usedIn(list, window)
    const waiting = slot.pending && Date.parse(slot.pending.appliesAt) > Date.parse(at) ? slot.pending : null
    limits[period] = {
      limit,
      used: used.toFixed(2),
      remaining: limit === null ? null : Decimal.max(new Decimal(limit).minus(used), 0).toFixed(2),
      resetsAt: window[1].toISOString(),
      pending: waiting,
    }
  }
  return { limits, break: breakAt(state, at) }
}

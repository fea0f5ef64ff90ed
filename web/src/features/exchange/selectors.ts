import { Decimal, formatGainPercent, formatUsdt, isDecimalString } from '@arena/domain'
import type { ExchangeState } from './slice'

type WithExchange = { exchange: ExchangeState }

export const selectExchange = (state: WithExchange) => state.exchange
export const selectContest = (state: WithExchange) => state.exchange.contest
export const selectAccount = (state: WithExchange) => state.exchange.account
export const selectLeaderboard = (state: WithExchange) => state.exchange.leaderboard

/** Contest statuses after which nothing can be traded any more. */
const OVER = new Set(['Complete', 'Cancelled', 'Ended'])

/** Milliseconds to the contest end on the server's clock; null until the contest is known. */
export function selectRemainingMs(state: WithExchange): number | null {
  const { contest, clock } = state.exchange
  const endAt = contest.item ? Date.parse(contest.item.endAt) : Number.NaN
  return Number.isNaN(endAt) ? null : endAt - (clock.now + clock.offsetMs)
}

export interface Countdown {
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** "Day Hr Min Sec Left" parts, never negative. */
export function selectCountdown(state: WithExchange): Countdown | null {
  const remaining = selectRemainingMs(state)
  if (remaining === null) return null
  const total = Math.max(0, Math.floor(remaining / 1000))
  return { days: Math.floor(total / 86_400), hours: Math.floor(total / 3600) % 24, minutes: Math.floor(total / 60) % 60, seconds: total % 60 }
}

/** At or after the end, or once the contest is Complete (or otherwise over): the Time Out overlay. */
export function selectTimedOut(state: WithExchange): boolean {
  const { contest, ended } = state.exchange
  if (!contest.item) return false
  if (ended || OVER.has(contest.item.contestStatus)) return true
  const remaining = selectRemainingMs(state)
  return remaining !== null && remaining <= 0
}

export type Tone = 'up' | 'down'

export interface HeaderFigures {
  /** USDT, 3 decimals. */
  allocatedFund: string | null
  portfolioValue: string | null
  /** Percent, 3 decimals. */
  gain: string | null
  /** Green at zero or above, red below (spec section 2). */
  gainTone: Tone | null
}

const usdt = (value: string | undefined | null) => (isDecimalString(value) ? formatUsdt(value) : null)

export function selectHeaderFigures(state: WithExchange): HeaderFigures {
  const { contest, figures } = state.exchange
  const gain = figures && isDecimalString(figures.per) ? formatGainPercent(figures.per) : null
  return {
    allocatedFund: usdt(contest.item?.virtualFund),
    portfolioValue: usdt(figures?.portfoliovalue),
    gain,
    gainTone: gain === null ? null : gainTone(gain),
  }
}

export const gainTone = (value: string): Tone => (new Decimal(value).lessThan(0) ? 'down' : 'up')

export interface FundRow {
  asset: string
  quantity: string
  reserved: string
  price: string
  /** quantity x price, USDT 3 decimals. */
  value: string
}

/** Funds tab: each holding with what it is worth now. */
export function selectFunds(state: WithExchange): FundRow[] {
  return state.exchange.account.holdings.map(h => ({
    asset: h._id,
    quantity: h.totalcurrency,
    reserved: h.reserved ?? '0',
    price: h.price,
    value: isDecimalString(h.totalcurrency) && isDecimalString(h.price) ? formatUsdt(new Decimal(h.totalcurrency).times(h.price)) : '—',
  }))
}

/** Free balance of an asset (USDT, or a pair's base asset) the forms show as Available. */
export function selectAvailable(state: WithExchange, asset: string): string | null {
  const holding = state.exchange.account.holdings.find(h => h._id === asset)
  if (!holding || !isDecimalString(holding.totalcurrency)) return null
  const reserved = isDecimalString(holding.reserved) ? holding.reserved : '0'
  return new Decimal(holding.totalcurrency).minus(reserved).toFixed()
}

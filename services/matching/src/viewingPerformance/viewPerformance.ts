import type { KlineInterval } from '@arena/market-data'
import { notFound } from '@arena/service-kit'
import { matchingMessages as m } from '../domain/messages'
import { portfolioSeries, type PricePoint } from '../domain/portfolioSeries'
import { positionsOf } from '../domain/positions'
import type { MatchingDeps } from '../ports'
import { termsOf } from '../readModel/termsOf'
import { accountViewsOf } from '../readModel/settledAccounts'

const MINUTE = 60_000
/** Candle sizes tried for the series, smallest first: the first that covers the contest in few candles. */
const INTERVALS: [KlineInterval, number][] = [['1m', MINUTE], ['5m', 5 * MINUTE], ['15m', 15 * MINUTE], ['1h', 60 * MINUTE], ['4h', 240 * MINUTE], ['1d', 1440 * MINUTE]]
const MAX_CANDLES = 500

/** Account tab: per symbol quantity, average price, last price, unrealised and realised P&L. */
export async function positionsFor(deps: MatchingDeps, userId: string, contestId: string) {
  const accounts = await accountViewsOf(deps.projection, deps.contests, deps.settled, contestId, userId)
  if (!accounts.account(contestId, userId)?.state.opened) throw notFound(m.notJoined)
  return positionsOf(accounts.fills(contestId, userId), symbol => deps.feed.lastPrice(symbol))
}

/** The portfolio value line: start, each fill, each candle close of a held symbol, now or the end. */
export async function seriesFor(deps: MatchingDeps, userId: string, contestId: string) {
  const accounts = await accountViewsOf(deps.projection, deps.contests, deps.settled, contestId, userId)
  const account = accounts.account(contestId, userId)
  const contest = await termsOf(deps, contestId)
  if (!account?.state.opened || !contest) throw notFound(m.notJoined)
  const now = deps.clock.now().getTime()
  const live = now < Date.parse(contest.endAt) && contest.state === 'scheduled'
  const until = new Date(Math.max(Date.parse(contest.startAt), Math.min(now, Date.parse(contest.endAt)))).toISOString()
  const fills = accounts.fills(contestId, userId)
  const span = Date.parse(until) - Date.parse(contest.startAt)
  const [interval, length] = INTERVALS.find(([, ms]) => span / ms <= MAX_CANDLES) ?? INTERVALS.at(-1)!
  const prices = new Map<string, PricePoint[]>()
  for (const symbol of new Set(fills.map(f => f.symbol))) {
    // The feed keeps the most recent candles only: a contest long past is valued at its fills' prices.
    const candles = await deps.feed.klines(symbol, interval, Math.min(1000, Math.ceil(span / length) + 2)).catch(() => [])
    const points: PricePoint[] = candles.filter(k => k.closeTime < Date.parse(until)).map(k => ({ time: k.closeTime, price: k.close }))
    const last = live ? deps.feed.lastPrice(symbol) : undefined
    if (last !== undefined) points.push({ time: Date.parse(until), price: last })
    prices.set(symbol, points)
  }
  return { interval, points: portfolioSeries({ virtualFund: account.state.virtualFund.toFixed(8), startAt: contest.startAt, until, fills, prices }) }
}

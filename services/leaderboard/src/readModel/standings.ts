import type { Standing } from '@arena/contracts'
import { Decimal, gainPercent } from '../domain/portfolio'
import type { PortfolioProjection } from './portfolioProjection'

/**
 * The contest's standings as settlement reads them (the contracts' RankingSource): every player
 * with an account, highest value first, ties by user id, 8-place figures.
 */
export function standingsOf(projection: PortfolioProjection, contestId: string): Standing[] {
  const players = [...(projection.contests.get(contestId)?.players.values() ?? [])]
  const rows = players.map(p => ({ p, value: p.value ?? projection.valueOf(p) }))
  rows.sort((a, b) => b.value.comparedTo(a.value) || (a.p.userId < b.p.userId ? -1 : a.p.userId > b.p.userId ? 1 : 0))
  return rows.map(({ p, value }) => ({
    userId: p.userId,
    portfolioValue: value.toFixed(8),
    gainPercent: gainPercent(value, p.virtualFund).toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed(8),
    orderCount: p.orderCount,
    filledTrades: p.filledTrades,
    accountFrozen: p.frozen,
  }))
}

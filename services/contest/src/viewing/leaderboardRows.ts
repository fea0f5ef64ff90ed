import type { LeaderboardRowDto } from '@arena/contracts'
import { countsAsPlayer, formatLeaderboardPercent, formatUsdt, rankByScore } from '@arena/domain'
import type { Result } from '../domain/state'
import type { RankingSource } from '../ports'
import { settlementResults } from '../settling/settlementResults'
import type { ContestRow, ContestsView } from '../readModel/contestsView'

function row(result: Result, name: string, virtualFund: string): LeaderboardRowDto {
  const per = formatLeaderboardPercent(result.gainPercent)
  return {
    rank: result.rank, user_id: result.userId, name, per, percent: per, portfoliovalue: formatUsdt(result.portfolioValue),
    bid_count: result.orderCount, order_count: result.orderCount, contest_virtualFund: virtualFund, winner_amount: result.prize,
  }
}

/**
 * A contest's leaderboard: only players with 5 or more orders are listed. A settled contest shows
 * its recorded result; a running one is ranked the way settlement would rank it now, so
 * `winner_amount` is what each player would win if the contest ended this moment.
 */
export async function contestLeaderboard(contest: ContestRow, ranking: RankingSource): Promise<LeaderboardRowDto[]> {
  const { state, names } = contest
  const terms = state.terms!
  const results = state.results ?? settlementResults(terms, state.players.keys(), await ranking.standings(state.contestId)).results
  return results
    .filter(r => countsAsPlayer({ orders: r.orderCount }))
    .map(r => row(r, names.get(r.userId) ?? '', terms.virtualFund))
}

/**
 * The global leaderboard, from every settled contest's recorded result: per player the gain over
 * all the funds they played with and the prizes they won, ranked by that gain. The view sums the
 * results as contests settle (`SettledTotals`).
 */
export function globalLeaderboard(view: ContestsView): LeaderboardRowDto[] {
  const players = [...view.totals.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const ranked = rankByScore(players, ([, t]) => t.value.minus(t.fund).dividedBy(t.fund).times(100))
  return ranked.map(({ rank, item: [userId, t] }) => {
    const gain = t.value.minus(t.fund).dividedBy(t.fund).times(100)
    const result: Result = { userId, rank, portfolioValue: t.value.toString(), gainPercent: gain.toString(), orderCount: t.orders, filledTrades: 0, prize: t.won.toFixed(2) }
    return row(result, t.name, t.fund.toString())
  })
}

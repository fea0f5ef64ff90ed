import type { ContestTerms } from '@arena/contracts'
import { countsAsPlayer, Decimal, parseDecimal, parseLevels, rankByScore, splitPrizes } from '@arena/domain'
import type { Result } from '../domain/state'
import type { Standing } from '../ports'

export interface Settlement {
  results: Result[]
  undistributed: string
}

const byUserId = (a: { userId: string }, b: { userId: string }) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)

/**
 * The final result of a contest, from its terms, its players and their frozen standings.
 * Players are ranked by gain percent; only those with at least 5 orders count as players and
 * get a rank of their own (the others share the rank after the last player). Prizes follow the
 * levels among those who also have a filled trade, tied players sharing the sum of the
 * positions they occupy. A player the ranking does not know has done nothing: no orders, no gain.
 */
export function settlementResults(terms: Pick<ContestTerms, 'levels' | 'virtualFund'>, players: Iterable<string>, standings: readonly Standing[]): Settlement {
  const known = new Map(standings.map(s => [s.userId, s]))
  const rows = [...players]
    .map(userId => known.get(userId) ?? { userId, portfolioValue: terms.virtualFund, gainPercent: '0', orderCount: 0, filledTrades: 0, accountFrozen: true })
    .map(s => ({ ...s, portfolioValue: parseDecimal(s.portfolioValue).toString(), gainPercent: parseDecimal(s.gainPercent).toString() }))
    .sort(byUserId)
  const split = splitPrizes({
    levels: parseLevels(terms.levels),
    standings: rows.map(r => ({ playerId: r.userId, score: r.gainPercent, orders: r.orderCount, filledTrades: r.filledTrades })),
  })
  const prizeOf = new Map(split.awards.map(a => [a.playerId, a.amount]))
  const counted = rows.filter(r => countsAsPlayer({ orders: r.orderCount }))
  const others = rows.filter(r => !countsAsPlayer({ orders: r.orderCount }))
  const result = (r: Standing, rank: number): Result => ({ ...r, rank, prize: prizeOf.get(r.userId) ?? '0.00' })
  const results = [
    ...rankByScore(counted, r => r.gainPercent).map(({ rank, item }) => result(item, rank)),
    ...others.map(r => result(r, counted.length + 1)),
  ]
  return { results, undistributed: split.undistributed }
}

/** Prizes still to pay: results with a prize whose PrizeAwarded is not recorded yet. */
export function prizesDue(results: readonly Result[] | undefined, awarded: ReadonlySet<string>): Result[] {
  return (results ?? []).filter(r => new Decimal(r.prize).greaterThan(0) && !awarded.has(r.userId))
}

import { qualifiesForPrize, type PlayerActivity } from './eligibility'
import { Decimal, isDecimalString, parseInr, type DecimalInput } from './money'
import { rankByScore } from './ranking'

export class InvalidLevelsError extends Error {
  readonly code = 'INVALID_LEVELS'
  constructor(readonly levels: string) {
    super(`prize levels ${JSON.stringify(levels)} are not comma-separated rupee amounts`)
    this.name = 'InvalidLevelsError'
  }
}

/**
 * Parses a contest's `levels`, the prize per rank: "500,300,200" pays 500 to 1st, 300 to
 * 2nd, 200 to 3rd. Spaces around items are allowed; empty items, negatives, exponents and
 * more than 2 decimal places are not. An empty string means no prizes.
 */
export function parseLevels(levels: string): string[] {
  if (levels.trim() === '') return []
  return levels.split(',').map(item => {
    const amount = item.trim()
    if (!isDecimalString(amount, 2) || amount.startsWith('-')) throw new InvalidLevelsError(levels)
    return new Decimal(amount).toFixed(2)
  })
}

export function isValidLevels(levels: string): boolean {
  try {
    parseLevels(levels)
    return true
  } catch {
    return false
  }
}

/** A player as the prize split sees them (not the leaderboard's wire `Standing` in @arena/contracts). */
export interface PrizeStanding extends PlayerActivity {
  playerId: string
  /** Portfolio value or gain percent: anything where higher is better. */
  score: DecimalInput
}

export interface PrizeAward {
  playerId: string
  /** Rank among prize-eligible players, ties sharing a rank. */
  rank: number
  amount: string
}

export interface PrizeSplit {
  awards: PrizeAward[]
  pool: string
  paid: string
  /** pool - paid: the prizes of positions no eligible player reached (ties never retain paise). */
  undistributed: string
}

export interface PrizeSplitRequest {
  levels: readonly string[]
  standings: readonly PrizeStanding[]
}

/**
 * Drops players who do not qualify (so the next eligible one moves up), ranks the rest,
 * and gives each tied group the sum of the prizes of the positions it occupies, shared
 * equally. A group straddling the last paid position shares only the prizes it covers:
 * levels 500,300 with three tied for 2nd share 300 + 0 + 0 = 100 each.
 *
 * Remainders: every paisa of a group's sum is paid. Each tied player gets the sum divided by
 * the group's size, rounded down to the paisa; the paise left over (fewer than the group's
 * size) go one each to the tied players in ascending playerId order (plain code-unit
 * comparison, the same on every machine and every replay). 100 shared by three: a 33.34,
 * b 33.34, c 33.33. Tied amounts thus differ by at most 0.01, and when every paid position is
 * reached by an eligible player the awards add up to the pool exactly.
 */
export function splitPrizes({ levels, standings }: PrizeSplitRequest): PrizeSplit {
  const prizes = levels.map(level => parseInr(level))
  const pool = prizes.reduce((sum, prize) => sum.plus(prize), new Decimal(0))
  const eligible = standings.filter(qualifiesForPrize).sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0))
  assertUniqueIds(eligible)
  const ranked = rankByScore(eligible, s => s.score)

  const awards: PrizeAward[] = []
  for (let start = 0; start < ranked.length; ) {
    const rank = ranked[start]!.rank
    let end = start
    while (end < ranked.length && ranked[end]!.rank === rank) end++
    const group = ranked.slice(start, end)
    const groupPaise = prizes
      .slice(start, end)
      .reduce((sum, prize) => sum.plus(prize), new Decimal(0))
      .times(100)
    const each = groupPaise.dividedToIntegerBy(group.length)
    const extra = groupPaise.minus(each.times(group.length)).toNumber()
    group.forEach(({ item }, i) => {
      const paise = i < extra ? each.plus(1) : each
      if (paise.greaterThan(0)) awards.push({ playerId: item.playerId, rank, amount: paise.dividedBy(100).toFixed(2) })
    })
    start = end
  }

  const paid = awards.reduce((sum, award) => sum.plus(award.amount), new Decimal(0))
  return { awards, pool: pool.toFixed(2), paid: paid.toFixed(2), undistributed: pool.minus(paid).toFixed(2) }
}

function assertUniqueIds(standings: readonly PrizeStanding[]): void {
  for (let i = 1; i < standings.length; i++) {
    if (standings[i]!.playerId === standings[i - 1]!.playerId) throw new Error(`player ${standings[i]!.playerId} appears twice in the standings`)
  }
}

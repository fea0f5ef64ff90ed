import type { ContestTerms } from '@arena/contracts'
import { contestResults, Decimal } from '@arena/domain'
import type { Result } from '../domain/state'
import type { Standing } from '../ports'

export interface Settlement {
  results: Result[]
  undistributed: string
}

/**
 * The final result of a contest from its terms, its players and their frozen standings: the pure
 * rule of libs/domain (contestResults), which the evidence verifier applies too.
 */
export function settlementResults(terms: Pick<ContestTerms, 'levels' | 'virtualFund'>, players: Iterable<string>, standings: readonly Standing[]): Settlement {
  return contestResults(terms, players, standings)
}

/** Prizes still to pay: results with a prize whose PrizeAwarded is not recorded yet. */
export function prizesDue(results: readonly Result[] | undefined, awarded: ReadonlySet<string>): Result[] {
  return (results ?? []).filter(r => new Decimal(r.prize).greaterThan(0) && !awarded.has(r.userId))
}

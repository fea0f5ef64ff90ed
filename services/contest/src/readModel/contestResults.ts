import { ContestCreated, ContestSettled, ContestUpdated, InviteCodeRedeemed, PlayerJoined, streams, type RecordedEvent, type RecordedOf } from '@arena/contracts'
import type { StreamReader } from '@arena/service-kit'

/** One player of a settled contest's final ranking, with the fund their account opened with. */
export interface ContestResultRow {
  userId: string
  virtualFund: string
  portfolioValue: string
  orderCount: number
  filledTrades: number
}

/**
 * A settled contest as the contest service recorded it, for other modules' screens once they let
 * the contest go (the leaderboard's board of a settled contest): its prize levels, who may see it
 * and every result of its final ranking.
 */
export interface ContestResults {
  contestId: string
  levels: string
  /** A private contest's creator and those who redeemed its code; null for a public contest. */
  invited: readonly string[] | null
  results: readonly ContestResultRow[]
}

/** Folds a contest's stream into its results; undefined while the stream holds no ContestSettled. */
export function contestResultsOf(contestId: string, events: readonly RecordedEvent[]): ContestResults | undefined {
  let fund = '0'
  let levels = ''
  let invited: Set<string> | null = null
  const funds = new Map<string, string>()
  let settled: RecordedOf<typeof ContestSettled>['data'] | undefined
  for (const event of events) {
    if (ContestCreated.is(event) || ContestUpdated.is(event)) {
      fund = event.data.virtualFund
      levels = event.data.levels
      if (ContestCreated.is(event) && event.data.joinCode !== undefined) invited = new Set([event.data.createdBy])
    } else if (InviteCodeRedeemed.is(event)) {
      invited?.add(event.data.userId)
    } else if (PlayerJoined.is(event)) {
      // Matching opens the account once, with the fund of the first join.
      if (!funds.has(event.data.userId)) funds.set(event.data.userId, event.data.virtualFund)
    } else if (ContestSettled.is(event)) {
      settled = event.data
    }
  }
  if (!settled) return undefined
  const results = settled.results.map(({ userId, portfolioValue, orderCount, filledTrades }) => ({ userId, virtualFund: funds.get(userId) ?? fund, portfolioValue, orderCount, filledTrades }))
  return { contestId, levels, invited: invited && [...invited], results }
}

/** Reads a settled contest's results from its stream, each time asked (callers keep what they need). */
export function contestResultsIn(store: StreamReader): { resultsOf(contestId: string): Promise<ContestResults | undefined> } {
  return { resultsOf: async contestId => contestResultsOf(contestId, await store.readStream(streams.contest(contestId))) }
}

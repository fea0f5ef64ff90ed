import type { MarketFeed } from '@arena/market-data'
import type { Clock } from '@arena/service-kit'
import type { AccountCommands } from './adapters/accountCommands'
import type { ContestWindow } from './domain/commands'
import type { MatchingProjection } from './readModel/matchingProjection'
import type { SettledAccounts } from './readModel/settledAccounts'

/** A time-out or self-exclusion in force (the wallet's, docs/adr/0017), which stops new orders; null when none. */
export type BreakOf = (userId: string) => Promise<{ kind: 'timeOut' | 'selfExclusion'; until: string } | null>

/** A contest as matching needs it: the window and pairs orders are checked against, and the fund. */
export interface ContestFact extends ContestWindow {
  contestId: string
  virtualFund: string
}

/**
 * The contest service's terms, read from its own view (the platform passes the contest's
 * `createContestTermsModule`): matching folds none of the contest's events itself (docs/adr/0028).
 */
export interface ContestTerms {
  get(contestId: string): ContestFact | undefined
  all(): Iterable<ContestFact>
  /** Per contest stream, the version of its last join, end or cancellation the terms have seen. */
  accountCauses(): Iterable<[stream: string, version: number]>
  caughtUpTo(position: number): Promise<void>
  /** Once the terms show everything committed before the call: a contest created a moment ago elsewhere. */
  caughtUpToHead(): Promise<void>
  whenReady(): Promise<void>
  /** Each contest whose terms changed (`live` false while catching up at start). */
  onChange(listener: (contest: ContestFact, live: boolean) => void): void
}

/**
 * What the activities share: the read model and the account commands the module builds, and
 * from outside the market prices, the time and the player's break.
 */
export interface MatchingDeps {
  projection: MatchingProjection
  contests: ContestTerms
  /** Accounts of finished contests, which the read model no longer holds, read from their streams. */
  settled: SettledAccounts
  commands: AccountCommands
  feed: MarketFeed
  clock: Clock
  breakOf: BreakOf
}

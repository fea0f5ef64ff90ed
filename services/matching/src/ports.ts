import type { MarketFeed } from '@arena/market-data'
import type { Clock } from '@arena/service-kit'
import type { AccountCommands } from './adapters/accountCommands'
import type { MatchingProjection } from './readModel/matchingProjection'
import type { SettledAccounts } from './readModel/settledAccounts'

/** A time-out or self-exclusion in force (the wallet's, docs/adr/0017), which stops new orders; null when none. */
export type BreakOf = (userId: string) => Promise<{ kind: 'timeOut' | 'selfExclusion'; until: string } | null>

/**
 * What the activities share: the read model and the account commands the module builds, and
 * from outside the market prices, the time and the player's break.
 */
export interface MatchingDeps {
  projection: MatchingProjection
  /** Accounts of finished contests, which the read model no longer holds, read from their streams. */
  settled: SettledAccounts
  commands: AccountCommands
  feed: MarketFeed
  clock: Clock
  breakOf: BreakOf
}

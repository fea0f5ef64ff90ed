import type { MarketFeed } from '@arena/market-data'
import type { Clock } from '@arena/service-kit'
import type { MatchingProjection } from '../readModel/matchingProjection'
import type { AccountCommands } from './accountCommands'

/** What the use cases share: the read model, the command runner, prices and time. */
export interface MatchingDeps {
  projection: MatchingProjection
  commands: AccountCommands
  feed: MarketFeed
  clock: Clock
  /** A time-out or self-exclusion in force (the wallet's), which stops new orders. */
  breakOf(userId: string): Promise<{ kind: 'timeOut' | 'selfExclusion'; until: string } | null>
}

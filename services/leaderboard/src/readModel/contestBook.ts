import type { Decimal } from '../domain/portfolio'
import type { PlayerBook } from './playerBook'

/** One contest as the leaderboard's fold keeps it while it is not settled (`PortfolioProjection`). */
export interface ContestBook {
  contestId: string
  virtualFund: Decimal
  endAtMs: number
  levels: string
  pairs: string[]
  /** Ended or cancelled: values are final, ticks no longer move them. */
  over: boolean
  /** What its players are valued at once ContestEnded recorded prices (see finalPricesOf): a rebuild ranks as it ended. */
  finalPrices: Map<string, Decimal> | null
  players: Map<string, PlayerBook>
  /**
   * A private contest's creator and those who redeemed its code (its players are in `players`);
   * null for a public contest. See `maySee`.
   */
  invited: Set<string> | null
}

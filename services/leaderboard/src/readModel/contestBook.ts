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
  /**
   * What its players are valued at once ContestEnded recorded prices: a rebuild ranks as it ended.
   * A held pair the end had no price for is valued at `lastFills`.
   */
  finalPrices: Map<string, Decimal> | null
  /**
   * Per symbol, the price of the last fill of this contest's accounts. It stands in for a pair the
   * end recorded no price for: it depends on the contest's own fills alone, so every process and
   * every rebuild values it alike, whenever it learnt of the end.
   */
  lastFills: Map<string, Decimal>
  players: Map<string, PlayerBook>
  /**
   * A private contest's creator and those who redeemed its code (its players are in `players`);
   * null for a public contest. See `maySee`.
   */
  invited: Set<string> | null
}

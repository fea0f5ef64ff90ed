/**
 * The ranking as the leaderboard projection reports it and the contest service reads it (settlement
 * and the contest's own leaderboard view). The platform wires the leaderboard module in as the
 * contest's `RankingSource`; both sides import these types from here.
 */

/** One player's final figures: what a contest's results are worked out from. */
export interface FinalStanding {
  userId: string
  /** USDT, decimal string (8 places from the leaderboard). */
  portfolioValue: string
  /** Gain or loss against the virtual fund, percent, decimal string (8 places from the leaderboard). */
  gainPercent: string
  /** Orders placed (buy and sell bids), filled or not. */
  orderCount: number
  filledTrades: number
}

/** One player's standing in a contest, as the leaderboard projection has it. */
export interface Standing extends FinalStanding {
  /**
   * The account is frozen (AccountFrozen applied): nothing can fill any more. A fill decided just
   * before the end may be appended after ContestEnded, so settlement waits for every account to freeze.
   */
  accountFrozen: boolean
}

/**
 * The contest's standings: every player who has an account in the contest, highest value first
 * (ties by user id), with the counts settlement needs to apply the 5-order and one-fill rules
 * itself, and whether each account is frozen (settlement goes on only when all are). An
 * implementation answers only after it has applied everything committed so far, and once
 * ContestEnded recorded final prices (`finalPrices`) values holdings at those, also after a
 * restart, never at whatever the market says later.
 */
export interface RankingSource {
  standings(contestId: string): Promise<Standing[]>
}

/** One player's final figures, as settlement reads them. */
export interface Standing {
  userId: string
  /** 8-place USDT. */
  portfolioValue: string
  /** Percent against the virtual fund, 8 places. */
  gainPercent: string
  orderCount: number
  filledTrades: number
  /** AccountFrozen applied: no fill can change these figures any more. */
  accountFrozen: boolean
}

/**
 * What the contest service's settlement reads: every player who has an account in the contest,
 * highest value first (ties by user id), with the counts it needs to apply the 5-order and
 * one-fill rules itself, and whether each account is frozen (a fill decided just before the end can
 * land after ContestEnded, never after AccountFrozen). Answers after the projection has applied
 * everything committed so far;
 * once ContestEnded recorded final prices, values are at those prices, also after a restart.
 */
export interface RankingSource {
  standings(contestId: string): Promise<Standing[]>
}

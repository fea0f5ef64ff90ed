/** Below this many orders (buy and sell bids) a user does not count as a player in a contest. */
export const MIN_ORDERS_TO_RANK = 5
/** A player needs at least this many filled trades to win a prize. */
export const MIN_FILLS_FOR_PRIZE = 1

export interface PlayerActivity {
  /** Orders placed in the contest, filled or not. */
  orders: number
  filledTrades: number
}

export const countsAsPlayer = (activity: Pick<PlayerActivity, 'orders'>): boolean =>
  activity.orders >= MIN_ORDERS_TO_RANK

/** Only someone who counts as a player can win, so both rules apply. */
export const qualifiesForPrize = (activity: PlayerActivity): boolean =>
  countsAsPlayer(activity) && activity.filledTrades >= MIN_FILLS_FOR_PRIZE

import type { MarketPrices } from '../ports'

/** How long past its end a contest waits for a price of every pair before it ends without some. */
export const END_GRACE_MS = 5 * 60_000

/** Ready to end at these prices (naming any pair without one), or not yet: a pair has no price. */
export type Ending =
  | { ready: true; finalPrices: Record<string, string>; unpricedPairs: string[] }
  | { ready: false; unpricedPairs: string[] }

/**
 * The prices a contest ends at: the last price of each of its pairs, recorded on ContestEnded so
 * the final standings never depend on the feed after a restart. A pair without a price holds the
 * end back (the feed is reconnecting or was just subscribed again after a restart; a price
 * usually comes within seconds), so nobody is ranked at stale fill prices. Past the grace it ends
 * anyway with the prices there are and names the missing pairs: a feed that stays down must not
 * hold every player's prize back indefinitely, and the leaderboard then values those pairs at
 * their last fill before the end, which the recorded names make explainable.
 */
export function endingPrices(pairs: readonly string[], prices: MarketPrices, now: Date, endAt: string, graceMs: number): Ending {
  const finalPrices: Record<string, string> = {}
  const unpricedPairs: string[] = []
  for (const pair of pairs) {
    const price = prices.lastPrice(pair)
    if (price === undefined) unpricedPairs.push(pair)
    else finalPrices[pair] = price
  }
  const pastGrace = now.getTime() - Date.parse(endAt) > graceMs
  return unpricedPairs.length === 0 || pastGrace ? { ready: true, finalPrices, unpricedPairs } : { ready: false, unpricedPairs }
}

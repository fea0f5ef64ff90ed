import { Decimal, countsAsPlayer, formatGainPercent, formatLeaderboardPercent, formatUsdt, gainPercentOf, valueOfHoldings } from '@arena/domain'

/** What a player's contest account is worth, as far as ranking cares: cash and quantities. */
export interface Portfolio {
  /** Free and reserved USDT together: a pending buy still owns its reservation. */
  usdt: Decimal
  holdings: ReadonlyMap<string, Decimal>
}

/** free + reserved USDT + each holding x its last price (8 places). */
export function portfolioValue(portfolio: Portfolio, priceOf: (symbol: string) => Decimal | undefined): Decimal {
  return valueOfHoldings(portfolio.usdt, portfolio.holdings, priceOf)
}

/** Gain or loss against the virtual fund, in percent. */
export const gainPercent = gainPercentOf

/** The sorted-set score: the 8-place value as a number, so equal values are equal scores. */
export const scoreOf = (value: Decimal): number => Number(value.toFixed(8))

/** Only players with at least 5 orders are ranked (spec section 5, Leaderboard). */
export const isRanked = (orderCount: number): boolean => countsAsPlayer({ orders: orderCount })

/** The figures as the screens show them: header gain 3 places, leaderboard 2, USDT 3. */
export const shown = {
  headerPercent: (p: Decimal) => formatGainPercent(p),
  boardPercent: (p: Decimal) => formatLeaderboardPercent(p),
  usdt: (v: Decimal) => formatUsdt(v),
}

export { Decimal }

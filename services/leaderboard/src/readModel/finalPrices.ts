import { Decimal } from '../domain/portfolio'

/**
 * The prices an ended contest is valued at: those its ContestEnded recorded, and for a held
 * symbol it had none for (its `unpricedPairs`) the last fill before the end, fixed at that point
 * of the log so later fills elsewhere do not move it and every rebuild gets the same.
 */
export function finalPricesOf(recorded: Record<string, string>, held: Iterable<string>, lastFill: ReadonlyMap<string, Decimal>): Map<string, Decimal> {
  const prices = new Map(Object.entries(recorded).map(([symbol, price]) => [symbol, new Decimal(price)]))
  for (const symbol of held) {
    const fill = lastFill.get(symbol)
    if (!prices.has(symbol) && fill) prices.set(symbol, fill)
  }
  return prices
}

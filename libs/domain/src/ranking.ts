import { parseDecimal, type Decimal, type DecimalInput } from './money'

export interface Ranked<T> {
  /** Competition ranking: equal scores share a rank and the next rank skips (1, 1, 3). */
  rank: number
  item: T
}

/**
 * Orders items by score, highest first. Equal scores keep their input order (the sort is
 * stable), so a caller that wants a fixed order among ties sorts its input first.
 * Scores compare as decimals, so "10" and "10.000" tie.
 */
export function rankByScore<T>(items: readonly T[], score: (item: T) => DecimalInput): Ranked<T>[] {
  const scored: { item: T; value: Decimal }[] = items.map(item => ({ item, value: parseDecimal(score(item)) }))
  scored.sort((a, b) => b.value.comparedTo(a.value))
  const ranked: Ranked<T>[] = []
  scored.forEach((entry, index) => {
    const previous = scored[index - 1]
    const tied = previous !== undefined && previous.value.equals(entry.value)
    ranked.push({ rank: tied ? ranked[index - 1]!.rank : index + 1, item: entry.item })
  })
  return ranked
}

/** A rank as people say it: 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinal(rank: number): string {
  const tens = rank % 100
  if (tens >= 11 && tens <= 13) return `${rank}th`
  return `${rank}${['th', 'st', 'nd', 'rd'][rank % 10] ?? 'th'}`
}

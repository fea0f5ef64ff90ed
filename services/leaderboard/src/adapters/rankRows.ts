import type { RankedRow, ScoreRow } from '../ports'

/** Competition ranks for consecutive rows, given the rank of the first one. */
export function rankRows(rows: readonly ScoreRow[], firstRank: number, firstPosition: number): RankedRow[] {
  const ranked: RankedRow[] = []
  rows.forEach((row, i) => {
    const previous = ranked[i - 1]
    const rank = i === 0 ? firstRank : previous!.score === row.score ? previous!.rank : firstPosition + i + 1
    ranked.push({ member: row.member, score: row.score, rank })
  })
  return ranked
}

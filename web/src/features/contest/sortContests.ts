import { endMs, startMs, type ContestDto } from './model'

/** The past table's sortable columns (spec section 2). */
export type SortKey = 'contestName' | 'winningAmount' | 'entryFee' | 'participants' | 'timing'
export type SortDirection = 'ascending' | 'descending'

const valueOf: Record<SortKey, (c: ContestDto) => string | number> = {
  contestName: c => c.contestName.toLocaleLowerCase('en-IN'),
  winningAmount: c => Number(c.winningAmount),
  entryFee: c => Number(c.entryFee),
  participants: c => Number(c.numOfParticipation),
  timing: c => startMs(c) || endMs(c),
}

/** A sorted copy; ties keep the server's order (newest first), so a sort never shuffles equals. */
export function sortContests(items: readonly ContestDto[], key: SortKey, direction: SortDirection): ContestDto[] {
  const sign = direction === 'ascending' ? 1 : -1
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const x = valueOf[key](a.item)
      const y = valueOf[key](b.item)
      const order = x < y ? -1 : x > y ? 1 : 0
      return order * sign || a.index - b.index
    })
    .map(({ item }) => item)
}

import type { BoardChange, LeaderboardStore } from '../../src/index'

/** Wraps a store and records every apply and replace, to count the work a tick or a rebuild causes. */
export function spyStore(inner: LeaderboardStore) {
  const applied: BoardChange[][] = []
  const replaced: string[] = []
  const store: LeaderboardStore = {
    apply: async changes => {
      applied.push(changes.map(c => ({ ...c })))
      await inner.apply(changes)
    },
    replace: (b, r) => {
      replaced.push(b)
      return inner.replace(b, r)
    },
    rank: (b, m) => inner.rank(b, m),
    page: (b, o, l) => inner.page(b, o, l),
    around: (b, m, r) => inner.around(b, m, r),
    count: b => inner.count(b),
    drop: b => inner.drop(b),
    close: () => inner.close(),
  }
  return { store, applied, replaced, rowsWritten: () => applied.flat().flatMap(c => (c.set ?? []).map(r => r.member)) }
}

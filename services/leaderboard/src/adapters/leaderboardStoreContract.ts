import type { Test } from 'tap'
import type { LeaderboardStore, RankedRow, ScoreRow } from '../ports'
import { compareRows } from './sortedBlocks'

export interface StoreUnderTest {
  store: LeaderboardStore
  /** Removes what the test wrote (e.g. the test's Redis keys). */
  cleanup(): Promise<void>
}

/**
 * The behaviour every LeaderboardStore adapter must show. `open` gives a fresh store per test
 * (for Redis: its own key prefix). Includes a slow, obviously correct reference ranking that
 * a few thousand random rows with many ties are checked against.
 */
export function leaderboardStoreContract(t: Test, open: () => Promise<StoreUnderTest>): void {
  const withStore = (name: string, body: (t: Test, store: LeaderboardStore) => Promise<void>) =>
    t.test(name, async t => {
      const { store, cleanup } = await open()
      t.teardown(cleanup)
      await body(t, store)
    })
  const members = (rows: RankedRow[]) => rows.map(r => `${r.rank}:${r.member}`)

  withStore('rows come highest score first and equal scores share a rank, the next one skipping', async (t, store) => {
    await store.apply([{ board: 'b', set: [{ member: 'a', score: 10 }, { member: 'b', score: 30 }, { member: 'c', score: 30 }, { member: 'd', score: 5 }] }])
    t.same(members(await store.page('b', 0, 10)), ['1:b', '1:c', '3:a', '4:d'])
    t.same(await store.rank('b', 'c'), { member: 'c', score: 30, rank: 1 })
    t.same(await store.rank('b', 'd'), { member: 'd', score: 5, rank: 4 })
    t.equal(await store.rank('b', 'nobody'), undefined)
  })

  withStore('a page starting inside a tie gives the tie its global rank', async (t, store) => {
    await store.apply([{ board: 'b', set: ['w', 'x', 'y', 'z'].map(member => ({ member, score: 7 })).concat({ member: 'top', score: 9 }) }])
    t.same(members(await store.page('b', 2, 2)), ['2:x', '2:y'])
    t.same(await store.page('b', 10, 5), [])
  })

  withStore('setting a score moves the member, removing drops it', async (t, store) => {
    await store.apply([{ board: 'b', set: [{ member: 'a', score: 1 }, { member: 'b', score: 2 }] }])
    await store.apply([{ board: 'b', set: [{ member: 'a', score: 3 }], remove: ['b'] }])
    t.same(members(await store.page('b', 0, 10)), ['1:a'])
    t.equal(await store.count('b'), 1)
  })

  withStore('scores with 8 decimal places are told apart, and zero is a score', async (t, store) => {
    await store.apply([{ board: 'b', set: [{ member: 'p', score: 10000.12345678 }, { member: 'q', score: 10000.12345679 }, { member: 'z', score: 0 }] }])
    t.same(await store.page('b', 0, 3), [
      { member: 'q', score: 10000.12345679, rank: 1 },
      { member: 'p', score: 10000.12345678, rank: 2 },
      { member: 'z', score: 0, rank: 3 },
    ])
  })

  withStore('around a member gives its neighbours with their ranks, nothing for a stranger', async (t, store) => {
    await store.apply([{ board: 'b', set: [50, 40, 40, 30, 20, 10].map((score, i) => ({ member: `m${i}`, score })) }])
    t.same(members(await store.around('b', 'm3', 2)), ['2:m1', '2:m2', '4:m3', '5:m4', '6:m5'])
    t.same(members(await store.around('b', 'm0', 1)), ['1:m0', '2:m1'])
    t.same(await store.around('b', 'stranger', 2), [])
  })

  withStore('replacing a board swaps all of it, and an empty replacement clears it', async (t, store) => {
    await store.apply([{ board: 'b', set: [{ member: 'old', score: 100 }] }])
    await store.replace('b', [{ member: 'n1', score: 1 }, { member: 'n2', score: 2 }])
    t.same(members(await store.page('b', 0, 10)), ['1:n2', '2:n1'])
    await store.replace('b', [])
    t.equal(await store.count('b'), 0)
  })

  withStore('boards are independent, and one apply can touch several', async (t, store) => {
    await store.apply([{ board: 'one', set: [{ member: 'a', score: 1 }] }, { board: 'two', set: [{ member: 'a', score: 2 }, { member: 'b', score: 3 }] }])
    t.equal(await store.count('one'), 1)
    t.same(await store.rank('two', 'a'), { member: 'a', score: 2, rank: 2 })
    await store.drop('two')
    t.equal(await store.count('two'), 0)
    t.equal(await store.count('one'), 1)
  })

  withStore('thousands of rows with many ties rank exactly as a plain sort does', async (t, store) => {
    let seed = 42
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const reference = new Map<string, number>()
    for (let round = 0; round < 4; round++) {
      const rows: ScoreRow[] = Array.from({ length: 1500 }, () => ({ member: `u${Math.floor(random() * 3000)}`, score: Math.floor(random() * 200) / 4 }))
      const dedup = new Map(rows.map(r => [r.member, r]))
      const removed = [...reference.keys()].filter(() => random() < 0.05)
      await store.apply([{ board: 'big', set: [...dedup.values()], remove: removed }])
      for (const m of removed) reference.delete(m)
      for (const r of dedup.values()) reference.set(r.member, r.score)
    }
    const sorted = [...reference].map(([member, score]) => ({ member, score })).sort(compareRows)
    const expected = sorted.map(row => ({ ...row, rank: sorted.findIndex(r => r.score === row.score) + 1 }))
    t.equal(await store.count('big'), expected.length)
    t.same(await store.page('big', 0, expected.length), expected, 'the whole board')
    t.same(await store.page('big', 777, 50), expected.slice(777, 827), 'a page in the middle')
    const probe = expected[1234]!
    t.same(await store.rank('big', probe.member), probe)
    t.same(await store.around('big', probe.member, 3), expected.slice(1231, 1238))
  })
}

import t from 'tap'
import { MemoryLeaderboardStore, type LeaderboardStore } from '../src/index'
import { ProvisionalPrizes, provisionalPrizes } from '../src/readModel/prizes'
import { createContest, playerTrades, startLeaderboard } from './support/harness'
import { tradeScript } from './support/tradeScript'

/**
 * A board read page by page while ticks rewrite it: each later page starts a few rows early, as
 * if those players had dropped below the page boundary between the two reads (the load test met
 * this with 2,000 players and 200 prizes: leaderboard-data answered 500).
 */
function movingBoard(inner: LeaderboardStore): LeaderboardStore {
  return { ...inner, page: (board, offset, limit) => inner.page(board, offset === 0 ? 0 : offset - 5, limit) }
}

t.test('provisional prizes count a player once when the moving board shows them on two pages', async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '90' }, { at: 100, symbol: 'BTCUSDT', price: '100' }], Date.parse('2026-03-01T10:00:00.000Z'))
  const inner = new MemoryLeaderboardStore()
  const h = await startLeaderboard(t, { feed, board: inner })
  const contestId = await createContest(h.store, { levels: Array.from({ length: 110 }, () => '1').join(',') })
  play(0)
  // Bought at 90, then the market trades at 100: every player worth a different amount, none tied.
  for (let i = 0; i < 120; i++) {
    await playerTrades(h.store, contestId, `p${String(i).padStart(3, '0')}`, { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '90', amount: String(i + 1) }] })
  }
  await h.module.idle()
  play(100)
  await h.module.idle()
  const prizes = await provisionalPrizes(movingBoard(inner), h.module.projection, contestId)
  t.equal(prizes.size, 110, 'one prize per paid position, nobody twice')
  t.same([...new Set(prizes.values())], ['1.00'])
})

t.test('provisional prizes are computed once a second per contest and shared by the calls meanwhile', async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '90' }, { at: 100, symbol: 'BTCUSDT', price: '100' }], Date.parse('2026-03-01T10:00:00.000Z'))
  const inner: LeaderboardStore = new MemoryLeaderboardStore()
  let pagesRead = 0
  let failing = false
  const counting: LeaderboardStore = {
    ...inner,
    page: (board, offset, limit) => {
      pagesRead++
      return failing ? Promise.reject(new Error('board unreachable')) : inner.page(board, offset, limit)
    },
  }
  const h = await startLeaderboard(t, { feed, board: inner })
  const contestId = await createContest(h.store, { levels: '10,5' })
  play(0)
  // Bought at 90, then the market trades at 100: three different values, two paid positions.
  for (const [player, amount] of [['a', '1'], ['b', '2'], ['c', '3']] as const) {
    await playerTrades(h.store, contestId, player, { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '90', amount }] })
  }
  await h.module.idle()
  play(100)
  await h.module.idle()
  let now = 0
  const prizes = new ProvisionalPrizes(counting, h.module.projection, () => now)

  const first = await prizes.of(contestId)
  t.same([...first.keys()].sort(), ['b', 'c'], 'the two best are paid')
  const read = pagesRead
  now = 999
  t.equal(await prizes.of(contestId), first, 'the same answer within the second')
  t.equal(pagesRead, read, 'and no board read for it')
  now = 1000
  await prizes.of(contestId)
  t.ok(pagesRead > read, 'a second later it is computed again')

  failing = true
  now = 2000
  await t.rejects(prizes.of(contestId), /board unreachable/)
  failing = false
  t.equal((await prizes.of(contestId)).size, 2, 'a failed computation is not kept')
})

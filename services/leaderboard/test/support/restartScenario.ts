import type { Test } from 'tap'
import type { LeaderboardStore } from '../../src/index'
import { createContest, playerTrades, startLeaderboard } from './harness'
import { tradeScript } from './tradeScript'

const ranking = async (board: LeaderboardStore, contestId: string) => (await board.page(contestId, 0, 10)).map(r => `${r.rank} ${r.member} ${r.score}`)

/**
 * A projection stopped mid-contest (its memory gone) while trading goes on, then started again
 * on the same event log: it must rebuild the board from events alone, dropping whatever the
 * board held that the events do not say.
 */
export async function restartScenario(t: Test, board: LeaderboardStore): Promise<void> {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '100' }, { at: 0, symbol: 'ETHUSDT', price: '10' }, { at: 1000, symbol: 'BTCUSDT', price: '110' }], Date.parse('2026-03-01T10:00:00.000Z'))
  const first = await startLeaderboard(t, { feed, board })
  const contestId = await createContest(first.store)
  play(0)
  await playerTrades(first.store, contestId, 'alice', { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '20' }] })
  await playerTrades(first.store, contestId, 'bob', { orders: 5, fills: [{ symbol: 'ETHUSDT', side: 'Buy', price: '10', amount: '100' }] })
  await playerTrades(first.store, contestId, 'carol', { orders: 5 })
  await playerTrades(first.store, contestId, 'dave', { orders: 4, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '50' }] })
  play(1000)
  await first.module.idle()
  t.same(await ranking(board, contestId), ['1 alice 10200', '2 bob 10000', '2 carol 10000'], 'before the stop')
  await first.stop()

  await playerTrades(first.store, contestId, 'dave', { orders: 1 })
  await board.apply([{ board: contestId, set: [{ member: 'ghost', score: 1e9 }] }])
  const second = await startLeaderboard(t, { feed, board, store: first.store })
  await second.module.idle()
  t.same(await ranking(board, contestId), ['1 dave 10500', '2 alice 10200', '3 bob 10000', '3 carol 10000'], 'rebuilt: what happened meanwhile counts, the stale row is gone')
  await second.stop()
}

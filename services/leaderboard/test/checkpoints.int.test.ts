import t from 'tap'
import { ContestEnded, ContestSettled, newId, originating, streams, type NewEvent } from '@arena/contracts'
import { MemoryEventStore, MemorySnapshotStore } from '@arena/eventstore'
import { checkpointKey } from '@arena/service-kit'
import { watchSubscriptions } from '@arena/testing'
import { LEADERBOARD_FOLD_VERSION } from '../src/readModel/checkpoint'
import { MemoryLeaderboardStore } from '../src/index'
import { createContest, playerTrades, startLeaderboard } from './support/harness'
import { tradeScript } from './support/tradeScript'

const stamp = (type: string, data: unknown): NewEvent => ({ id: newId(), type, data, metadata: originating('test', '2026-03-01T12:00:00.000Z') })
const board = async (h: Awaited<ReturnType<typeof startLeaderboard>>, userId: string, contestId: string) => {
  const page = await h.post(userId, '/api/leaderboard-data', { contestId, limit: 10 })
  const mine = await h.post(userId, '/api/updateLeaderBoard', { contestId })
  return { page: page.json, mine: mine.json }
}

t.test('the leaderboard starts from its checkpoint and the tail, and holds and shows what a fold of the whole log does', async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '100' }, { at: 0, symbol: 'ETHUSDT', price: '10' }, { at: 1000, symbol: 'BTCUSDT', price: '110' }], Date.parse('2026-03-01T10:00:00.000Z'))
  const memory = new MemoryEventStore()
  const snapshots = new MemorySnapshotStore()
  const first = await startLeaderboard(t, { feed, store: memory, snapshots })
  const settled = await createContest(memory)
  const running = await createContest(memory)
  play(0)
  await playerTrades(memory, settled, 'alice', { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '20' }] })
  await playerTrades(memory, settled, 'bob', { orders: 6, fills: [{ symbol: 'ETHUSDT', side: 'Buy', price: '10', amount: '100' }] })
  await playerTrades(memory, running, 'alice', { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '0.123456789' }] })
  await playerTrades(memory, running, 'carol', { orders: 7 })
  play(1000)
  await first.module.idle()
  await memory.append(streams.contest(settled), [stamp(ContestEnded.type, ContestEnded.parse({ contestId: settled, at: '2026-03-01T12:00:00.000Z', finalPrices: { BTCUSDT: '105.00000000', ETHUSDT: '10.00000000' } }))], 'any')
  await memory.append(streams.contest(settled), [stamp(ContestSettled.type, ContestSettled.parse({
    contestId: settled, undistributed: '0.00',
    results: [
      { userId: 'alice', rank: 1, portfolioValue: '10100.00000000', gainPercent: '1.00000000', orderCount: 5, filledTrades: 1, prize: '50.00' },
      { userId: 'bob', rank: 2, portfolioValue: '10000.00000000', gainPercent: '0.00000000', orderCount: 6, filledTrades: 1, prize: '30.00' },
    ],
  }))], 'any')
  await first.module.idle()
  const before = { settled: await board(first, 'alice', settled) }
  await first.stop()
  const saved = await snapshots.load(checkpointKey('leaderboard'), LEADERBOARD_FOLD_VERSION)
  t.ok(saved, 'stopping wrote a checkpoint')

  // Trading goes on while no leaderboard runs.
  await playerTrades(memory, running, 'dave', { orders: 5, fills: [{ symbol: 'ETHUSDT', side: 'Buy', price: '10', amount: '3' }] })

  const restart = watchSubscriptions(memory, 'leaderboard')
  const second = await startLeaderboard(t, { feed, store: restart.store, snapshots, board: new MemoryLeaderboardStore() })
  await second.module.idle()
  t.same(restart.from, [saved!.version], 'the restart reads the log after the checkpoint, not from its start')
  // Prizes shown are estimates each process caches by its clock; the ranking and figures are the fold's.
  const figures = (calls: Awaited<ReturnType<typeof board>>) => ({ rows: calls.page.data.map(({ winner_amount: _w, ...row }: Record<string, unknown>) => row), mine: calls.mine })
  t.same(figures(await board(second, 'alice', settled)), figures(before.settled), 'a settled contest reads as before, its board rebuilt from the checkpoint')
  const after = await board(second, 'carol', running)
  t.match(after.page.data.map((row: { user_id: string }) => row.user_id).sort(), ['alice', 'carol', 'dave'], 'the running contest has the player the tail brought')

  const whole = await startLeaderboard(t, { feed, store: memory, board: new MemoryLeaderboardStore() })
  await whole.module.idle()
  t.same(second.module.projection.checkpoint(), whole.module.projection.checkpoint(), 'the restored fold holds exactly what a fold of the whole log holds')
  for (const [userId, contestId] of [['alice', settled], ['bob', settled], ['carol', running], ['dave', running]] as const) {
    t.same(await board(second, userId, contestId), await board(whole, userId, contestId), `${userId}'s board calls agree with a fold of the whole log`)
  }
})

t.test('a checkpoint with an amount that is not one is not used', async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '100' }], Date.parse('2026-03-01T10:00:00.000Z'))
  const memory = new MemoryEventStore()
  const snapshots = new MemorySnapshotStore()
  const contestId = await createContest(memory)
  await playerTrades(memory, contestId, 'alice', { orders: 5 })
  const head = await memory.headPosition()
  const player = { userId: 'alice', virtualFund: '10000', usdt: 'lots', holdings: [], orderCount: 5, filledTrades: 0, frozen: false, settledValue: null }
  await snapshots.save({
    stream: checkpointKey('leaderboard'), version: head, foldVersion: LEADERBOARD_FOLD_VERSION,
    state: { contests: [{ contestId, virtualFund: '10000', levels: '', over: false, endAtMs: null, pairs: [], finalPrices: null, invited: null, players: [player] }], settled: [], names: [], fills: [], prices: [] },
  })
  const restart = watchSubscriptions(memory, 'leaderboard')
  const h = await startLeaderboard(t, { feed, store: restart.store, snapshots })
  play(0)
  await h.module.idle()
  t.same(restart.from, [0], 'folded from the start of the log')
  t.equal(h.module.projection.player(contestId, 'alice')?.usdt.toFixed(2), '10000.00', 'and the book is what the events say')
  t.equal(h.module.projection.contests.get(contestId)?.pairs.length, 2, 'nothing of the refused checkpoint was taken')
})

import t from 'tap'
import { inProcessEvents } from '@arena/bus'
import { MemoryEventStore } from '@arena/eventstore'
import { MemoryLeaderboardStore } from '../src/index'
import { createContest, playerTrades, startLeaderboard } from './support/harness'
import { ranking } from './support/fourPlayers'
import { spyStore } from './support/spyStore'
import { tradeScript } from './support/tradeScript'

const startMs = Date.parse('2026-03-01T10:00:00.000Z')
const players = Array.from({ length: 32 }, (_, i) => `player${String(i).padStart(2, '0')}`)
const overlap = (a: string[], b: string[]) => [...new Set(a)].filter(member => b.includes(member))

t.test('leaderboard workers split one contest\'s rows: each writes its share, and the one left writes the share of one that stopped', async t => {
  const { feed, play } = tradeScript([0, 1000, 2000].map((at, i) => ({ at, symbol: 'BTCUSDT', price: String(100 + 10 * i) })), startMs)
  const store = new MemoryEventStore()
  const board = new MemoryLeaderboardStore()
  const backbone = await inProcessEvents(store)
  t.teardown(() => backbone.close())
  const [spyA, spyB] = [spyStore(board), spyStore(board)]
  const a = await startLeaderboard(t, { feed, store, board: spyA.store, share: { bus: backbone.connect('leaderboard') } })
  const b = await startLeaderboard(t, { feed, store, board: spyB.store, share: { bus: backbone.connect('leaderboard') } })
  const contestId = await createContest(store)
  play(0)
  for (const userId of players) await playerTrades(store, contestId, userId, { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '10' }] })
  play(1000)
  await a.module.idle()
  await b.module.idle()
  const [ofA, ofB] = [spyA.rowsWritten(), spyB.rowsWritten()]
  t.ok(ofA.length > 0 && ofB.length > 0, `both wrote rows (${new Set(ofA).size} + ${new Set(ofB).size} players)`)
  t.same(overlap(ofA, ofB), [], 'no player\'s row was written by both')
  t.same(await ranking(board, contestId), players.map(userId => `1 ${userId} 10100`), 'every player at 9000 + 10 x 110')

  await a.stop()
  spyB.applied.length = 0
  play(2000)
  await b.module.idle()
  t.same(new Set(spyB.rowsWritten()), new Set(players), 'the one left writes every player, its old share and the one it took over')
  t.same(await ranking(board, contestId), players.map(userId => `1 ${userId} 10200`), 'every player at 9000 + 10 x 120')
})

import t from 'tap'
import { ContestSettled, newId, originating, streams } from '@arena/contracts'
import { contestResultsIn } from '@arena/contest'
import { MemoryEventStore } from '@arena/eventstore'
import { gatedSubscriptions } from '@arena/testing'
import { MemoryLeaderboardStore } from '../src/index'
import { createContest, END, playerTrades, startLeaderboard } from './support/harness'
import { endContest, script, seed } from './support/fourPlayers'

// The leaderboard's fold and the contest's terms view follow the same log apart: each rule must
// hold whichever of the two applies an event first.

/** ContestSettled with these results, as the contest service records it. */
async function settle(store: MemoryEventStore, contestId: string, results: [userId: string, value: string, orders: number][]) {
  const rows = results.map(([userId, portfolioValue, orderCount], i) => ({ userId, rank: i + 1, portfolioValue, gainPercent: '0.00000000', orderCount, filledTrades: 1, prize: '0.00' }))
  const settled = ContestSettled.parse({ contestId, results: rows, undistributed: '0.00' })
  await store.append(streams.contest(contestId), [{ id: newId(), type: ContestSettled.type, data: settled, metadata: originating('system:contest', END) }], 'any')
}

const bob = async (h: Awaited<ReturnType<typeof startLeaderboard>>, contestId: string) =>
  (await h.module.standings(contestId)).find(s => s.userId === 'bob')?.portfolioValue

t.test("an end the terms view applies after the fold ran on values an unpriced pair at the contest's own last fill, as when it came first", async t => {
  const { feed, play } = script()
  const store = new MemoryEventStore()
  const terms = gatedSubscriptions(store)
  const h = await startLeaderboard(t, { feed, store, termsStore: terms.view })
  const contestId = await createContest(store)
  play(0)
  await seed(store, contestId)
  await h.module.idle()

  terms.hold()
  await endContest(store, contestId, { finalPrices: { BTCUSDT: '120.00' }, unpricedPairs: ['ETHUSDT'] })
  // After the end, another contest trades ETH: the last ETH fill in the log when the terms catch up.
  const other = await createContest(store)
  await playerTrades(store, other, 'zoe', { orders: 1, fills: [{ symbol: 'ETHUSDT', side: 'Buy', price: '50', amount: '1' }] })
  await h.module.caughtUpTo(await store.headPosition())
  t.equal(h.module.projection.contests.get(contestId)?.over, false, 'the fold is past the end; the terms have not told it yet')

  terms.release()
  t.equal(await bob(h, contestId), '10000.00000000', "9000 + 100 ETH at 10, bob's own fill: not the other contest's 50")
  await h.stop()
  const again = await startLeaderboard(t, { feed: script().feed, store })
  t.equal(await bob(again, contestId), '10000.00000000', 'a rebuild values it the same')
})

t.test("a contest settled and let go before the fold met its accounts is not taken up again: its board is the contest's results", async t => {
  const { feed, play } = script()
  const store = new MemoryEventStore()
  const fold = gatedSubscriptions(store)
  const h = await startLeaderboard(t, { feed, store: fold.view, termsStore: store, board: new MemoryLeaderboardStore() })
  play(0)
  await h.module.idle()

  fold.hold()
  const contestId = await createContest(store)
  await seed(store, contestId)
  await endContest(store, contestId, { finalPrices: { BTCUSDT: '110.00', ETHUSDT: '9.00' } })
  await settle(store, contestId, [['alice', '11200.00000000', 5], ['bob', '9900.00000000', 5], ['carol', '10000.00000000', 5], ['dave', '10500.00000000', 4]])
  fold.release()
  await h.module.idle()

  t.notOk(h.module.projection.contests.has(contestId), 'no book built for it')
  t.ok(h.module.projection.settled.has(contestId))
  const page = await h.post('alice', '/api/leaderboard-data', { contestId, page: 1, limit: 10 })
  t.same(page.json.data.map((r: { rank: number; user_id: string; portfoliovalue: string }) => `${r.rank} ${r.user_id} ${r.portfoliovalue}`),
    ['1 alice 11200.000', '2 carol 10000.000', '3 bob 9900.000'], 'ranked from the recorded results (dave has 4 orders)')
})

t.test('a process starting over settled contests builds no book for them; a board writer writes their final boards from the results', async t => {
  const { feed, play } = script()
  const store = new MemoryEventStore()
  const played = await createContest(store)
  const empty = await createContest(store)
  play(0)
  await seed(store, played)
  await endContest(store, played, { finalPrices: { BTCUSDT: '110.00', ETHUSDT: '9.00' } })
  await settle(store, played, [['alice', '11200.00000000', 5], ['carol', '10000.00000000', 5], ['dave', '10500.00000000', 4]])
  await endContest(store, empty)
  await settle(store, empty, [])
  const running = await createContest(store)
  const recorded = contestResultsIn(store)
  const counted = (reads: string[]) => ({ resultsOf: (contestId: string) => (reads.push(contestId), recorded.resultsOf(contestId)) })

  // A reader (an edge where another process writes the shared board): nothing to write, nothing read.
  const readerReads: string[] = []
  const reader = await startLeaderboard(t, { feed, store, results: counted(readerReads), writesBoard: false })
  await reader.module.idle()
  t.same(readerReads, [], 'no results read at start by a process that writes no board')
  t.same([...reader.module.projection.contests.keys()], [running], 'only the contest still running is held')
  t.same([...reader.module.projection.settled].sort(), [played, empty].sort())
  t.equal((await reader.post('alice', '/api/leaderboard-data', { contestId: played, page: 1, limit: 10 })).json.total, 2, "the played one's board is its results")
  t.equal((await reader.post('alice', '/api/leaderboard-data', { contestId: empty, page: 1, limit: 10 })).json.total, 0, 'the empty one is found, and empty')

  // A writer that missed the ends (no checkpoint from before them) writes each final board once, from the results.
  const writerReads: string[] = []
  const board = new MemoryLeaderboardStore()
  await board.replace(played, [{ member: 'alice', score: 10200 }, { member: 'bob', score: 10000 }])
  const writer = await startLeaderboard(t, { feed, store, board, results: counted(writerReads) })
  await writer.module.idle()
  t.same(writerReads.sort(), [played, empty].sort(), 'one read per settled contest')
  t.same([...writer.module.projection.contests.keys()], [running])
  t.same((await board.page(played, 0, 10)).map(r => `${r.rank} ${r.member} ${r.score}`), ['1 alice 11200', '2 carol 10000'], 'the stale rows replaced by the ranked results')
})

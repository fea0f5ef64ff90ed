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

t.test('a process starting over settled contests builds no book for them, joined or not', async t => {
  const { feed, play } = script()
  const store = new MemoryEventStore()
  const played = await createContest(store)
  const empty = await createContest(store)
  play(0)
  await seed(store, played)
  await endContest(store, played, { finalPrices: { BTCUSDT: '110.00', ETHUSDT: '9.00' } })
  await settle(store, played, [['alice', '11200.00000000', 5], ['carol', '10000.00000000', 5]])
  await endContest(store, empty)
  await settle(store, empty, [])
  const running = await createContest(store)

  const recorded = contestResultsIn(store)
  const reads: string[] = []
  const results = { resultsOf: (contestId: string) => (reads.push(contestId), recorded.resultsOf(contestId)) }
  const h = await startLeaderboard(t, { feed, store, results })
  await h.module.idle()
  t.same(reads, [], 'no results read at start: nothing was built to be settled')
  t.same([...h.module.projection.contests.keys()], [running], 'only the contest still running is held')
  t.same([...h.module.projection.settled].sort(), [played, empty].sort())
  t.equal((await h.post('alice', '/api/leaderboard-data', { contestId: played, page: 1, limit: 10 })).json.total, 2, "the played one's board is its results")
  t.equal((await h.post('alice', '/api/leaderboard-data', { contestId: empty, page: 1, limit: 10 })).json.total, 0, 'the empty one is found, and empty')
})

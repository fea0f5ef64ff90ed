import t from 'tap'
import { MemoryEventStore } from '@arena/eventstore'
import { SharedFeed } from '@arena/market-data'
import { ManualClock } from '@arena/testing'
import { createContest, playerTrades, startLeaderboard } from './support/harness'
import { endContest as end, ranking, script, seededContest } from './support/fourPlayers'

// The feed's last prices (BTC 110, ETH 9) are never the recorded final ones below.
const values = (standings: { userId: string; portfolioValue: string }[]) => standings.map(s => `${s.userId} ${s.portfolioValue}`)

/** At BTC 120 and ETH 8: dave 5000 + 50 x 120, alice 8000 + 20 x 120, carol cash, bob 9000 + 100 x 8. */
const atFinalPrices = ['dave 11000.00000000', 'alice 10400.00000000', 'carol 10000.00000000', 'bob 9800.00000000']

t.test('an ended contest is valued at the prices its ContestEnded recorded, and later ticks do not move it', async t => {
  const { h, play, contestId } = await seededContest(t)
  play(1000)
  await h.module.idle()
  await end(h.store, contestId, { finalPrices: { BTCUSDT: '120.00', ETHUSDT: '8.00' } })
  play(2000)
  await h.module.idle()
  t.same(values(await h.module.standings(contestId)), atFinalPrices)
  t.same(await ranking(h.board, contestId), ['1 alice 10400', '2 carol 10000', '3 bob 9800'], 'the board shows the same')
})

t.test('a projection rebuilt after ContestEnded gives exactly the standings at the recorded prices, though the feed never ticks again', async t => {
  const { h: first, play, contestId } = await seededContest(t)
  play(1000)
  await first.module.idle()
  await end(first.store, contestId, { finalPrices: { BTCUSDT: '120.00', ETHUSDT: '8.00' } })
  const standings = await first.module.standings(contestId)
  const board = await ranking(first.board, contestId)
  await first.stop()

  // A new process: its feed has not priced anything, and nothing settled the contest yet.
  const again = await startLeaderboard(t, { feed: script().feed, store: first.store })
  t.same(await again.module.standings(contestId), standings)
  t.same(values(standings), atFinalPrices)
  t.same(await ranking(again.board, contestId), board)
})

t.test("a pair the end had no price for is valued at the contest's own last fill of it, live and after a rebuild alike", async t => {
  const { h: first, play, contestId } = await seededContest(t)
  const other = await createContest(first.store)
  await playerTrades(first.store, contestId, 'erin', { orders: 1, fills: [{ symbol: 'ETHUSDT', side: 'Buy', price: '11', amount: '1' }] })
  // Another contest's fill, before the end: the last ETH fill in the log, but not this contest's.
  await playerTrades(first.store, other, 'yan', { orders: 1, fills: [{ symbol: 'ETHUSDT', side: 'Buy', price: '12', amount: '1' }] })
  play(2000)
  await end(first.store, contestId, { finalPrices: { BTCUSDT: '120.00' }, unpricedPairs: ['ETHUSDT'] })
  await playerTrades(first.store, other, 'zoe', { orders: 1, fills: [{ symbol: 'ETHUSDT', side: 'Buy', price: '50', amount: '1' }] })
  await first.module.idle()
  const live = await first.module.standings(contestId)
  t.match(live.find(s => s.userId === 'bob'), { portfolioValue: '10100.00000000' }, "9000 + 100 x 11: not the feed's 9, nor the other contest's 12 before the end or 50 after it")
  await first.stop()
  const again = await startLeaderboard(t, { feed: script().feed, store: first.store })
  t.same(await again.module.standings(contestId), live)
})

t.test('after a restart past its end, a contest not yet ended keeps its pairs subscribed until ContestEnded', async t => {
  const feed = new SharedFeed(script().feed)
  const store = new MemoryEventStore()
  const contestId = await createContest(store)
  const late = await startLeaderboard(t, { feed, store, clock: new ManualClock('2026-03-01T12:03:00.000Z') })
  await late.module.idle()
  t.same(feed.activeSymbols().sort(), ['BTCUSDT', 'ETHUSDT'], 'the contest service needs their prices to end it')
  await end(store, contestId, { finalPrices: { BTCUSDT: '120.00', ETHUSDT: '8.00' } })
  await late.module.idle()
  t.same(feed.activeSymbols(), [])
})

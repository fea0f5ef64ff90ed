import t from 'tap'
import { MemoryLeaderboardStore } from '../src/index'
import { createContest, playerTrades, startLeaderboard } from './support/harness'
import { restartScenario } from './support/restartScenario'
import { spyStore } from './support/spyStore'
import { endContest, ranking, script, seed, seededContest } from './support/fourPlayers'

t.test('players are ranked by portfolio value from their fifth order on, equal values sharing a rank', async t => {
  const { h, play, contestId } = await seededContest(t)
  await h.module.idle()
  t.same(await ranking(h.board as MemoryLeaderboardStore, contestId), ['1 alice 10000', '1 bob 10000', '1 carol 10000'])
  play(1000)
  await h.module.idle()
  t.same(await ranking(h.board as MemoryLeaderboardStore, contestId), ['1 alice 10200', '2 bob 10000', '2 carol 10000'], '8000 + 20 x 110')
  play(2000)
  await h.module.idle()
  t.same(await ranking(h.board as MemoryLeaderboardStore, contestId), ['1 alice 10200', '2 carol 10000', '3 bob 9900'], '9000 + 100 x 9')
  await playerTrades(h.store, contestId, 'dave', { orders: 1 })
  await h.module.idle()
  t.same(await ranking(h.board as MemoryLeaderboardStore, contestId), ['1 dave 10500', '2 alice 10200', '3 carol 10000', '4 bob 9900'], 'dave counts from his fifth order: 5000 + 50 x 110')
})

t.test('a tick revalues the holders of its symbol and nobody else', async t => {
  const spy = spyStore(new MemoryLeaderboardStore())
  const { h, play } = await seededContest(t, { board: spy.store })
  await h.module.idle()
  t.equal(h.module.projection.holderCount('BTCUSDT'), 2, 'alice and dave hold BTC')
  t.equal(h.module.projection.holderCount('ETHUSDT'), 1)
  spy.applied.length = 0
  play(1000)
  await h.module.idle()
  t.same(spy.rowsWritten(), ['alice'], 'one write, for the one ranked BTC holder; dave is revalued but not ranked')
  spy.applied.length = 0
  play(2000)
  await h.module.idle()
  t.same(spy.rowsWritten(), ['bob'])
})

t.test('the projection killed mid-contest and started again rebuilds the same ranking from events', async t => {
  await restartScenario(t, new MemoryLeaderboardStore())
})

t.test('after the contest ends its values stay as they were, whatever the market does', async t => {
  const { h, play, contestId } = await seededContest(t)
  await h.module.idle()
  await endContest(h.store, contestId)
  await h.module.idle()
  play(2000)
  await h.module.idle()
  t.same(await ranking(h.board as MemoryLeaderboardStore, contestId), ['1 alice 10000', '1 bob 10000', '1 carol 10000'])
  t.equal(h.module.projection.holderCount('BTCUSDT'), 0, 'its players left the holder index')
})

t.test('settlement reads every player, highest value first, with the counts for the 5-order and one-fill rules', async t => {
  const { h, play, contestId } = await seededContest(t)
  play(1000)
  await h.module.idle()
  t.same(await h.module.standings(contestId), [
    { userId: 'dave', portfolioValue: '10500.00000000', gainPercent: '5.00000000', orderCount: 4, filledTrades: 1, accountFrozen: false },
    { userId: 'alice', portfolioValue: '10200.00000000', gainPercent: '2.00000000', orderCount: 5, filledTrades: 1, accountFrozen: false },
    { userId: 'bob', portfolioValue: '10000.00000000', gainPercent: '0.00000000', orderCount: 5, filledTrades: 1, accountFrozen: false },
    { userId: 'carol', portfolioValue: '10000.00000000', gainPercent: '0.00000000', orderCount: 5, filledTrades: 0, accountFrozen: false },
  ])

  // Matching freezes each account after the end; settlement waits for every one of them.
  const { newId, originating, streams } = await import('@arena/contracts')
  const at = '2026-03-01T12:00:00.000Z'
  await h.store.append(streams.account(contestId, 'alice'), [{ id: newId(), type: 'AccountFrozen', data: { contestId, userId: 'alice', reason: 'contestEnded' }, metadata: originating('system:matching', at) }], 'any')
  await h.module.idle()
  t.same((await h.module.standings(contestId)).map(s => [s.userId, s.accountFrozen]), [['dave', false], ['alice', true], ['bob', false], ['carol', false]])
})

t.test('a board rebuilt after settlement shows the values settlement recorded, not the fill prices', async t => {
  const { h: first, play, contestId } = await seededContest(t)
  play(1000)
  await first.module.idle()
  const results = (await first.module.standings(contestId)).map((s, i) => ({ ...s, rank: i + 1, prize: '0.00' }))
  const { newId, originating, streams } = await import('@arena/contracts')
  const meta = originating('system:contest', '2026-03-01T12:00:00.000Z')
  await first.store.append(streams.contest(contestId), [
    { id: newId(), type: 'ContestEnded', data: { contestId, at: '2026-03-01T12:00:00.000Z' }, metadata: meta },
    { id: newId(), type: 'ContestSettled', data: { contestId, results, undistributed: '100.00' }, metadata: meta },
  ], 'any')
  await first.module.idle()
  const settled = await ranking(first.board as MemoryLeaderboardStore, contestId)
  t.same(settled, ['1 alice 10200', '2 bob 10000', '2 carol 10000'], 'alice\'s BTC at the last price, 110')
  await first.stop()

  // Prices are not events: the new process's feed has none, and the ended contest is not watched.
  // A projection that keeps settled contests (one that forgets them reads their screens from the
  // stream: settledContests.int.test.ts).
  const again = await startLeaderboard(t, { feed: script().feed, store: first.store, forgetSettled: false })
  await again.module.idle()
  t.same(await ranking(again.board as MemoryLeaderboardStore, contestId), settled, 'not 10000, what alice\'s BTC cost')
  t.match(await again.module.standings(contestId), [{ userId: 'dave', portfolioValue: '10500.00000000' }, { userId: 'alice', portfolioValue: '10200.00000000' }])
})

t.test('a process that does not write the shared board still values, answers and pushes, and reads the board its writer keeps', async t => {
  const { feed, play } = script()
  const board = new MemoryLeaderboardStore()
  const worker = await startLeaderboard(t, { feed, board })
  const edge = await startLeaderboard(t, { feed, board, store: worker.store, writesBoard: false })
  const contestId = await createContest(worker.store)
  play(0)
  await seed(worker.store, contestId)
  play(1000)
  await Promise.all([worker.module.idle(), edge.module.idle()])
  t.same(await ranking(board, contestId), ['1 alice 10200', '2 bob 10000', '2 carol 10000'], 'the worker wrote the board')
  t.same(await edge.module.standings(contestId), await worker.module.standings(contestId), 'the edge values every player as the worker does')
  t.ok(edge.pushes.some(p => p.to === 'user:alice' && p.message.event === 'portfolioExchange'), 'and pushes to its own sockets')
  const answer = await edge.post('alice', '/api/leaderboard-data', { contestId })
  t.same(answer.json.data.map((r: { rank: number }) => r.rank), [1, 2, 2], 'its leaderboard-data reads the shared board')

  await worker.stop()
  const spy = spyStore(board)
  const lone = await startLeaderboard(t, { feed, board: spy.store, store: worker.store, writesBoard: false })
  play(2000)
  await lone.module.idle()
  t.same([...spy.applied, ...spy.replaced], [], 'a non-writer never writes, not even its start-up rebuild')
})

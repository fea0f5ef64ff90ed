import t from 'tap'
import { ContestTermsView } from '@arena/contest'
import { MemoryEventStore } from '@arena/eventstore'
import { Decimal } from '../src/domain/portfolio'
import { MemoryLeaderboardStore } from '../src/index'
import { PortfolioProjection, type PlayerBook } from '../src/readModel/portfolioProjection'
import { createContest, playerTrades, startLeaderboard, START } from './support/harness'
import { endContest, ranking } from './support/fourPlayers'
import { spyStore } from './support/spyStore'
import { tradeScript } from './support/tradeScript'

const startMs = Date.parse('2026-03-01T10:00:00.000Z')
const prices = (...trades: [number, string, string][]) => tradeScript(trades.map(([at, symbol, price]) => ({ at, symbol, price })), startMs)

t.test('a holder of two symbols that both move before the board is written is revalued and written once', async t => {
  const { feed, play } = prices([0, 'BTCUSDT', '100'], [0, 'ETHUSDT', '10'], [1000, 'BTCUSDT', '110'], [1000, 'ETHUSDT', '11'])
  const spy = spyStore(new MemoryLeaderboardStore())
  const h = await startLeaderboard(t, { feed, board: spy.store })
  const contestId = await createContest(h.store)
  play(0)
  await playerTrades(h.store, contestId, 'erin', { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '10' }, { symbol: 'ETHUSDT', side: 'Buy', price: '10', amount: '100' }] })
  await h.module.idle()
  spy.applied.length = 0
  play(1000)
  await h.module.idle()
  t.same(spy.rowsWritten(), ['erin'])
  t.same(await ranking(h.board, contestId), ['1 erin 10200'], '8000 + 10 x 110 + 100 x 11')
})

t.test('a price with more places than the integer path holds values its holders through decimals, exactly', async t => {
  const { feed, play } = prices([0, 'BTCUSDT', '100'], [1000, 'BTCUSDT', '110.123456789'], [2000, 'BTCUSDT', '110'])
  const h = await startLeaderboard(t, { feed })
  const contestId = await createContest(h.store)
  play(0)
  await playerTrades(h.store, contestId, 'alice', { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '20' }] })
  await playerTrades(h.store, contestId, 'bob', { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '0.000000001' }] })
  play(1000)
  await h.module.idle()
  t.same(await ranking(h.board, contestId), ['1 alice 10202.46913578', '2 bob 10000.00000001'], '8000 + 20 x 110.123456789; bob: 9999.9999999 + 0.000000001 x 110.123456789, half-up')
  t.match(await h.module.standings(contestId), [{ userId: 'alice', portfolioValue: '10202.46913578' }, { userId: 'bob', portfolioValue: '10000.00000001' }])
  play(2000)
  await h.module.idle()
  t.same(await ranking(h.board, contestId), ['1 alice 10200', '2 bob 10000.00000001'], 'back on 8 places; bob\'s 9-place quantity keeps him on decimals')
})

t.test('one symbol in two contests: a tick moves the holders of the running one and leaves the ended one as it ended', async t => {
  const { feed, play } = prices([0, 'BTCUSDT', '100'], [1000, 'BTCUSDT', '120'])
  const h = await startLeaderboard(t, { feed })
  const [ended, running] = [await createContest(h.store), await createContest(h.store)]
  play(0)
  for (const contestId of [ended, running]) await playerTrades(h.store, contestId, 'alice', { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '10' }] })
  await endContest(h.store, ended)
  await h.module.idle()
  t.equal(h.module.projection.holderCount('BTCUSDT'), 1, 'only the running contest\'s holder is indexed')
  play(1000)
  await h.module.idle()
  t.same(await ranking(h.board, ended), ['1 alice 10000'])
  t.same(await ranking(h.board, running), ['1 alice 10200'])
})

t.test('a tick the projection saw before its contest ended still revalues the holders; the next one does not', async t => {
  const store = new MemoryEventStore()
  const contestId = await createContest(store)
  await playerTrades(store, contestId, 'alice', { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '10' }] })
  const projection = new PortfolioProjection()
  // The contest's terms and end reach the projection from the contest's view, as the module applies them.
  const terms = new ContestTermsView()
  const fold = async () => {
    for (const event of await store.readAll(projection.position, 1000)) {
      projection.apply(event)
      const fact = terms.apply(event)
      if (fact) projection.applyTerms(fact)
    }
  }
  const changed = () => {
    const players: PlayerBook[] = []
    projection.takeChanged(player => players.push(player))
    return players.map(p => `${p.userId} ${projection.valuation(p)}`)
  }
  const now = Date.parse(START) + 60_000
  await fold()
  t.same(changed(), ['alice 1000000000000'], 'the fill, valued at its own price: 9000 + 10 x 100, in units')
  projection.setPrice('BTCUSDT', new Decimal('110'), now)
  await endContest(store, contestId)
  await fold()
  t.same(changed(), ['alice 1010000000000'], '9000 + 10 x 110: the tick came first')
  projection.setPrice('BTCUSDT', new Decimal('120'), now)
  t.same(changed(), [], 'after the end nobody moves')
  t.equal(projection.holderCount('BTCUSDT'), 0)
})

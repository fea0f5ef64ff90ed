import t from 'tap'
import { ManualClock } from '@arena/testing'
import { START, createContest, join, startExchange } from './support/harness'
import { tradeScript } from './support/tradeScript'

const startMs = Date.parse(START)

t.test('positions and the portfolio series over HTTP, for the caller only', async t => {
  const { feed, play } = tradeScript([
    { at: 0, symbol: 'BTCUSDT', price: '50000' },
    { at: 120_000, symbol: 'BTCUSDT', price: '52000' },
  ], startMs)
  const clock = new ManualClock(START)
  const h = await startExchange(t, { feed, clock })
  const contestId = await createContest(h.store)
  await join(h.store, contestId, 'alice')
  play(0)
  await h.idle()
  clock.set(new Date(startMs + 60_000))
  await h.call('alice', 'POST', '/api/order-add', { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', kind: 'market', amount: '0.1' })
  play(120_000)
  clock.set(new Date(startMs + 180_000))
  await h.idle()
  const positions = await h.call('alice', 'GET', `/api/positions?contestId=${contestId}`)
  t.same(positions.json.data.positions, [{
    symbol: 'BTCUSDT', quantity: '0.10000000', averagePrice: '50000.00000000', lastPrice: '52000.00000000', unrealisedPnl: '200.00000000', realisedPnl: '0.00000000',
  }])
  const series = (await h.call('alice', 'GET', `/api/portfolio-series?contestId=${contestId}`)).json.data.points
  t.same(series[0], { at: START, value: '10000.00000000' })
  t.same(series.at(-1), { at: new Date(startMs + 180_000).toISOString(), value: '10200.00000000' }, 'now, at the last price')
  t.match(await h.call('mallory', 'GET', `/api/positions?contestId=${contestId}`), { statusCode: 404 }, 'no account of their own, nothing of alice\'s')
  t.match(await h.call('mallory', 'GET', `/api/portfolio-series?contestId=${contestId}`), { statusCode: 404 })
  t.match(await h.call('alice', 'GET', '/api/positions'), { statusCode: 400, json: { errors: { contestId: 'Contest id is required' } } })
})

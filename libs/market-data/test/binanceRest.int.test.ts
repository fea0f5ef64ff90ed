import t, { type Test } from 'tap'
import { BinanceFeed, BinanceRestError } from '../src/index'
import { loadJson, loadRecording } from './support/fixtures'
import { LocalBinance } from './support/localBinance'

async function setup(t: Test) {
  const server = await LocalBinance.start(loadRecording())
  server.rest.set('/api/v3/aggTrades', loadJson('rest-aggTrades-BTCUSDT.json'))
  server.rest.set('/api/v3/klines', loadJson('rest-klines-BTCUSDT-1m.json'))
  const feed = new BinanceFeed({ wsBaseUrl: server.wsBaseUrl, restBaseUrl: server.restBaseUrl })
  t.teardown(async () => {
    await feed.close()
    await server.close()
  })
  return { server, feed }
}

t.test('recent trades come from GET /api/v3/aggTrades with the upper-case symbol and limit 10', async t => {
  const { server, feed } = await setup(t)
  const trades = await feed.recentTrades('btcusdt')
  t.same(server.restRequests, ['/api/v3/aggTrades?symbol=BTCUSDT&limit=10'])
  t.equal(trades.length, 10)
  t.same(trades[0], {
    symbol: 'BTCUSDT', id: 3012345600, price: '67236.09000000', qty: '0.01837000',
    time: 1718125213113, buyerIsMaker: true,
  })
  t.same(trades.map(trade => trade.id), [...Array(10).keys()].map(n => 3012345600 + n), 'oldest first')
})

t.test('klines come from GET /api/v3/klines, each row mapped field by field', async t => {
  const { server, feed } = await setup(t)
  const klines = await feed.klines('BTCUSDT', '1m', 5)
  t.same(server.restRequests, ['/api/v3/klines?symbol=BTCUSDT&interval=1m&limit=5'])
  t.equal(klines.length, 5)
  t.same(klines[0], {
    openTime: 1718124900000, closeTime: 1718124959999,
    open: '67198.40000000', high: '67204.90000000', low: '67179.69000000', close: '67188.08000000',
    volume: '8.47365000', quoteVolume: '569371.99812600', trades: 2789,
  })
})

t.test('a limit beyond what Binance accepts is capped at 1000', async t => {
  const { server, feed } = await setup(t)
  await feed.klines('BTCUSDT', '1h', 5000)
  t.same(server.restRequests, ['/api/v3/klines?symbol=BTCUSDT&interval=1h&limit=1000'])
})

t.test('an HTTP error from Binance rejects with its status', async t => {
  const { server, feed } = await setup(t)
  server.rest.set('/api/v3/aggTrades', 400)
  const error = await feed.recentTrades('NOPEUSDT').catch((e: unknown) => e)
  t.type(error, BinanceRestError)
  t.equal((error as BinanceRestError).status, 400)
})

t.test('rows that do not have the documented shape are left out', async t => {
  const { server, feed } = await setup(t)
  const good = { a: 1, p: '67000.01000000', q: '0.10000000', f: 1, l: 1, T: 1718125213113, m: false, M: true }
  server.rest.set('/api/v3/aggTrades', [good, { ...good, p: 67000.01 }, { ...good, m: 'no' }, null])
  const trades = await feed.recentTrades('BTCUSDT')
  t.same(trades.map(trade => trade.price), ['67000.01000000'])
})

t.test('an unreachable server rejects rather than hangs', async t => {
  const feed = new BinanceFeed({ restBaseUrl: 'http://127.0.0.1:1' })
  t.teardown(() => feed.close())
  await t.rejects(feed.recentTrades('BTCUSDT'), BinanceRestError)
})

import t, { type Test } from 'tap'
import { authGuards, createLogger, createTokenIssuer } from '@arena/service-kit'
import { buildGateway, marketRoutes, registerWebsocket, SocketRegistry, startMarketPush } from '../src/index'
import { manualTime, simulated, START } from './marketHarness'

const logger = createLogger('test', { level: 'silent' })

async function setup(t: Test) {
  const feed = simulated()
  const time = manualTime()
  const registry = new SocketRegistry()
  const push = startMarketPush({ feed, push: registry, topics: registry, now: time.now, timers: time.timers })
  const issuer = createTokenIssuer({ secret: 'market-routes-secret-market-routes-secret', ttlSeconds: 3600 })
  const app = await buildGateway({
    logger,
    health: {},
    routes: [app => registerWebsocket(app, registry, { issuer, guards: authGuards(issuer) }), marketRoutes(feed, { pairs: ['BTCUSDT', 'ETHUSDT', 'NOPEUSDT'] })],
  })
  t.teardown(async () => {
    push.close()
    await app.close()
  })
  return { app, feed, time, push, issuer }
}

t.test('the snapshot has the ticker, 10 levels a side and the last 10 trades', async t => {
  const { app } = await setup(t)
  const res = await app.inject({ url: '/api/market/snapshot?symbol=btcusdt' })
  t.equal(res.statusCode, 200)
  const body = res.json()
  t.equal(body.symbol, 'BTCUSDT', 'the symbol is read in any case')
  t.match(body.ticker, { symbol: 'BTCUSDT', lastPrice: /^\d+\.\d+$/, high: String, low: String, volume: String, priceChangePercent: String })
  t.equal(body.depth.bids.length, 10)
  t.equal(body.depth.asks.length, 10)
  t.equal(body.trades.length, 10)
})

t.test('klines come oldest first for each chart interval, within the limit', async t => {
  const { app } = await setup(t)
  const res = await app.inject({ url: '/api/market/klines?symbol=BTCUSDT&interval=5m&limit=12' })
  t.equal(res.statusCode, 200)
  const { data, interval } = res.json() as { data: { openTime: number; close: string }[]; interval: string }
  t.equal(interval, '5m')
  t.equal(data.length, 12)
  t.ok(data.every((k, i) => i === 0 || k.openTime - data[i - 1]!.openTime === 300_000), '5-minute candles in order')
  t.ok(data.at(-1)!.openTime <= START)
})

t.test('klines refuse an unknown interval, a bad limit and a bad symbol with field errors', async t => {
  const { app } = await setup(t)
  const cases = [
    ['symbol=BTCUSDT&interval=7m', 'interval'],
    ['symbol=BTCUSDT&interval=1m&limit=0', 'limit'],
    ['symbol=BTCUSDT&interval=1m&limit=abc', 'limit'],
    ['symbol=BTCUSDT&interval=1m&limit=1001', 'limit'],
    ['symbol=B$&interval=1m', 'symbol'],
  ] as const
  for (const [query, field] of cases) {
    const res = await app.inject({ url: `/api/market/klines?${query}` })
    t.equal(res.statusCode, 400, query)
    t.ok(res.json().errors[field], `${query} names ${field}`)
  }
})

t.test('pairs list each configured symbol with its last price and 24 h change', async t => {
  const { app, feed } = await setup(t)
  const res = await app.inject({ url: '/api/market/pairs' })
  t.equal(res.statusCode, 200)
  const data = res.json().data as { symbol: string; lastPrice: string | null; priceChangePercent: string | null }[]
  t.same(data.map(pair => pair.symbol), ['BTCUSDT', 'ETHUSDT', 'NOPEUSDT'])
  t.equal(data[0]!.lastPrice, feed.lastPrice('BTCUSDT'))
  t.equal(data[0]!.priceChangePercent, feed.snapshot('BTCUSDT').ticker!.priceChangePercent)
  t.same(data[2], { symbol: 'NOPEUSDT', lastPrice: null, priceChange: null, priceChangePercent: null }, 'a pair without data says so')
})

t.test('the spec price call moved here answers the last trade price', async t => {
  const { app, feed } = await setup(t)
  const res = await app.inject({ url: '/api/crpto-price?symbol=ETHUSDT' })
  t.same(res.json(), { status: true, symbol: 'ETHUSDT', price: feed.lastPrice('ETHUSDT') })
  t.equal((await app.inject({ url: '/api/crpto-price?symbol=NOPEUSDT' })).statusCode, 404)
  t.equal((await app.inject({ url: '/api/crpto-price' })).statusCode, 400)
  t.equal((await app.inject({ url: '/api/market/snapshot?symbol=NOPEUSDT' })).statusCode, 404)
})

t.test('a websocket that joins market:ETHUSDT receives the market as it moves', async t => {
  const { app, feed, time } = await setup(t)
  await app.ready()
  const ws = await app.injectWS('/ws')
  t.teardown(() => ws.terminate())
  const received: { event: string; data: { symbol: string } }[] = []
  ws.on('message', raw => received.push(JSON.parse(String(raw))))
  ws.send(JSON.stringify({ join: 'market:ETHUSDT' }))
  // The join travels through the socket; tick until the server has handled it.
  for (let i = 0; i < 50 && received.length === 0; i++) {
    time.advance(1000)
    feed.tick(time.now())
    await new Promise(resolve => setImmediate(resolve))
  }
  t.ok(received.some(message => message.event === 'ticker' && message.data.symbol === 'ETHUSDT'))
  t.ok(received.some(message => message.event === 'depth'))
})

const turns = async (until: () => boolean) => {
  for (let i = 0; i < 10_000 && !until(); i++) await new Promise(resolve => setImmediate(resolve))
}

t.test('a join sent the moment a signed-in socket opens is not lost while its ticket is checked', async t => {
  const { app, push, issuer } = await setup(t)
  await app.ready()
  const { ticket } = await issuer.issueTicket({ id: 'u1', name: 'A', role: 'player' })
  const ws = await app.injectWS(`/ws?ticket=${ticket}`)
  ws.send(JSON.stringify({ join: 'market:BTCUSDT' }))
  await turns(() => push.followed().length > 0)
  t.same(push.followed(), ['BTCUSDT'])
  ws.terminate()
  await turns(() => push.followed().length === 0)
  t.same(push.followed(), [], 'closing the socket releases the symbol')
})

t.test('one socket follows at most 20 topics', async t => {
  const { app, push } = await setup(t)
  await app.ready()
  const ws = await app.injectWS('/ws')
  t.teardown(() => ws.terminate())
  for (let i = 0; i < 25; i++) ws.send(JSON.stringify({ join: `market:C${String(i).padStart(2, '0')}USDT` }))
  await turns(() => push.followed().length >= 20)
  await turns(() => false)
  t.equal(push.followed().length, 20)
})

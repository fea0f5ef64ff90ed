import t, { type Test } from 'tap'
import { BinanceFeed, type BinanceFeedEvent, type BinanceFeedOptions, type Depth, type Ticker, type Trade } from '../src/index'
import { eventually } from './support/eventually'
import { loadRecording } from './support/fixtures'
import { LocalBinance } from './support/localBinance'

const recording = loadRecording()
const btcStreams = ['btcusdt@ticker', 'btcusdt@depth20@100ms', 'btcusdt@aggTrade']
const ethStreams = ['ethusdt@ticker', 'ethusdt@depth20@100ms', 'ethusdt@aggTrade']

async function setup(t: Test, options: BinanceFeedOptions = {}) {
  const server = await LocalBinance.start(recording)
  const events: BinanceFeedEvent[] = []
  const feed = new BinanceFeed({
    wsBaseUrl: server.wsBaseUrl,
    restBaseUrl: server.restBaseUrl,
    onEvent: event => events.push(event),
    ...options,
  })
  t.teardown(async () => {
    await feed.close()
    await server.close()
  })
  return { server, feed, events }
}

function collect(feed: BinanceFeed, symbol: string) {
  const got = { tickers: [] as Ticker[], depths: [] as Depth[], trades: [] as Trade[] }
  const unsubscribe = feed.subscribe(symbol, {
    ticker: x => got.tickers.push(x),
    depth: x => got.depths.push(x),
    trade: x => got.trades.push(x),
  })
  return { got, unsubscribe }
}

t.test('one connection asks for the ticker, 20-level depth and aggTrade streams of every symbol, lower-case', async t => {
  const { server, feed } = await setup(t)
  collect(feed, 'BTCUSDT')
  collect(feed, 'ethusdt')
  const conn = await server.connectionWith('btcusdt@ticker')
  t.same(conn.requested, [...btcStreams, ...ethStreams])
  t.equal(server.connections.length, 1)
  t.same(conn.controls, [], 'no control messages were needed')
})

t.test('ticker, depth and trade figures are exactly those of the frames received', async t => {
  const { server, feed } = await setup(t)
  const btc = collect(feed, 'BTCUSDT').got
  const eth = collect(feed, 'ETHUSDT').got
  await server.connectionWith('ethusdt@aggTrade')
  const first = await eventually(() => {
    server.sendNext(1)
    return btc.tickers[0]
  }, 'the first BTCUSDT ticker')
  t.same(first, {
    symbol: 'BTCUSDT', lastPrice: '67234.51000000', priceChange: '653.49000000', priceChangePercent: '0.981',
    high: '67432.00000000', low: '66311.35000000', volume: '18234.86761000',
    quoteVolume: '1224588041.65051108', eventTime: 1718125217520,
  })
  const depth = btc.depths[0]!
  t.equal(depth.symbol, 'BTCUSDT', 'depth takes its symbol from the stream name')
  t.equal(depth.lastUpdateId, 47651234613)
  t.equal(depth.bids.length, 20)
  t.equal(depth.asks.length, 20)
  t.same(depth.bids[0], ['67234.50000000', '0.54369000'])
  t.same(depth.bids[19], ['67234.22000000', '0.39389000'])
  t.same(depth.asks[0], ['67234.51000000', '0.35102000'])
  t.same(depth.asks[19], ['67234.80000000', '0.23830000'])
  t.same(btc.trades[0], {
    symbol: 'BTCUSDT', id: 3012345679, price: '67234.48000000', qty: '0.00943000',
    time: 1718125217215, buyerIsMaker: true,
  })
  t.equal(eth.depths[0]?.symbol, 'ETHUSDT')
  t.same(eth.depths[0]?.bids[0], ['3521.84000000', '0.55540000'])
  t.equal(feed.lastPrice('BTCUSDT'), btc.trades.at(-1)!.price)
})

t.test('a dropped connection is reopened after a jittered backoff and resubscribes every symbol', async t => {
  const { server, feed, events } = await setup(t, { backoff: { initialMs: 40, maxMs: 400 }, random: () => 0.5 })
  const btc = collect(feed, 'BTCUSDT').got
  collect(feed, 'ETHUSDT')
  const first = await server.connectionWith('ethusdt@ticker')
  server.dropAll()
  const second = await eventually(() => server.open().find(c => c !== first), 'a second connection')
  t.same(second.requested, [...btcStreams, ...ethStreams])
  const scheduled = events.filter(e => e.type === 'reconnect-scheduled')
  // Ceiling 40 ms on the first retry: half fixed, plus random 0.5 of the other half.
  t.same(scheduled, [{ type: 'reconnect-scheduled', attempt: 1, delayMs: 30 }])
  const before = btc.trades.length
  await eventually(() => {
    server.sendNext(1)
    return btc.trades.length > before
  }, 'a trade over the new connection')
  t.pass('data flows again')
})

t.test('each reconnect that fails before delivering doubles the backoff, up to the cap', async t => {
  const { server, feed, events } = await setup(t, { backoff: { initialMs: 10, maxMs: 40 }, random: () => 0 })
  collect(feed, 'BTCUSDT')
  await eventually(() => {
    server.dropAll()
    return events.filter(e => e.type === 'reconnect-scheduled').length >= 5
  }, 'five reconnect attempts', 5000)
  const delays = events.flatMap(e => (e.type === 'reconnect-scheduled' ? [e.delayMs] : [])).slice(0, 5)
  t.same(delays, [5, 10, 20, 20, 20])
})

t.test('a symbol added while connected is requested with one SUBSCRIBE, not a new connection', async t => {
  const { server, feed } = await setup(t)
  collect(feed, 'BTCUSDT')
  const conn = await server.connectionWith('btcusdt@ticker')
  collect(feed, 'ETHUSDT')
  collect(feed, 'SOLUSDT')
  await eventually(() => conn.controls.length >= 1, 'a control message')
  t.equal(conn.controls.length, 1)
  t.match(conn.controls[0], {
    method: 'SUBSCRIBE',
    params: [...ethStreams, 'solusdt@ticker', 'solusdt@depth20@100ms', 'solusdt@aggTrade'],
    id: Number,
  })
  t.equal(server.connections.length, 1)
})

t.test('the last listener of a symbol leaving sends UNSUBSCRIBE and forgets its figures', async t => {
  const { server, feed } = await setup(t)
  collect(feed, 'BTCUSDT')
  const eth = collect(feed, 'ETHUSDT')
  const conn = await server.connectionWith('ethusdt@ticker')
  await eventually(() => {
    server.sendNext(1)
    return eth.got.trades.length > 0 && eth.got.depths.length > 0
  }, 'ETHUSDT data')
  eth.unsubscribe()
  await eventually(() => conn.controls.length >= 1, 'a control message')
  t.match(conn.controls[0], { method: 'UNSUBSCRIBE', params: ethStreams })
  t.same(feed.snapshot('ETHUSDT'), { trades: [] })
  t.equal(feed.lastPrice('ETHUSDT'), undefined)
})

t.test('the connection closes when no symbol has listeners left', async t => {
  const { server, feed, events } = await setup(t)
  const btc = collect(feed, 'BTCUSDT')
  const conn = await server.connectionWith('btcusdt@ticker')
  // Closed mid-handshake the code would be 1006; wait for the client side to be open.
  await eventually(() => events.some(e => e.type === 'open'), 'the client side open')
  btc.unsubscribe()
  await eventually(() => conn.closed, 'the connection to close')
  t.equal(conn.closeCode, 1000)
  t.same(conn.controls, [], 'closing needs no UNSUBSCRIBE')
})

t.test('control messages keep to the configured rate, changes made meanwhile going out together', async t => {
  const { server, feed } = await setup(t, { controlMessagesPerSecond: 1 })
  collect(feed, 'BTCUSDT')
  const conn = await server.connectionWith('btcusdt@ticker')
  const arrivals: number[] = []
  conn.socket.on('message', () => arrivals.push(Date.now()))
  collect(feed, 'ETHUSDT')
  await eventually(() => conn.controls.length === 1, 'the first SUBSCRIBE')
  for (const symbol of ['SOLUSDT', 'XRPUSDT', 'ADAUSDT']) {
    collect(feed, symbol)
    await new Promise(resolve => setImmediate(resolve))
  }
  await eventually(() => conn.controls.length === 2, 'the second SUBSCRIBE', 3000)
  t.ok(arrivals[1]! - arrivals[0]! >= 950, `${arrivals[1]! - arrivals[0]!} ms between messages`)
  t.same(conn.controls[1]?.params, ['sol', 'xrp', 'ada'].flatMap(s => [`${s}usdt@ticker`, `${s}usdt@depth20@100ms`, `${s}usdt@aggTrade`]))
})

t.test('a connection nearing its maximum age is replaced by a fresh one before it is closed', async t => {
  const { server, feed, events } = await setup(t, { maxConnectionAgeMs: 150 })
  const btc = collect(feed, 'BTCUSDT').got
  const first = await server.connectionWith('btcusdt@ticker')
  const second = await eventually(() => server.connections.find(c => c !== first), 'a replacement connection')
  t.same(second.requested, btcStreams)
  await eventually(() => first.closed, 'the old connection to close')
  t.equal(first.closeCode, 1000, 'closed by the client, cleanly')
  t.ok(events.some(e => e.type === 'rotating'))
  t.notOk(events.some(e => e.type === 'reconnect-scheduled'), 'no reconnect was needed')
  const before = btc.trades.length
  await eventually(() => {
    server.sendNext(1)
    return btc.trades.length > before
  }, 'a trade over the replacement')
})

t.test('malformed frames are skipped and the connection carries on', async t => {
  const { server, feed, events } = await setup(t)
  const btc = collect(feed, 'BTCUSDT').got
  const conn = await server.connectionWith('btcusdt@ticker')
  const bad = [
    'not json',
    '[1,2,3]',
    '{"foo":1}',
    '{"stream":"btcusdt@ticker","data":{"e":"24hrTicker","E":1,"s":"BTCUSDT","c":67000.5}}',
    '{"stream":"btcusdt@depth20@100ms","data":{"lastUpdateId":"12","bids":[],"asks":[]}}',
    '{"stream":"btcusdt@aggTrade","data":{"e":"aggTrade","s":"BTCUSDT","a":1,"p":"1.0","q":"x","T":1,"m":true}}',
    '{"stream":"btcusdt@kline_1m","data":{}}',
  ]
  for (const text of bad) server.sendRaw(text)
  conn.socket.send(Buffer.from([1, 2, 3]))
  await eventually(() => {
    server.sendNext(1)
    return btc.tickers.length > 0 && btc.trades.length > 0 && btc.depths.length > 0
  }, 'valid frames after the bad ones')
  t.equal(events.filter(e => e.type === 'malformed').length, bad.length)
  t.equal(btc.tickers[0]?.lastPrice, '67234.51000000')
  t.equal(server.connections.length, 1, 'never reconnected')
  t.notOk(conn.closed)
})

t.test('a connection that falls silent is presumed dead and replaced', async t => {
  const { server, feed, events } = await setup(t, { staleAfterMs: 100, backoff: { initialMs: 10, maxMs: 10 } })
  collect(feed, 'BTCUSDT')
  const first = await server.connectionWith('btcusdt@ticker')
  const second = await eventually(() => server.open().find(c => c !== first), 'a replacement connection')
  t.ok(events.some(e => e.type === 'stale'))
  t.same(second.requested, btcStreams)
})

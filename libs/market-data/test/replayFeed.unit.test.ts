import t from 'tap'
import { parseRecording, ReplayFeed, type RecordedLine, type Trade } from '../src/index'
import { loadRecording } from './support/fixtures'

const origin = Date.parse('2026-01-01T09:30:00.000Z')

const trade = (at: number, id: number, price: string): RecordedLine => ({
  at,
  message: {
    stream: 'btcusdt@aggTrade',
    data: { e: 'aggTrade', E: 1718125217000 + at, s: 'BTCUSDT', a: id, p: price, q: '0.01000000', f: id, l: id, T: 1718125217000 + at, m: false, M: true },
  },
})

function tradesOf(feed: ReplayFeed): Trade[] {
  const trades: Trade[] = []
  feed.subscribe('BTCUSDT', { trade: x => trades.push(x) })
  return trades
}

t.test('a line plays once the injected clock reaches its offset from the first tick, not before', async t => {
  const feed = new ReplayFeed({ lines: [trade(0, 1, '67000.00'), trade(250, 2, '67000.50'), trade(600, 3, '67001.00')] })
  const trades = tradesOf(feed)
  feed.tick(origin)
  t.same(trades.map(x => x.id), [1])
  feed.tick(origin + 249)
  t.same(trades.map(x => x.id), [1])
  feed.tick(origin + 250)
  t.same(trades.map(x => x.id), [1, 2])
  t.notOk(feed.finished)
  feed.tick(origin + 10_000)
  t.same(trades.map(x => x.id), [1, 2, 3])
  t.ok(feed.finished)
  t.equal(feed.lastPrice('BTCUSDT'), '67001.00')
})

t.test('the recorded fixture replays in full through the Binance parser', async t => {
  const lines = loadRecording()
  const feed = new ReplayFeed({ lines })
  const trades = tradesOf(feed)
  feed.tick(origin)
  feed.tick(origin + lines.at(-1)!.at)
  t.ok(feed.finished)
  t.equal(trades.length, lines.filter(l => JSON.stringify(l).includes('btcusdt@aggTrade')).length)
  t.equal(trades[0]?.price, '67234.48000000')
  t.equal(feed.snapshot('ETHUSDT').ticker?.symbol, 'ETHUSDT')
})

t.test('unreadable lines of a recording are skipped and the rest are put in time order', async t => {
  const text = [
    JSON.stringify(trade(300, 2, '2.00')),
    '{"at":',
    '',
    '{"at":"soon","message":{}}',
    JSON.stringify(trade(100, 1, '1.00')),
    JSON.stringify({ at: 200, message: { stream: 'btcusdt@aggTrade', data: { junk: true } } }),
  ].join('\n')
  const lines = parseRecording(text)
  t.same(lines.map(l => l.at), [100, 200, 300])
  const feed = new ReplayFeed({ lines })
  const trades = tradesOf(feed)
  feed.tick(origin)
  feed.tick(origin + 1000)
  t.same(trades.map(x => x.id), [1, 2], 'the line with a malformed payload delivers nothing')
})

t.test('a looping replay starts over a second after its last line', async t => {
  const feed = new ReplayFeed({ lines: [trade(0, 1, '1.00'), trade(500, 2, '2.00')], loop: true })
  const trades = tradesOf(feed)
  feed.tick(origin)
  feed.tick(origin + 500)
  feed.tick(origin + 1499)
  t.same(trades.map(x => x.id), [1, 2])
  feed.tick(origin + 1500)
  t.same(trades.map(x => x.id), [1, 2, 1])
  t.notOk(feed.finished)
})

t.test('klines and recent trades are built from what has been replayed so far', async t => {
  const feed = new ReplayFeed({ lines: [trade(0, 1, '67000.00'), trade(61_000, 2, '67100.00'), trade(62_000, 3, '66900.00')] })
  feed.tick(origin)
  t.same(await feed.klines('BTCUSDT', '1m', 10).then(k => k.map(x => x.close)), ['67000.00'])
  feed.tick(origin + 62_000)
  const klines = await feed.klines('BTCUSDT', '1m', 10)
  t.same(klines.map(k => [k.open, k.high, k.low, k.close, k.trades]), [
    ['67000.00', '67000.00', '67000.00', '67000.00', 1],
    ['67100.00', '67100.00', '66900.00', '66900.00', 2],
  ])
  t.same((await feed.recentTrades('BTCUSDT', 2)).map(x => x.id), [2, 3])
  t.same(await feed.recentTrades('BTCUSDT', 0), [])
})

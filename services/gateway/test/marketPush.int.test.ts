import t from 'tap'
import { SocketRegistry, startMarketPush, type MarketPushOptions } from '../src/index'
import { CountingFeed, fakeSink, manualTime, simulated } from './marketHarness'

function setup(options: Partial<MarketPushOptions> = {}) {
  const time = manualTime()
  const sim = simulated()
  const feed = new CountingFeed(sim)
  const registry = new SocketRegistry()
  const errors: unknown[] = []
  const push = startMarketPush({ feed, push: registry, topics: registry, now: time.now, timers: time.timers, onError: e => errors.push(e), ...options })
  /** One second of market: ten ticks 100 ms apart, timers firing as time passes. */
  const second = () => {
    for (let i = 0; i < 10; i++) {
      time.advance(100)
      sim.tick(time.now())
    }
  }
  return { time, sim, feed, registry, push, errors, second }
}

t.test('a socket following market:BTCUSDT gets ticker, 10-level depth and the last 10 trades, and nothing of other symbols', async t => {
  const { registry, second } = setup()
  const sink = fakeSink()
  registry.add(sink, undefined)
  registry.join(sink, 'market:BTCUSDT')
  second()
  second()

  const tickers = sink.of('ticker')
  t.ok(tickers.length >= 10, 'a ticker per tick')
  t.same(Object.keys(tickers[0]!).sort(), ['eventTime', 'high', 'lastPrice', 'low', 'priceChange', 'priceChangePercent', 'quoteVolume', 'symbol', 'volume'])
  const depth = sink.of('depth').at(-1)!
  t.equal((depth.bids as unknown[]).length, 10, '10 bids, though the feed carries 20')
  t.equal((depth.asks as unknown[]).length, 10, '10 asks')
  const trades = sink.of('trades').at(-1)!.trades as { id: number }[]
  t.equal(trades.length, 10, 'the list always carries the last 10')
  const ids = trades.map(trade => trade.id)
  t.same(ids, [...ids].sort((a, b) => a - b), 'oldest first')
  t.ok(sink.received.every(message => message.data.symbol === 'BTCUSDT'), 'only the followed symbol')
})

t.test('the feed is subscribed once per symbol, and only while a socket follows it', async t => {
  const { registry, feed, push } = setup()
  const [a, b] = [fakeSink(), fakeSink()]
  registry.add(a, undefined)
  registry.add(b, 'user-1')
  t.same([...feed.active.keys()], [], 'nothing is subscribed before anyone follows')

  registry.join(a, 'market:BTCUSDT')
  registry.join(b, 'market:BTCUSDT')
  registry.join(b, 'market:ETHUSDT')
  t.same(Object.fromEntries(feed.active), { BTCUSDT: 1, ETHUSDT: 1 }, 'two followers, one subscription')

  registry.leave(a, 'market:BTCUSDT')
  t.equal(feed.active.get('BTCUSDT'), 1, 'still followed by b')
  registry.remove(b)
  t.same(Object.fromEntries(feed.active), {}, 'the last follower closing its socket releases every symbol it followed')
  t.same(push.followed(), [])

  registry.join(a, 'market:BTCUSDT')
  t.equal(feed.subscribeCalls, 3, 'following again subscribes again')
  push.close()
  t.same(Object.fromEntries(feed.active), {}, 'closing the push releases the feed')
})

t.test('topics that are not a market symbol open nothing upstream', async t => {
  const { registry, feed } = setup()
  const sink = fakeSink()
  registry.add(sink, undefined)
  for (const topic of ['contest:42', 'market:', 'market:btcusdt', 'market:HELLO', 'market:BTCUSDT;DROP']) registry.join(sink, topic)
  t.equal(feed.subscribeCalls, 0)
})

t.test('depth goes out at most twice a second per symbol, and the latest book is never lost', async t => {
  const { registry, second, time, sim } = setup()
  const sink = fakeSink()
  registry.add(sink, undefined)
  registry.join(sink, 'market:ETHUSDT')
  const depthTimes: number[] = []
  const send = sink.send
  sink.send = text => {
    if (JSON.parse(text).event === 'depth') depthTimes.push(time.now())
    send(text)
  }
  for (let s = 0; s < 5; s++) second()
  t.ok(depthTimes.length >= 9 && depthTimes.length <= 10, `about 2 a second over 5 s (got ${depthTimes.length} from 50 books)`)
  for (let i = 1; i < depthTimes.length; i++) t.ok(depthTimes[i]! - depthTimes[i - 1]! >= 500, 'at least 500 ms apart')

  time.advance(1000)
  const latest = sim.snapshot('ETHUSDT').depth!
  t.same(sink.of('depth').at(-1)!.lastUpdateId, latest.lastUpdateId, 'the trailing push carries the newest book')
})

t.test('every follower of a symbol receives the same pushes', async t => {
  const { registry, second } = setup()
  const sinks = [fakeSink(), fakeSink(), fakeSink()]
  for (const sink of sinks) {
    registry.add(sink, undefined)
    registry.join(sink, 'market:SOLUSDT')
  }
  second()
  t.ok(sinks[0]!.received.length > 0)
  t.same(sinks[1]!.received, sinks[0]!.received)
  t.same(sinks[2]!.received, sinks[0]!.received)
})

t.test('leaving drops a pending trailing depth instead of sending it to nobody later', async t => {
  const { registry, sim, time } = setup()
  const sink = fakeSink()
  registry.add(sink, undefined)
  registry.join(sink, 'market:BTCUSDT')
  time.advance(100)
  sim.tick(time.now())
  time.advance(100)
  sim.tick(time.now())
  t.ok(time.pending() > 0, 'a depth waits for its window')
  registry.leave(sink, 'market:BTCUSDT')
  t.equal(time.pending(), 0, 'its timer is cleared')
})

t.test('a feed that throws on subscribe is reported, and the registry keeps working', async t => {
  const { registry, errors, feed } = setup()
  feed.subscribe = () => {
    throw new Error('stream refused')
  }
  const sink = fakeSink()
  registry.add(sink, undefined)
  registry.join(sink, 'market:BTCUSDT')
  t.match(errors, [{ message: 'stream refused' }])
  registry.join(sink, 'contest:1')
  registry.remove(sink)
  t.equal(registry.connectionCount, 0)
})

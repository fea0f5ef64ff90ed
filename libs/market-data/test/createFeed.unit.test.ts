import t from 'tap'
import { BinanceFeed, createFeed, feedConfigFromEnv, ReplayFeed, SimulatedFeed } from '../src/index'

t.test('without MARKET_FEED the feed is simulated', async t => {
  const config = feedConfigFromEnv({})
  t.equal(config.kind, 'simulated')
  const feed = createFeed({ ...config, realtime: false })
  t.teardown(() => feed.close())
  t.type(feed, SimulatedFeed)
})

t.test('MARKET_FEED=binance picks Binance, with base URLs from the environment', async t => {
  const config = feedConfigFromEnv({ MARKET_FEED: 'binance', BINANCE_WS_URL: 'ws://127.0.0.1:9', BINANCE_REST_URL: 'http://127.0.0.1:9' })
  t.same(config, { kind: 'binance', binance: { wsBaseUrl: 'ws://127.0.0.1:9', restBaseUrl: 'http://127.0.0.1:9' } })
  const feed = createFeed(config)
  t.teardown(() => feed.close())
  t.type(feed, BinanceFeed, 'built without connecting: nothing is subscribed yet')
})

t.test('MARKET_FEED=replay plays the file named by MARKET_REPLAY_FILE', async t => {
  const file = new URL('./fixtures/binance-btcusdt-ethusdt.jsonl', import.meta.url).pathname
  const feed = createFeed({ ...feedConfigFromEnv({ MARKET_FEED: 'replay', MARKET_REPLAY_FILE: file }), realtime: false })
  t.teardown(() => feed.close())
  t.type(feed, ReplayFeed)
  t.throws(() => createFeed({ kind: 'replay' }), /MARKET_REPLAY_FILE/)
})

t.test('an unknown MARKET_FEED is refused rather than quietly simulated', async t => {
  t.throws(() => feedConfigFromEnv({ MARKET_FEED: 'binanace' }), /MARKET_FEED must be/)
})

t.test('MARKET_SEED and MARKET_TICK_MS are read as numbers', async t => {
  t.match(feedConfigFromEnv({ MARKET_SEED: '99', MARKET_TICK_MS: '250' }), { kind: 'simulated', seed: 99, tickMs: 250 })
})

t.test('MARKET_EPOCH opens the simulated market at a shared instant, as ISO time or epoch ms', async t => {
  t.equal(feedConfigFromEnv({ MARKET_EPOCH: '2026-11-21T10:00:00Z' }).epoch, Date.parse('2026-11-21T10:00:00Z'))
  t.equal(feedConfigFromEnv({ MARKET_EPOCH: '1795000000000' }).epoch, 1795000000000)
  t.throws(() => feedConfigFromEnv({ MARKET_EPOCH: 'yesterday' }), /MARKET_EPOCH must be/)
  const epoch = Date.now() - 30_000
  const dueBefore = Math.floor((Date.now() - epoch) / 1000)
  const following = createFeed({ kind: 'simulated', seed: 5, epoch }) as SimulatedFeed
  const dueAfter = Math.floor((Date.now() - epoch) / 1000)
  t.teardown(() => following.close())
  const atStep = (steps: number) => {
    const feed = new SimulatedFeed({ seed: 5, startAt: epoch })
    feed.advanceTo(epoch + steps * 1000)
    return feed.lastPrice('ETHUSDT')
  }
  t.not(atStep(dueBefore), atStep(0), '30 s of market happened before this process started')
  // The process started somewhere between those two clock readings (the same second, as a rule).
  t.ok([atStep(dueBefore), atStep(dueAfter)].includes(following.lastPrice('ETHUSDT')), 'a process following the clock caught up to the same price')
})

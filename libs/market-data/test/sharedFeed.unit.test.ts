import t from 'tap'
import { SharedFeed, SimulatedFeed, type MarketFeed, type MarketListener } from '../src/index'

const startAt = Date.parse('2026-01-01T09:30:00.000Z')

/** A simulated feed that counts the subscriptions it holds per symbol. */
function countingUpstream() {
  const inner = new SimulatedFeed({ seed: 11, startAt })
  const held = new Map<string, number>()
  let subscribeCalls = 0
  let closed = false
  const upstream: MarketFeed = {
    subscribe(symbol: string, listener: MarketListener) {
      subscribeCalls += 1
      held.set(symbol, (held.get(symbol) ?? 0) + 1)
      const release = inner.subscribe(symbol, listener)
      return () => {
        held.set(symbol, (held.get(symbol) ?? 0) - 1)
        release()
      }
    },
    lastPrice: s => inner.lastPrice(s),
    snapshot: s => inner.snapshot(s),
    recentTrades: (s, l) => inner.recentTrades(s, l),
    klines: (s, i, l) => inner.klines(s, i, l),
    close: async () => {
      closed = true
    },
  }
  return { upstream, inner, held, calls: () => subscribeCalls, closed: () => closed }
}

t.test('many listeners on one symbol make exactly one upstream subscription', async t => {
  const { upstream, inner, held, calls } = countingUpstream()
  const shared = new SharedFeed(upstream)
  const seen = [0, 0, 0]
  seen.forEach((_, n) => shared.subscribe('BTCUSDT', { trade: () => (seen[n]! += 1) }))
  shared.subscribe('btcusdt', {})
  t.equal(calls(), 1)
  t.equal(held.get('BTCUSDT'), 1)
  t.same(shared.activeSymbols(), ['BTCUSDT'])
  for (let n = 1; n <= 10; n++) inner.tick(startAt + n * 1000)
  t.ok(seen[0]! > 0, 'listeners receive trades')
  t.equal(seen[1], seen[0])
  t.equal(seen[2], seen[0])
})

t.test('the upstream subscription is released with the last listener, and renewed by the next', async t => {
  const { upstream, held, calls } = countingUpstream()
  const shared = new SharedFeed(upstream)
  const a = shared.subscribe('ETHUSDT', {})
  const b = shared.subscribe('ETHUSDT', {})
  a()
  a()
  t.equal(held.get('ETHUSDT'), 1, 'still held while one listener remains')
  b()
  t.equal(held.get('ETHUSDT'), 0, 'released')
  t.same(shared.activeSymbols(), [])
  shared.subscribe('ETHUSDT', {})
  t.equal(held.get('ETHUSDT'), 1)
  t.equal(calls(), 2)
})

t.test('each symbol gets its own upstream subscription', async t => {
  const { upstream, held } = countingUpstream()
  const shared = new SharedFeed(upstream)
  shared.subscribe('BTCUSDT', {})
  shared.subscribe('ETHUSDT', {})
  shared.subscribe('ETHUSDT', {})
  t.same(Object.fromEntries(held), { BTCUSDT: 1, ETHUSDT: 1 })
})

t.test('closing releases every upstream subscription and closes the upstream', async t => {
  const { upstream, held, closed } = countingUpstream()
  const shared = new SharedFeed(upstream)
  shared.subscribe('BTCUSDT', {})
  shared.subscribe('ETHUSDT', {})
  await shared.close()
  t.same(Object.fromEntries(held), { BTCUSDT: 0, ETHUSDT: 0 })
  t.ok(closed())
})

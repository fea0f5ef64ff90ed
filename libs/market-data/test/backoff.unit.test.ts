import t from 'tap'
import { backoffDelay } from '../src/binance/backoff'
import { RateLimiter } from '../src/binance/rateLimiter'

const policy = { initialMs: 1000, maxMs: 30_000 }

t.test('the backoff ceiling doubles each attempt and stops at the cap', async t => {
  const highest = (attempt: number) => backoffDelay(attempt, policy, () => 1)
  t.same([0, 1, 2, 3, 4, 5, 6, 20].map(highest), [1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
})

t.test('jitter moves a delay between half its ceiling and the whole of it', async t => {
  t.equal(backoffDelay(2, policy, () => 0), 2000)
  t.equal(backoffDelay(2, policy, () => 0.5), 3000)
  t.equal(backoffDelay(2, policy, () => 0.999), 3998)
})

t.test('the rate limiter lets `max` events through in a window, then says how long to wait', async t => {
  const limiter = new RateLimiter(3, 1000)
  for (const at of [0, 100, 200]) {
    t.equal(limiter.waitAt(at), 0)
    limiter.record(at)
  }
  t.equal(limiter.waitAt(300), 700, 'until the first one leaves the window')
  t.equal(limiter.waitAt(1000), 0, 'the first has left')
  limiter.record(1000)
  t.equal(limiter.waitAt(1000), 100)
})

t.test('a rate limiter allowing nothing is refused', async t => {
  t.throws(() => new RateLimiter(0, 1000), RangeError)
})

import t from 'tap'
import { retryDelay, untilDone } from '../src/retry'

t.test('the back-off doubles from the initial delay up to the maximum', async (t) => {
  const policy = { initialDelayMs: 100, maxDelayMs: 1_000 }
  t.same([1, 2, 3, 4, 5, 6].map((n) => retryDelay(policy, n)), [100, 200, 400, 800, 1_000, 1_000])
})

t.test('a failing attempt is retried until it succeeds, reporting each failure with its number', async (t) => {
  const failures: number[] = []
  const pauses: number[] = []
  let calls = 0
  const done = await untilDone(
    async () => {
      if (++calls < 3) throw new Error('not yet')
    },
    { policy: { initialDelayMs: 10, maxDelayMs: 100 }, keepGoing: () => true, onError: (_, n) => failures.push(n), pause: async (ms) => void pauses.push(ms) },
  )
  t.equal(done, true)
  t.same(failures, [1, 2])
  t.same(pauses, [10, 20])
})

t.test('retrying stops without a report once the consumer is stopping', async (t) => {
  let running = true
  const failures: number[] = []
  const done = await untilDone(
    async () => {
      running = false
      throw new Error('cut short by the shutdown')
    },
    { policy: { initialDelayMs: 10, maxDelayMs: 100 }, keepGoing: () => running, onError: (_, n) => failures.push(n), pause: async () => {} },
  )
  t.equal(done, false)
  t.same(failures, [])
})

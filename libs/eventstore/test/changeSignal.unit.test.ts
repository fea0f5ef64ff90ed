import t from 'tap'
import { ChangeSignal } from '../src/changeSignal'

/** A signal on a clock the test moves; timers fire only when the test advances past them. */
function scheduled(minIntervalMs: number) {
  let now = 0
  const timers: { at: number; fire: () => void }[] = []
  const signal = new ChangeSignal({ minIntervalMs, now: () => now, setTimer: (fire, ms) => timers.push({ at: now + ms, fire }) })
  const advance = (ms: number) => {
    now += ms
    for (const timer of timers.filter(t => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1)
      timer.fire()
    }
  }
  return { signal, advance, timers }
}

t.test('without an interval every change fires at once', async t => {
  const signal = new ChangeSignal()
  signal.notify()
  signal.notify()
  t.equal(signal.generation, 2)
})

t.test('a burst fires once at its start and once when the interval ends, and no change is lost', async t => {
  const { signal, advance, timers } = scheduled(5)
  signal.notify()
  t.equal(signal.generation, 1, 'the first change of a quiet log wakes readers at once')
  signal.notify()
  signal.notify()
  signal.notify()
  t.equal(signal.generation, 1, 'changes within the interval wait for its end')
  t.equal(timers.length, 1, 'they share one wake-up')
  advance(4)
  t.equal(signal.generation, 1)
  advance(1)
  t.equal(signal.generation, 2, 'the changes of the interval fire together at its end')
  advance(10)
  signal.notify()
  t.equal(signal.generation, 3, 'after a quiet interval the next change fires at once again')
})

t.test('a reader waiting on a generation is woken by the delayed wake-up', async t => {
  const { signal, advance } = scheduled(5)
  signal.notify()
  const seen = signal.generation
  signal.notify()
  let woken = false
  const stop = new AbortController()
  const waiting = signal.wait(seen, undefined, stop.signal).then(() => (woken = true))
  await Promise.resolve()
  t.equal(woken, false, 'the change is held until the interval ends')
  advance(5)
  await waiting
  t.equal(woken, true)
})

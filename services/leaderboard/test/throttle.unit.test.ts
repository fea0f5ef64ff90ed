import t from 'tap'
import { ItemThrottle, Throttle, type Throttled } from '../src/push/throttle'

t.test('a drain forgets keys whose interval passed with nothing held, and stops at the first key still inside its interval', async t => {
  const sent: string[] = []
  const throttle = new Throttle<string>(1000)
  throttle.offer('a', 0, () => sent.push('a1'))
  throttle.offer('b', 500, () => sent.push('b1'))
  throttle.offer('b', 600, () => sent.push('b2'))
  throttle.drain(1000)
  t.same(sent, ['a1', 'b1'])
  t.equal(throttle.trackedCount, 1, 'a is forgotten; b is held')
  throttle.drain(1500)
  t.same(sent, ['a1', 'b1', 'b2'])
  throttle.offer('a', 1600, () => sent.push('a2'))
  t.same(sent.at(-1), 'a2', 'a forgotten key sends at once')
})

interface Item extends Throttled {
  name: string
  figure: number
}
const item = (name: string): Item => ({ name, figure: 0, sentAt: undefined, held: false })

t.test('items go out at most once per interval, the held-back send carrying the latest figures', async t => {
  const sent: string[] = []
  const throttle = new ItemThrottle<Item>(1000, i => sent.push(`${i.name}${i.figure}`))
  const [a, b] = [item('a'), item('b')]
  throttle.offer(a, 0)
  a.figure = 1
  throttle.offer(a, 400)
  a.figure = 2
  throttle.offer(a, 900)
  throttle.offer(b, 900)
  t.equal(throttle.pendingCount, 1)
  throttle.drain(999)
  t.same(sent, ['a0', 'b0'])
  throttle.drain(1000)
  t.same(sent, ['a0', 'b0', 'a2'], 'one send, with the latest figure')
  t.equal(throttle.pendingCount, 0)
  throttle.drain(5000)
  t.same(sent, ['a0', 'b0', 'a2'], 'nothing held, nothing sent')
})

t.test('an item sent again after its interval leaves no second send behind', async t => {
  const sent: string[] = []
  const throttle = new ItemThrottle<Item>(1000, i => sent.push(`${i.name}@${i.sentAt}`))
  const a = item('a')
  throttle.offer(a, 0)
  throttle.offer(a, 1200)
  throttle.offer(a, 1300)
  throttle.drain(1300)
  t.same(sent, ['a@0', 'a@1200'], 'the stale entry of the first send sends nothing')
  throttle.drain(2200)
  t.same(sent, ['a@0', 'a@1200', 'a@2200'])
})

t.test('thousands of items: each drain sends only those due, in the order they were sent', async t => {
  let sent = 0
  const throttle = new ItemThrottle<Item>(1000, () => sent++)
  const items = Array.from({ length: 5000 }, (_, i) => item(`p${i}`))
  items.forEach((it, i) => i % 2 === 0 && throttle.offer(it, 0))
  items.forEach((it, i) => i % 2 === 1 && throttle.offer(it, 500))
  items.forEach(it => throttle.offer(it, 600))
  t.equal(sent, 5000)
  throttle.drain(1000)
  t.equal(sent, 7500, 'the half sent at 0 are due')
  throttle.drain(1500)
  t.equal(sent, 10000)
  t.equal(throttle.pendingCount, 0)
})

import t from 'tap'
import { Listeners } from '../src/listeners'
import type { Trade } from '../src/index'

const trade: Trade = { symbol: 'BTCUSDT', id: 1, price: '67000.00', qty: '0.1', time: 1, buyerIsMaker: false }

t.test('a listener that throws is reported and the others still receive the message', async t => {
  const errors: unknown[] = []
  const listeners = new Listeners(error => errors.push(error))
  const got: number[] = []
  listeners.add('BTCUSDT', { trade: () => got.push(1) })
  listeners.add('BTCUSDT', { trade: () => { throw new Error('boom') } })
  listeners.add('BTCUSDT', { trade: () => got.push(3) })
  listeners.emit('BTCUSDT', 'trade', trade)
  t.same(got, [1, 3])
  t.equal((errors[0] as Error).message, 'boom')
})

t.test('the same listener subscribed twice receives twice and needs two unsubscribes', async t => {
  const listeners = new Listeners()
  let count = 0
  const listener = { trade: () => (count += 1) }
  const first = listeners.add('BTCUSDT', listener)
  listeners.add('BTCUSDT', listener)
  listeners.emit('BTCUSDT', 'trade', trade)
  t.equal(count, 2)
  first()
  listeners.emit('BTCUSDT', 'trade', trade)
  t.equal(count, 3)
  t.ok(listeners.has('BTCUSDT'))
})

t.test('a listener removed by another during delivery is not called', async t => {
  const listeners = new Listeners()
  const got: string[] = []
  let removeSecond = () => {}
  listeners.add('BTCUSDT', { trade: () => { got.push('first'); removeSecond() } })
  removeSecond = listeners.add('BTCUSDT', { trade: () => got.push('second') })
  listeners.emit('BTCUSDT', 'trade', trade)
  t.same(got, ['first'])
})

t.test('first and last hooks fire as a symbol gains its first and loses its last listener', async t => {
  const listeners = new Listeners()
  const log: string[] = []
  const hooks = { onFirst: () => log.push('first'), onLast: () => log.push('last') }
  const a = listeners.add('ETHUSDT', {}, hooks)
  const b = listeners.add('ETHUSDT', {}, hooks)
  a()
  b()
  b()
  t.same(log, ['first', 'last'])
  t.notOk(listeners.has('ETHUSDT'))
})

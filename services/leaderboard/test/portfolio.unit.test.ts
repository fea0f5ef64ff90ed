import t from 'tap'
import { Throttle } from '../src/push/throttle'
import { Decimal, gainPercent, isRanked, portfolioValue, scoreOf } from '../src/domain/portfolio'

const d = (text: string) => new Decimal(text)

t.test('portfolio value is free and reserved USDT plus each holding at its last price', async t => {
  const value = portfolioValue({ usdt: d('4877.3595'), holdings: new Map([['BTCUSDT', d('0.05')], ['ETHUSDT', d('0.5')]]) }, s => ({ BTCUSDT: d('67234.54'), ETHUSDT: d('3521.83') })[s])
  t.equal(value.toFixed(8), '10000.00150000')
  t.equal(portfolioValue({ usdt: d('10'), holdings: new Map([['XRPUSDT', d('3')]]) }, () => undefined).toFixed(), '10', 'an unpriced holding adds nothing')
})

t.test('gain is measured against the virtual fund, in percent', async t => {
  t.equal(gainPercent(d('10500'), d('10000')).toFixed(), '5')
  t.equal(gainPercent(d('9900'), d('10000')).toFixed(), '-1')
  t.equal(gainPercent(d('5'), d('0')).toFixed(), '0', 'a zero fund gives no percentage rather than a division by zero')
})

t.test('a score is the 8-place value as a number, so equal values are equal scores', async t => {
  t.equal(scoreOf(d('10000.00150000')), scoreOf(d('10000.0015')))
  t.not(scoreOf(d('10000.00000001')), scoreOf(d('10000.00000002')))
})

t.test('players rank from their fifth order', async t => {
  t.same([4, 5, 6].map(isRanked), [false, true, true])
})

t.test('the throttle sends at most once per interval per key, and the held-back send is the latest', async t => {
  const sent: string[] = []
  const throttle = new Throttle(1000)
  throttle.offer('a', 0, () => sent.push('a1'))
  throttle.offer('a', 400, () => sent.push('a2'))
  throttle.offer('a', 900, () => sent.push('a3'))
  throttle.offer('b', 900, () => sent.push('b1'))
  throttle.drain(999)
  t.same(sent, ['a1', 'b1'])
  throttle.drain(1000)
  t.same(sent, ['a1', 'b1', 'a3'], 'a2 was superseded by a3')
  t.equal(throttle.pendingCount, 0)
})

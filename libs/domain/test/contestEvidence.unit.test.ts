import t from 'tap'
import { applyFill, expectedFill, fillTotal, gainPercentOf, limitCrossedBy, openBook, orderReservation, valueOfHoldings, Decimal } from '../src/index'

t.test('a limit is crossed by a market at or through it, never the other side', async t => {
  t.ok(limitCrossedBy('Buy', '100', '100'))
  t.ok(limitCrossedBy('Buy', '100', '99.99'))
  t.notOk(limitCrossedBy('Buy', '100', '100.01'))
  t.ok(limitCrossedBy('Sell', '100', '100.01'))
  t.notOk(limitCrossedBy('Sell', '100', '99.99'))
})

t.test('a resting order fills at its limit, one marketable or triggered at the market price', async t => {
  const buy = { side: 'Buy' as const, limit: '60000', amount: '0.1', reserved: '6000.00000000', market: '59000' }
  const resting = expectedFill({ ...buy, way: 'resting' })
  t.same([resting.price.toFixed(8), resting.total.toFixed(8), resting.released.toFixed(8)], ['60000.00000000', '6000.00000000', '0.00000000'])
  const atOnce = expectedFill({ ...buy, way: 'atPlacement' })
  t.same([atOnce.price.toFixed(8), atOnce.total.toFixed(8), atOnce.released.toFixed(8)], ['59000.00000000', '5900.00000000', '100.00000000'], 'a buy releases what it did not use')
  const stop = expectedFill({ side: 'Sell', way: 'stopTriggered', limit: '3000', amount: '0.5', reserved: '0.5', market: '3010.5' })
  t.same([stop.price.toFixed(), stop.total.toFixed(8), stop.released.toFixed()], ['3010.5', '1505.25000000', '0'])
  t.equal(fillTotal('0.333333333', '3').toFixed(8), '1.00000000', 'totals are half-up to 8 places')
  t.equal(orderReservation('Sell', '100', '0.25').toFixed(), '0.25', 'a sell reserves its quantity')
})

t.test('a portfolio is its USDT plus each holding at its price, and its gain is against the fund', async t => {
  const book = openBook('10000')
  applyFill(book, { side: 'Buy', symbol: 'BTCUSDT', amount: '0.1', total: '6000' })
  applyFill(book, { side: 'Sell', symbol: 'BTCUSDT', amount: '0.05', total: '3100' })
  t.same([book.usdt.toFixed(), book.holdings.get('BTCUSDT')!.toFixed(), book.filledTrades], ['7100', '0.05', 2])
  const value = valueOfHoldings(book.usdt, book.holdings, () => new Decimal('61000'))
  t.equal(value.toFixed(8), '10150.00000000')
  t.equal(gainPercentOf(value, new Decimal('10000')).toFixed(), '1.5')
  applyFill(book, { side: 'Sell', symbol: 'BTCUSDT', amount: '0.05', total: '3000' })
  t.notOk(book.holdings.has('BTCUSDT'), 'an emptied holding is gone')
})

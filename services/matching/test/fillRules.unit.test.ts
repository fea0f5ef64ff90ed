import t from 'tap'
import { freeQuantity, freeUsdt } from '../src/domain/account'
import { opened, place, run, trade, types, when } from './support/decider'

const buy = (orderId: string, price: string, amount: string, lastPrice?: string) => place({ orderId, orderType: 'Buy', price, amount, lastPrice })
const sell = (orderId: string, price: string, amount: string, lastPrice?: string) => place({ orderId, orderType: 'Sell', price, amount, lastPrice })
/** An account holding 0.2 BTC bought at 50,000 (10,000 USDT spent of 20,000). */
const holdingBtc = () => run([opened('20000')], [buy('seed', '50000', '0.2', '50000')])

t.test('a buy below the market rests pending and reserves price x amount', async t => {
  const { events, state } = when([opened()], buy('o1', '60000', '0.1', '61000'))
  t.same(types(events), ['OrderPlaced'])
  t.match(events[0]!.data, { price: '60000.00000000', amount: '0.10000000', reserved: '6000.00000000', transType: 'limit', stopLoss: null })
  t.equal(freeUsdt(state).toFixed(8), '4000.00000000')
  t.equal(state.usdt.toFixed(8), '10000.00000000', 'reserved USDT is still held')
})

t.test('a marketable buy fills at once at the last price and releases what it did not use', async t => {
  const { events, state } = when([opened()], buy('o1', '60000', '0.1', '59000'))
  t.same(types(events), ['OrderPlaced', 'OrderFilled'])
  t.match(events[1]!.data, { price: '59000.00000000', total: '5900.00000000', released: '100.00000000', tradeId: null })
  t.equal(state.usdt.toFixed(8), '4100.00000000')
  t.equal(state.reservedUsdt.toFixed(8), '0.00000000')
  t.equal(state.holdings.get('BTCUSDT')?.quantity.toFixed(8), '0.10000000')
  t.equal(state.holdings.get('BTCUSDT')?.cost.toFixed(8), '5900.00000000')
})

t.test('a buy at exactly the last price is marketable', async t => {
  t.same(types(when([opened()], buy('o1', '60000', '0.1', '60000')).events), ['OrderPlaced', 'OrderFilled'])
})

t.test('without a last price an order rests, whatever its limit', async t => {
  t.same(types(when([opened()], buy('o1', '99999', '0.01')).events), ['OrderPlaced'])
})

t.test('a resting buy fills at its limit when the market trades at or below it, not above', async t => {
  const given = run([opened()], [buy('o1', '60000', '0.1', '61000')])
  t.same(when(given, trade('o1', 7, '60000.01')).events, [], 'a trade above the limit leaves it resting')
  const atLimit = when(given, trade('o1', 8, '60000'))
  t.same(types(atLimit.events), ['OrderFilled'])
  const below = when(given, trade('o1', 9, '59000'))
  t.match(below.events[0]!.data, { price: '60000.00000000', total: '6000.00000000', released: '0.00000000', tradeId: 9, marketPrice: '59000.00000000' }, 'the trade price that crossed it is kept for the evidence')
  t.equal(below.state.usdt.toFixed(8), '4000.00000000', 'a resting buy pays its limit, not the trade price')
  t.equal(below.state.reservedUsdt.toFixed(8), '0.00000000')
})

t.test('a sell above the market rests and reserves the quantity it sells', async t => {
  const { events, state } = when(holdingBtc(), sell('s1', '52000', '0.15', '50500'))
  t.same(types(events), ['OrderPlaced'])
  t.match(events[0]!.data, { reserved: '0.15000000' })
  t.equal(freeQuantity(state, 'BTCUSDT').toFixed(8), '0.05000000')
})

t.test('a marketable sell fills at once at the last price', async t => {
  const { events, state } = when(holdingBtc(), sell('s1', '52000', '0.1', '53000'))
  t.same(types(events), ['OrderPlaced', 'OrderFilled'])
  t.match(events[1]!.data, { price: '53000.00000000', total: '5300.00000000', released: '0.00000000' })
  t.equal(state.usdt.toFixed(8), '15300.00000000')
  t.equal(state.holdings.get('BTCUSDT')?.quantity.toFixed(8), '0.10000000')
  t.equal(state.holdings.get('BTCUSDT')?.cost.toFixed(8), '5000.00000000', 'the rest keeps its average cost')
})

t.test('a resting sell fills at its limit when the market trades at or above it, not below', async t => {
  const given = run(holdingBtc(), [sell('s1', '52000', '0.2', '50500')])
  t.same(when(given, trade('s1', 5, '51999.99')).events, [])
  const above = when(given, trade('s1', 6, '52500'))
  t.match(above.events[0]!.data, { price: '52000.00000000', total: '10400.00000000', tradeId: 6 })
  t.equal(above.state.usdt.toFixed(8), '20400.00000000')
  t.notOk(above.state.holdings.has('BTCUSDT'), 'a holding sold in full is gone, cost included')
})

t.test('the same trade applied twice fills once', async t => {
  const given = run([opened()], [buy('o1', '60000', '0.1', '61000'), trade('o1', 8, '59000')])
  t.same(when(given, trade('o1', 8, '59000')).events, [])
  t.same(when(given, trade('o1', 9, '58000')).events, [], 'a filled order takes no second fill')
})

t.test('the same order id placed twice is one order', async t => {
  const given = run([opened()], [buy('o1', '60000', '0.1', '61000')])
  t.same(when(given, buy('o1', '60000', '0.1', '61000')).events, [])
})

t.test('a total that rounds below 8 places is priced half-up, and the reservation matches it', async t => {
  const { events } = when([opened()], buy('o1', '0.33333333', '0.00000003', '1'))
  t.match(events[0]!.data, { reserved: '0.00000001' })
})

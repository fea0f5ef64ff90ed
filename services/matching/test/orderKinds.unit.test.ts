import t from 'tap'
import { OrderFormInvalid } from '../src/domain/errors'
import { opened, place, run, trade, types, when } from './support/decider'

/** Holds 0.1 BTC bought at 50,000. */
const holding = () => run([opened()], [place({ orderId: 'b', orderType: 'Buy', price: '50000', amount: '0.1', lastPrice: '50000' })])

t.test('a market order fills at once at the last price, whatever price the form sent', async t => {
  const buy = when([opened()], place({ orderId: 'm', orderType: 'Buy', kind: 'market', price: '', amount: '0.1', lastPrice: '51000' }))
  t.same(types(buy.events), ['OrderPlaced', 'OrderFilled'])
  t.match(buy.events[0]!.data, { kind: 'market', transType: 'limit', price: '51000.00000000', reserved: '5100.00000000' })
  t.match(buy.events[1]!.data, { price: '51000.00000000', total: '5100.00000000', released: '0.00000000' })
  t.equal(buy.state.reservedUsdt.toFixed(8), '0.00000000')
  const sell = when(holding(), place({ orderId: 'ms', orderType: 'Sell', kind: 'market', price: '1', amount: '0.1', lastPrice: '49000' }))
  t.match(sell.events.at(-1)!.data, { price: '49000.00000000', total: '4900.00000000' })
})

t.test('a market order without a market price is refused with a reason, not parked', async t => {
  t.throws(() => when([opened()], place({ orderId: 'm', orderType: 'Buy', kind: 'market', price: '', amount: '0.1' })),
    new OrderFormInvalid({ bprice: 'There is no market price yet: place a limit order' }))
})

t.test('a market buy above the free balance at the last price is refused', async t => {
  t.throws(() => when([opened('1000')], place({ orderId: 'm', orderType: 'Buy', kind: 'market', price: '', amount: '1', lastPrice: '50000' })),
    new OrderFormInvalid({ btotal: 'Insufficient balance' }))
})

t.test('a stop-loss (market) sell waits above its stop, then sells at the price of the trade that reached it', async t => {
  const given = run(holding(), [place({ orderId: 's', orderType: 'Sell', kind: 'stopLoss', price: '', amount: '0.1', stopLoss: '48000', lastPrice: '50000' })])
  t.match(given.at(-1)!.data, { kind: 'stopLoss', transType: 'stopLoss', stopLoss: '48000.00000000', reserved: '0.10000000' })
  t.same(when(given, trade('s', 1, '48000.5')).events, [], 'open while the price is above the stop')
  // The market gapped far below the stop: a stop-limit would rest, a stop-loss still sells.
  const { events, state } = when(given, trade('s', 2, '30000'))
  t.same(types(events), ['StopTriggered', 'OrderFilled'])
  t.match(events[1]!.data, { price: '30000.00000000', total: '3000.00000000', tradeId: 2 })
  t.equal(state.usdt.toFixed(8), '8000.00000000')
  t.equal(state.orders.get('s')!.status, 'success')
})

t.test('the reported bug: a sell priced above the market with a stop below it is refused, with the reason', async t => {
  // Before: accepted as a stop, triggered, then rested as a limit the market never came back to.
  t.throws(() => when(holding(), place({ orderId: 's', orderType: 'Sell', price: '52000', amount: '0.1', stopLoss: '48000', lastPrice: '50000' })),
    new OrderFormInvalid({ sprice: 'For a stop-limit sell the limit price must be at or below the stop price: above it the order cannot fill when the stop triggers' }))
  t.throws(() => when(holding(), place({ orderId: 's', orderType: 'Sell', kind: 'stopLimit', price: '48000.00000001', amount: '0.1', stopLoss: '48000' })), OrderFormInvalid)
})

t.test('a stop-limit at or below its stop is taken; it goes open -> triggered -> filled', async t => {
  const given = run(holding(), [place({ orderId: 's', orderType: 'Sell', kind: 'stopLimit', price: '47000', amount: '0.1', stopLoss: '48000', lastPrice: '50000' })])
  t.match(given.at(-1)!.data, { kind: 'stopLimit', price: '47000.00000000' })
  const triggered = when(given, trade('s', 1, '46000'))
  t.same(types(triggered.events), ['StopTriggered'], 'below the limit: triggered, waiting as a limit')
  t.equal(triggered.state.orders.get('s')!.active, true)
  t.equal(triggered.state.orders.get('s')!.status, 'pending')
  const filled = when([...given, ...triggered.events], trade('s', 2, '47100'))
  t.match(filled.events[0]!.data, { price: '47000.00000000' })
})

t.test('stops are for sells; limits and markets carry no stop; the stop is required; the kind must be known', async t => {
  t.throws(() => when([opened()], place({ orderId: 'o', orderType: 'Buy', kind: 'stopLoss', price: '', amount: '1', stopLoss: '5' })), new OrderFormInvalid({ stopLoss: 'Stop loss applies to sell orders only' }))
  t.throws(() => when(holding(), place({ orderId: 'o', orderType: 'Sell', kind: 'limit', price: '1', amount: '0.1', stopLoss: '5' })), new OrderFormInvalid({ stopLoss: 'Only stop-loss and stop-limit orders have a stop price' }))
  t.throws(() => when(holding(), place({ orderId: 'o', orderType: 'Sell', kind: 'stopLoss', price: '', amount: '0.1' })), new OrderFormInvalid({ stopLoss: 'Please enter the stop price' }))
  t.throws(() => when(holding(), place({ orderId: 'o', orderType: 'Sell', kind: 'iceberg', price: '1', amount: '0.1' })), new OrderFormInvalid({ kind: 'Please choose Market, Limit, Stop-loss or Stop-limit' }))
})

t.test('events written before the kind existed read as limit or stop-limit', async t => {
  const legacy = run(holding(), [place({ orderId: 's', orderType: 'Sell', price: '47000', amount: '0.1', stopLoss: '48000', lastPrice: '50000' })])
  const placed = legacy.at(-1)!
  if (placed.type !== 'OrderPlaced') throw new Error('expected OrderPlaced')
  const { kind: _kind, ...old } = placed.data
  const state = run([...legacy.slice(0, -1), { type: 'OrderPlaced', data: old }], [])
  t.equal(when(state, trade('s', 9, '49000')).state.orders.get('s')!.kind, 'stopLimit')
  t.equal(when(state, trade('s', 9, '49000')).state.orders.get('b')!.kind, 'limit')
})

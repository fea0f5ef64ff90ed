import t from 'tap'
import { deciderSpec } from '@arena/testing'
import { freeQuantity, freeUsdt } from '../src/domain/account'
import { accountDecider } from '../src/domain/decide'
import { OrderFormInvalid, OrderRefused } from '../src/domain/errors'
import { cancel, opened, place, run, trade, types, when } from './support/decider'

const buy = (orderId: string, price: string, amount: string, lastPrice = '70000') => place({ orderId, orderType: 'Buy', price, amount, lastPrice })
const sell = (orderId: string, price: string, amount: string, lastPrice = '40000') => place({ orderId, orderType: 'Sell', price, amount, lastPrice })

t.test('a second buy fits only what the first left free', async t => {
  const given = run([opened()], [buy('o1', '60000', '0.1'), buy('o2', '30000', '0.1')])
  t.equal(freeUsdt(when(given, buy('o3', '1', '1000')).state).toFixed(8), '0.00000000', 'the last 1,000 USDT fits exactly')
  t.throws(() => when(given, buy('o3', '1', '1000.00000001')), new OrderFormInvalid({ btotal: 'Insufficient balance' }))
})

t.test('cancelling a buy releases its reservation, so a buy refused before now fits', async t => {
  const given = run([opened()], [buy('o1', '60000', '0.1')])
  t.throws(() => when(given, buy('o2', '50000', '0.1')), OrderFormInvalid)
  const cancelled = when(given, cancel('o1'))
  t.same(types(cancelled.events), ['OrderCancelled'])
  t.match(cancelled.events[0]!.data, { reason: 'user', released: '6000.00000000' })
  t.equal(freeUsdt(cancelled.state).toFixed(8), '10000.00000000')
  t.same(types(when([...given, ...cancelled.events], buy('o2', '50000', '0.1')).events), ['OrderPlaced'])
})

t.test('a sell may not reserve more than the holding left free by other sells', async t => {
  const given = run([opened()], [buy('b', '50000', '0.1', '50000'), sell('s1', '60000', '0.06')])
  t.equal(freeQuantity(when(given, sell('s2', '60000', '0.04')).state, 'BTCUSDT').toFixed(8), '0.00000000', 'the last 0.04 fits exactly')
  t.throws(() => when(given, sell('s2', '60000', '0.04000001')), new OrderFormInvalid({ samount: 'Insufficient quantity' }))
  t.throws(() => when(given, place({ orderId: 'e1', orderType: 'Sell', price: '1', amount: '1', symbol: 'ETHUSDT' })), new OrderFormInvalid({ samount: 'Insufficient quantity' }), 'nothing held, nothing to sell')
})

t.test('cancelling a sell gives its quantity back to the free holding', async t => {
  const given = run([opened()], [buy('b', '50000', '0.1', '50000'), sell('s1', '60000', '0.06')])
  const { events, state } = when(given, cancel('s1'))
  t.match(events[0]!.data, { released: '0.06000000', orderType: 'Sell' })
  t.equal(freeQuantity(state, 'BTCUSDT').toFixed(8), '0.10000000')
})

t.test('a filled order cannot be cancelled, and an unknown one is not found', async t => {
  const given = run([opened()], [buy('o1', '60000', '0.1'), trade('o1', 1, '59000')])
  const spec = deciderSpec(accountDecider)
  spec.given(given).when(cancel('o1')).thenRefuses(OrderRefused, 'orderNotOpen')
  spec.given(given).when(cancel('nope')).thenRefuses(OrderRefused, 'orderNotFound')
  // nor cancelled twice
  spec.given(run(given, [buy('o2', '1', '1'), cancel('o2')])).when(cancel('o2')).thenRefuses(OrderRefused, 'orderNotOpen')
})

t.test('a marketable buy frees the difference between its limit and the price it got', async t => {
  const { state } = when([opened()], buy('o1', '60000', '0.1', '55000'))
  t.equal(freeUsdt(state).toFixed(8), '4500.00000000')
})

t.test('freezing the account cancels every pending order and releases all it reserved', async t => {
  const given = run([opened()], [buy('b', '50000', '0.1', '50000'), buy('o1', '40000', '0.1'), sell('s1', '60000', '0.1')])
  const { events, state } = when(given, { type: 'FreezeAccount', contestId: 'c0ffee00-0000-4000-8000-000000000001', userId: 'player-1', reason: 'contestEnded' })
  t.same(types(events), ['OrderCancelled', 'OrderCancelled', 'AccountFrozen'])
  t.match(events[0]!.data, { orderId: 'o1', reason: 'contestEnded' })
  t.equal(state.reservedUsdt.toFixed(8), '0.00000000')
  t.equal(freeQuantity(state, 'BTCUSDT').toFixed(8), '0.10000000')
  t.ok(state.frozen)
})

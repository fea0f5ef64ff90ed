import t from 'tap'
import { OrderFormInvalid, OrderRefused } from '../src/domain/errors'
import { contest, endAt, opened, place, run, startAt, trade, types, when } from './support/decider'

const msBefore = (iso: string, ms = 1) => new Date(Date.parse(iso) - ms).toISOString()
/** Holds 0.1 BTC bought at 50,000. */
const holding = () => run([opened()], [place({ orderId: 'b', orderType: 'Buy', price: '50000', amount: '0.1', lastPrice: '50000' })])
const stopSell = (stopLoss: string, price = '47000', lastPrice = '50000') => place({ orderId: 's1', orderType: 'Sell', price, amount: '0.1', stopLoss, lastPrice })

t.test('a stop-loss sell rests inactive and ignores trades above its stop, even above its limit', async t => {
  const given = run(holding(), [stopSell('48000')])
  t.match(given.at(-1)!.data, { transType: 'stopLoss', stopLoss: '48000.00000000', reserved: '0.10000000' })
  t.same(when(given, trade('s1', 1, '48000.01')).events, [])
})

t.test('a stop-loss triggers when the last price falls to its stop and fills at that trade price', async t => {
  const given = run(holding(), [stopSell('48000')])
  const { events, state } = when(given, trade('s1', 2, '48000'))
  t.same(types(events), ['StopTriggered', 'OrderFilled'])
  t.match(events[1]!.data, { price: '48000.00000000', total: '4800.00000000', tradeId: 2 })
  t.equal(state.usdt.toFixed(8), '9800.00000000')
})

t.test('a stop-loss triggered below its limit rests as a limit sell until the market comes back', async t => {
  const given = run(holding(), [stopSell('48000', '47000')])
  const triggered = when(given, trade('s1', 3, '46000'))
  t.same(types(triggered.events), ['StopTriggered'])
  const after = [...given, ...triggered.events]
  t.same(when(after, trade('s1', 4, '46999')).events, [])
  const filled = when(after, trade('s1', 5, '47500'))
  t.match(filled.events[0]!.data, { price: '47000.00000000', tradeId: 5 }, 'then it fills at its limit like any resting sell')
})

t.test('a stop-loss already reached when placed triggers at once', async t => {
  const { events } = when(holding(), stopSell('48000', '47000', '47500'))
  t.same(types(events), ['OrderPlaced', 'StopTriggered', 'OrderFilled'])
  t.match(events[2]!.data, { price: '47500.00000000', tradeId: null })
})

t.test('a stop-loss on a buy, or a malformed one, is a field error', async t => {
  t.throws(() => when([opened()], place({ orderId: 'o', orderType: 'Buy', price: '1', amount: '1', stopLoss: '0.5' })), new OrderFormInvalid({ stopLoss: 'Stop loss applies to sell orders only' }))
  t.throws(() => when(holding(), stopSell('4.8e4')), new OrderFormInvalid({ stopLoss: 'Please enter valid stop loss' }))
  t.same(types(when([opened()], place({ orderId: 'o', orderType: 'Buy', price: '1', amount: '1', stopLoss: '0' })).events), ['OrderPlaced'], 'a zero stop means none')
})

t.test('orders are taken from the first millisecond of the contest to the last before its end', async t => {
  const at = (when: string) => place({ orderId: `o-${when}`, orderType: 'Buy', price: '1', amount: '1', at: when })
  t.throws(() => when([opened()], at(msBefore(startAt))), new OrderRefused('contestNotStarted'))
  t.same(types(when([opened()], at(startAt)).events), ['OrderPlaced'])
  t.same(types(when([opened()], at(msBefore(endAt))).events), ['OrderPlaced'])
  t.throws(() => when([opened()], at(endAt)), new OrderRefused('contestEnded'))
})

t.test('a contest the contest service ended or cancelled takes no order, whatever the clock says', async t => {
  for (const state of ['ended', 'cancelled'] as const) {
    t.throws(() => when([opened()], place({ orderId: 'o', orderType: 'Buy', price: '1', amount: '1', window: contest({ state }) })), new OrderRefused('contestEnded'), state)
  }
})

t.test('a resting order takes no fill at or after the end, nor from a frozen account', async t => {
  const given = run([opened()], [place({ orderId: 'o1', orderType: 'Buy', price: '100', amount: '1' })])
  t.same(types(when(given, trade('o1', 1, '99', msBefore(endAt))).events), ['OrderFilled'])
  t.same(when(given, trade('o1', 1, '99', endAt)).events, [])
  const frozen = run(given, [{ type: 'FreezeAccount', contestId: 'c0ffee00-0000-4000-8000-000000000001', userId: 'player-1', reason: 'contestEnded' }])
  t.same(when(frozen, trade('o1', 2, '99', msBefore(endAt))).events, [])
  t.throws(() => when(frozen, place({ orderId: 'o2', orderType: 'Buy', price: '1', amount: '1' })), new OrderRefused('contestEnded'))
})

t.test('a cancel after the end is refused: the account is frozen with what it holds', async t => {
  const given = run([opened()], [place({ orderId: 'o1', orderType: 'Buy', price: '100', amount: '1' })])
  t.throws(() => when(given, { type: 'CancelOrder', contestId: 'c0ffee00-0000-4000-8000-000000000001', userId: 'player-1', orderId: 'o1', contest: contest(), at: endAt }), new OrderRefused('contestEnded'))
})

t.test('a player who has not joined, or a pair the contest does not trade, is refused', async t => {
  t.throws(() => when([], place({ orderId: 'o', orderType: 'Buy', price: '1', amount: '1' })), new OrderRefused('notJoined'))
  t.throws(() => when([opened()], place({ orderId: 'o', orderType: 'Buy', price: '1', amount: '1', symbol: 'DOGEUSDT' })), new OrderRefused('pairNotTraded'))
})

t.test('each form names its own fields: bprice, bamount, btotal for buys; sprice, samount, total for sells', async t => {
  t.throws(() => when([opened()], place({ orderId: 'o', orderType: 'Buy', price: '', amount: 'abc' })), new OrderFormInvalid({ bprice: 'Please enter valid price', bamount: 'Please enter valid quantity' }))
  t.throws(() => when(holding(), place({ orderId: 'o', orderType: 'Sell', price: '-1', amount: '0' })), new OrderFormInvalid({ sprice: 'Please enter valid price', samount: 'Please enter valid quantity' }))
  t.throws(() => when([opened()], place({ orderId: 'o', orderType: 'Buy', price: '0.00000001', amount: '0.00000001' })), new OrderFormInvalid({ btotal: 'Please enter valid total' }), 'a total that rounds to 0')
  t.throws(() => when(holding(), place({ orderId: 'o', orderType: 'Sell', price: '0.00000001', amount: '0.00000001' })), new OrderFormInvalid({ total: 'Please enter valid total' }))
  t.throws(() => when([opened()], place({ orderId: 'o', orderType: 'Buy', price: '1.000000001', amount: '1' })), new OrderFormInvalid({ bprice: 'Please enter valid price' }), 'more than 8 places')
  t.same(types(when([opened()], place({ orderId: 'o', orderType: 'Buy', price: 1.5, amount: 2 })).events), ['OrderPlaced'], 'numbers are read as typed')
})

t.test('field errors come before the contest window, so a form is corrected first', async t => {
  t.throws(() => when([], place({ orderId: 'o', orderType: 'Buy', price: 'x', amount: '1', at: endAt })), OrderFormInvalid)
})

import t from 'tap'
import { ApiError } from '../src/app/api'
import { contestClosed, contestOpened } from '../src/features/exchange/slice'
import { marketClosed, marketOpened, selectChart, selectDepth, selectTicker, selectTrades } from '../src/features/exchange/marketSlice'
import { orderFieldChanged, orderKindChosen, orderSubmitted, selectOrderForm } from '../src/features/exchange/orderFormSlice'
import { fillMarkers } from '../src/features/exchange/fillMarkers'
import { stateText } from '../src/features/exchange/orderKinds'
import { endNoticeRequested, endNoticeText, selectEndNotice } from '../src/features/exchange/endNoticeSlice'
import { orderCancelRequested, selectCancelledAtEnd, selectOrders } from '../src/features/exchange/ordersSlice'
import { selectCountdown, selectHeaderFigures, selectTimedOut } from '../src/features/exchange/selectors'
import { settle } from './authHarness'
import { answers, CONTEST, contestItem, depth, order, setupExchange, T0, ticker, trade } from './exchangeHarness'
import { RESULT_ATTEMPTS, RESULT_REDIRECT_MS } from '../src/features/contest/resultSagas'
import { resultOf, resultText } from '../src/features/contest/result'

/** One second passes: every 1 s wait (the countdown tick, the account poll) is released. */
function second(clock: ReturnType<typeof setupExchange>['clock']) {
  while (clock.pending.some(wait => wait.ms === 1000)) clock.release(1000)
}

async function opened(setup = setupExchange()) {
  setup.store.dispatch(marketOpened('BTCUSDT'))
  setup.store.dispatch(contestOpened({ contestId: CONTEST }))
  await settle()
  return setup
}

t.test('the book stays hidden until the first depth message, then shows 10 levels a side', async t => {
  const { store, push } = await opened()
  t.equal(selectDepth(store.getState()), null, 'the snapshot had no depth: nothing is drawn')
  push('depth', depth(20, 'ETHUSDT'))
  t.equal(selectDepth(store.getState()), null, 'another symbol’s depth is not ours')
  push('depth', depth(20))
  const book = selectDepth(store.getState())!
  t.equal(book.bids.length, 10)
  t.equal(book.asks.length, 10)
  t.same(book.bids[0], ['100.00000000', '0.50000000'], 'best bid first')
  push('depth', depth(3))
  t.equal(selectDepth(store.getState())!.bids.length, 3, 'each depth replaces the last')
})

t.test('a ticker replaces the last one and trades keep the last 10, extending the chart', async t => {
  const { store, push } = await opened()
  t.equal(selectTicker(store.getState())!.lastPrice, '100.00000000', 'from the snapshot')
  push('ticker', ticker('105.00000000'))
  t.equal(selectTicker(store.getState())!.lastPrice, '105.00000000')
  const twelve = Array.from({ length: 12 }, (_, i) => trade(i + 1, `${101 + i}`))
  push('trades', { symbol: 'BTCUSDT', trades: twelve })
  t.same(selectTrades(store.getState()).map(x => x.id), [3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  const chart = selectChart(store.getState())
  t.equal(chart.candles.length, 1, 'trades in the open minute stay in its candle')
  t.match(chart.candles[0], { open: '100', high: '112', close: '112' })
  push('trades', { symbol: 'BTCUSDT', trades: [...twelve.slice(-9), trade(13, '99', T0 + 61_000)] })
  const after = selectChart(store.getState())
  t.equal(after.candles.length, 2, 'a trade in the next minute opens a candle')
  t.match(after.candles[1], { open: '99', close: '99', volume: '0.1' }, 'repeated trades are not counted twice')
})

t.test('total = price x quantity, and a typed total gives the quantity', async t => {
  const { store } = await opened()
  const form = () => selectOrderForm(store.getState())
  store.dispatch(orderFieldChanged({ side: 'buy', field: 'price', value: '250.5' }))
  store.dispatch(orderFieldChanged({ side: 'buy', field: 'amount', value: '2' }))
  t.equal(form().buy.total, '501')
  store.dispatch(orderFieldChanged({ side: 'buy', field: 'price', value: '100' }))
  t.equal(form().buy.total, '200', 'a new price recomputes the total')
  store.dispatch(orderFieldChanged({ side: 'buy', field: 'total', value: '50' }))
  t.equal(form().buy.amount, '0.5', 'the total sets the quantity')
  t.equal(form().sell.total, '', 'the other form is untouched')
})

t.test('an order is checked with the shared rules, sent, and the server’s field errors shown', async t => {
  let refuse = false
  const setup = setupExchange(answers({
    'order-add': () => {
      if (refuse) throw new ApiError('Insufficient balance', 400, { btotal: 'Insufficient balance' })
      return { status: true, message: 'Order placed successfully', data: order('o-2', 'pending') }
    },
  }))
  const { store, api, toasts } = await opened(setup)
  store.dispatch(orderSubmitted('buy'))
  await settle()
  t.match(selectOrderForm(store.getState()).buy.errors, { bprice: 'Please enter valid price', bamount: 'Please enter valid quantity' })
  t.notOk(api.calls.some(call => call.path === 'order-add'), 'nothing is sent while the form is invalid')

  store.dispatch(orderFieldChanged({ side: 'buy', field: 'price', value: '100' }))
  store.dispatch(orderFieldChanged({ side: 'buy', field: 'amount', value: '0.5' }))
  store.dispatch(orderSubmitted('buy'))
  await settle()
  t.same(api.calls.find(call => call.path === 'order-add')!.body, { contest_id: CONTEST, symbol: 'BTCUSDT', orderType: 'Buy', price: '100', amount: '0.5', kind: 'limit' })
  t.same(toasts().at(-1), ['success', 'Order placed successfully'])
  t.same(selectOrders(store.getState()).open.map(o => o._id).sort(), ['o-1', 'o-2'], 'the new order is open at once')
  t.equal(selectOrderForm(store.getState()).buy.amount, '', 'quantity clears for the next order')

  refuse = true
  store.dispatch(orderFieldChanged({ side: 'buy', field: 'amount', value: '900' }))
  store.dispatch(orderSubmitted('buy'))
  await settle()
  t.same(selectOrderForm(store.getState()).buy.errors, { btotal: 'Insufficient balance' })
  t.same(toasts().at(-1), ['error', 'Insufficient balance'])
})

t.test('an exchangeOrderData fill moves the order from Open Orders to Order History', async t => {
  const { store, push, api } = await opened()
  t.same(selectOrders(store.getState()).open.map(o => o._id), ['o-1'])
  const accountReads = () => api.calls.filter(call => call.path === 'getAccount-data').length
  const before = accountReads()
  push('exchangeOrderData', { contestId: 'other', change: 'filled', order: order('o-9', 'success', 'other') })
  t.same(selectOrders(store.getState()).history, [], 'another contest’s order stays out')
  push('exchangeOrderData', { contestId: CONTEST, change: 'filled', order: order('o-1', 'success') })
  t.same(selectOrders(store.getState()).open, [])
  t.same(selectOrders(store.getState()).history.map(o => o._id), ['o-1'])
  await settle()
  t.ok(accountReads() > before, 'a fill reloads the funds at once')
  push('exchangeOrderData', { contestId: CONTEST, change: 'filled', order: order('o-1', 'success') })
  t.equal(selectOrders(store.getState()).history.length, 1, 'the same fill twice is one row')
})

t.test('cancelling an open order removes it and shows the server message', async t => {
  const { store, api, toasts } = await opened(setupExchange(answers({ 'order-delete': () => ({ status: 200, message: 'Order cancelled successfully' }) })))
  store.dispatch(orderCancelRequested({ _id: 'o-1', orderType: 'Buy' }))
  t.same(selectOrders(store.getState()).cancelling, ['o-1'])
  await settle()
  t.same(api.calls.find(call => call.path === 'order-delete')!.body, { _id: 'o-1', orderType: 'Buy' })
  t.same(selectOrders(store.getState()).open, [])
  t.same(selectOrders(store.getState()).cancelling, [])
  t.same(toasts().at(-1), ['success', 'Order cancelled successfully'])
})

t.test('the gain is green at zero or above and red below, from the account and the portfolio push', async t => {
  const { store, push } = await opened()
  t.match(selectHeaderFigures(store.getState()), { allocatedFund: '10000.000', portfolioValue: '10000.000', gain: '0.000', gainTone: 'up' })
  push('portfolioExchange', { contestId: CONTEST, per: '-0.25', portfoliovalue: '9975' })
  t.match(selectHeaderFigures(store.getState()), { portfolioValue: '9975.000', gain: '-0.250', gainTone: 'down' })
  push('portfolioExchange', { contestId: CONTEST, per: '-0.0001', portfoliovalue: '9999.99' })
  t.match(selectHeaderFigures(store.getState()), { gain: '0.000', gainTone: 'up' }, 'a loss that rounds to zero is not painted red')
  push('portfolioExchange', { contestId: 'other', per: '50', portfoliovalue: '1' })
  t.equal(selectHeaderFigures(store.getState()).gain, '0.000', 'another contest’s figures are ignored')
})

/** The contest as the server answers once `status` says so, and its settled results. */
function settling(endAt: number, results: Record<string, unknown>[]) {
  const contest = { status: 'Running' }
  const answer = answers({
    'contestByID-data': () => ({ status: true, data: { item: contestItem(endAt, contest.status), pair: [] } }),
    'contest-results': () => ({ status: true, data: results }),
  }, endAt)
  return { contest, answer }
}
const resultRow = (userId: string, rank: number, prize: string) => ({
  rank, user_id: userId, name: userId, per: '1.00', percent: '1.00', portfoliovalue: '10100.000', bid_count: 5, order_count: 5, contest_virtualFund: '10000', winner_amount: prize,
})

t.test('the countdown ticks to the end, Time Out shows, then the player\'s own result, then /dashboard', async t => {
  const endAt = T0 + (26 * 3600 + 3 * 60 + 5) * 1000
  const { contest, answer } = settling(endAt, [resultRow('u9', 1, '300.00'), resultRow('u1', 2, '150.00')])
  const setup = setupExchange(answer)
  const { store, clock, navigations, socket, setNow } = await opened(setup)
  t.same(selectCountdown(store.getState()), { days: 1, hours: 2, minutes: 3, seconds: 5 })
  setNow(endAt - 1000)
  second(clock)
  await settle()
  t.same(selectCountdown(store.getState()), { days: 0, hours: 0, minutes: 0, seconds: 1 })
  t.notOk(selectTimedOut(store.getState()))
  setNow(endAt)
  second(clock)
  await settle()
  t.ok(selectTimedOut(store.getState()), 'at the end time')
  t.notOk(socket.joined.has(`contest:${CONTEST}`), 'the contest’s live data is dropped first')
  t.same(store.getState().exchange.result, null, 'settlement has not recorded the result yet')
  contest.status = 'Complete'
  second(clock)
  await settle()
  t.same(store.getState().exchange.result, { status: 'ranked', rank: 2, prize: '150.00' }, 'the player\'s own row, not the winner\'s')
  t.same(resultText(store.getState().exchange.result!).headline, 'You finished 2nd - ₹150.00')
  t.same(navigations, [])
  clock.release(RESULT_REDIRECT_MS)
  await settle()
  t.same(navigations, ['/dashboard'])
})

t.test('results that never come say where to find them, and the player goes on after 3 s', async t => {
  const endAt = T0 + 60_000
  const { answer } = settling(endAt, [])
  const { store, clock, navigations, setNow } = await opened(setupExchange(answer))
  setNow(endAt)
  for (let i = 0; i < RESULT_ATTEMPTS + 1; i++) {
    second(clock)
    await settle()
  }
  t.same(store.getState().exchange.result, { status: 'unavailable' })
  clock.release(3000)
  await settle()
  t.same(navigations, ['/dashboard'])
})

t.test('result texts: a prize, no prize, not ranked, cancelled', async t => {
  t.same(resultText({ status: 'ranked', rank: 1, prize: '150' }).headline, 'You finished 1st - ₹150.00')
  t.same(resultText({ status: 'ranked', rank: 11, prize: '0.00' }), { headline: 'You finished 11th', detail: 'No prize this time. Better luck in the next contest!' })
  t.same(resultText(resultOf([resultRow('u9', 1, '100')], 'u1')).detail, 'You were not ranked: a player needs at least 5 orders to be ranked.')
  t.same(resultText({ status: 'cancelled' }).headline, 'Contest cancelled')
})

t.test('the countdown runs on the server’s clock once a timer push says how far it is', async t => {
  const endAt = T0 + 3600_000
  const { store, push } = await opened(setupExchange(answers({}, endAt)))
  t.same(selectCountdown(store.getState()), { days: 0, hours: 1, minutes: 0, seconds: 0 })
  // The server is 2 minutes ahead of this browser: 58 minutes are left, not 60.
  push('liveContestTimerById', { contestId: CONTEST, endDays: 0, endHours: 0, endMinutes: 58, endSeconds: 0 })
  t.same(selectCountdown(store.getState()), { days: 0, hours: 0, minutes: 58, seconds: 0 })
  push('liveContestTimerById', { contestId: 'other', endDays: 9, endHours: 0, endMinutes: 0, endSeconds: 0 })
  t.equal(selectCountdown(store.getState())!.minutes, 58, 'another contest’s timer is ignored')
})

t.test('a Complete contest times out at once, whatever the clock says', async t => {
  const { contest, answer } = settling(T0 + 3600_000, [resultRow('u1', 3, '0')])
  const { store, push, clock, navigations } = await opened(setupExchange(answer))
  t.notOk(selectTimedOut(store.getState()))
  contest.status = 'Complete'
  push('contestFlagData', { contestId: CONTEST, contestStatus: 'Complete' })
  await settle()
  t.ok(selectTimedOut(store.getState()))
  t.same(store.getState().exchange.result, { status: 'ranked', rank: 3, prize: '0' })
  clock.release(RESULT_REDIRECT_MS)
  await settle()
  t.same(navigations, ['/dashboard'])
})

t.test('the screen follows market and contest topics while open and leaves them when closed', async t => {
  const { store, socket } = await opened()
  t.same([...socket.joined].sort(), [`contest:${CONTEST}`, 'market:BTCUSDT'])
  store.dispatch(marketOpened('ETHUSDT'))
  await settle()
  t.same([...socket.joined].sort(), [`contest:${CONTEST}`, 'market:ETHUSDT'], 'another pair swaps the market topic')
  store.dispatch(marketClosed())
  store.dispatch(contestClosed())
  await settle()
  t.same([...socket.joined], [])
})

t.test('trading stays open until the server’s end instant: a whole-second timer push does not end it early', async t => {
  // The server and this browser agree on the time (server-time answers T0 at T0).
  const endAt = T0 + 10_900
  const { store, push, setNow, clock } = await opened(setupExchange(answers({}, endAt)))
  // The server truly has 10.9 s left and its timer says 10 s (whole seconds, rounded down).
  push('liveContestTimerById', { contestId: CONTEST, endDays: 0, endHours: 0, endMinutes: 0, endSeconds: 10 })
  setNow(endAt - 1)
  // Before the fix the push set the clock to 10 s left at the last tick: over 0.9 s early.
  t.equal(store.getState().exchange.clock.offsetMs, 0)
  second(clock)
  await settle()
  t.notOk(selectTimedOut(store.getState()), 'the form is not locked at end - 1 ms')
  t.ok(clock.pending.some(wait => wait.ms === 1), 'the next tick is due at the end instant itself')
  setNow(endAt)
  clock.release(1)
  await settle()
  t.ok(selectTimedOut(store.getState()), 'Time Out at the end instant')
})

t.test('the exchange clock follows the server’s millisecond time, and a timer push outside its second corrects it', async t => {
  const endAt = T0 + 3600_000
  const { store, push } = await opened(setupExchange(answers({ 'server-time': () => ({ status: true, data: { serverTime: new Date(T0 + 2500).toISOString() } }) }, endAt)))
  t.equal(store.getState().exchange.clock.offsetMs, 2500, 'the server is 2.5 s ahead')
  push('serverTime', { serverTime: new Date(T0 + 1200).toISOString() })
  t.equal(store.getState().exchange.clock.offsetMs, 1200)
  // 3598.8 s left by this clock: a timer of 3598 s agrees, so nothing changes.
  push('liveContestTimerById', { contestId: CONTEST, endDays: 0, endHours: 0, endMinutes: 59, endSeconds: 58 })
  t.equal(store.getState().exchange.clock.offsetMs, 1200)
  // The timer says 3599 s: more than this clock thinks, so the clock moves back to 3599 s left.
  push('liveContestTimerById', { contestId: CONTEST, endDays: 0, endHours: 0, endMinutes: 59, endSeconds: 59 })
  t.equal(store.getState().exchange.clock.offsetMs, 1000)
})

t.test('order types: a market order is sent at the last price, a stop-loss with its stop, a stop-limit that could not fill is refused here', async t => {
  const { store, api } = await opened(setupExchange(answers({
    'order-add': call => ({ status: true, message: 'Order placed successfully', data: { ...order('o-9', 'pending'), ...(call.body as object) } }),
  })))
  const sent = () => api.calls.filter(call => call.path === 'order-add').map(call => call.body)
  store.dispatch(orderKindChosen({ side: 'buy', kind: 'market' }))
  store.dispatch(orderFieldChanged({ side: 'buy', field: 'amount', value: '2' }))
  store.dispatch(orderSubmitted('buy'))
  await settle()
  t.same(sent().at(-1), { contest_id: CONTEST, symbol: 'BTCUSDT', orderType: 'Buy', price: '100.00000000', amount: '2', kind: 'market' })

  store.dispatch(orderKindChosen({ side: 'sell', kind: 'stopLimit' }))
  store.dispatch(orderFieldChanged({ side: 'sell', field: 'stopLoss', value: '90' }))
  store.dispatch(orderFieldChanged({ side: 'sell', field: 'price', value: '95' }))
  store.dispatch(orderFieldChanged({ side: 'sell', field: 'amount', value: '1' }))
  store.dispatch(orderSubmitted('sell'))
  await settle()
  t.equal(sent().length, 1, 'not sent')
  t.match(selectOrderForm(store.getState()).sell.errors, { sprice: /limit price must be at or below the stop price/ })

  store.dispatch(orderKindChosen({ side: 'sell', kind: 'stopLoss' }))
  store.dispatch(orderSubmitted('sell'))
  await settle()
  t.same(sent().at(-1), { contest_id: CONTEST, symbol: 'BTCUSDT', orderType: 'Sell', price: '90', amount: '1', kind: 'stopLoss', stopLoss: '90' })

  store.dispatch(orderKindChosen({ side: 'buy', kind: 'stopLoss' }))
  t.equal(selectOrderForm(store.getState()).buy.kind, 'market', 'stops are not offered on the buy side')
})

t.test('order history keeps cancelled orders with why, and counts those the contest end cancelled', async t => {
  const { store, push } = await opened()
  push('exchangeOrderData', { contestId: CONTEST, change: 'triggered', order: { ...order('o-1', 'pending'), state: 'triggered', triggerPrice: '95' } })
  t.equal(stateText(selectOrders(store.getState()).open[0]!), 'Triggered: waiting at the limit')
  push('exchangeOrderData', { contestId: CONTEST, change: 'cancelled', order: { ...order('o-1', 'cancelled'), cancelReason: 'contestEnded' } })
  const { open, history } = selectOrders(store.getState())
  t.same(open, [])
  t.equal(stateText(history[0]!), 'Cancelled: contest ended')
  t.equal(selectCancelledAtEnd(store.getState()).length, 1)
})

t.test('the player’s fills become chart markers on the candle they fall in', async t => {
  const filled = { ...order('o-1', 'success'), amount: '0.5', executedPrice: '101.5', filledAt: new Date(T0 + 90_000).toISOString() }
  const sold = { ...order('o-2', 'success'), orderType: 'Sell' as const, executedPrice: '99', filledAt: new Date(T0 + 30_000).toISOString() }
  t.same(fillMarkers([filled, sold, order('o-3', 'pending'), { ...filled, _id: 'x', symbol: 'ETHUSDT' }], 'BTCUSDT', '1m'), [
    { candleOpenTime: T0, side: 'Sell', text: 'S 0.5 @ 99.00' },
    { candleOpenTime: T0 + 60_000, side: 'Buy', text: 'B 0.5 @ 101.50' },
  ])
})

t.test('a finished contest’s page can tell the player which open orders its end cancelled', async t => {
  t.equal(endNoticeText(null), null)
  t.equal(endNoticeText({ ended: 0, cancelled: 0 }), null, 'nothing cancelled: nothing said')
  t.match(endNoticeText({ ended: 2, cancelled: 0 }), /^2 open orders of yours were cancelled because the contest ended/)
  const { store, api } = setupExchange(answers({ orders: () => ({ status: true, data: [{ ...order('o-1', 'cancelled'), cancelReason: 'contestEnded' }, order('o-2', 'cancelled')] }) }))
  store.dispatch(endNoticeRequested(CONTEST))
  await settle()
  t.ok(api.calls.some(call => call.path === `orders?contestId=${CONTEST}&status=cancelled`))
  t.same(selectEndNotice(store.getState(), CONTEST), { ended: 1, cancelled: 0 }, 'a cancel by the player is not the end’s')
})

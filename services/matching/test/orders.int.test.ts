import t from 'tap'
import { createContest, join, startExchange } from './support/harness'
import { tradeScript } from './support/tradeScript'

const startMs = Date.parse('2026-03-01T10:00:00.000Z')
const market = () => tradeScript([
  { at: 0, symbol: 'BTCUSDT', price: '60000' },
  { at: 1000, symbol: 'BTCUSDT', price: '59500' },
  { at: 2000, symbol: 'BTCUSDT', price: '58000' },
], startMs)
const orderAdd = (contestId: string, orderType: string, price: unknown, amount: unknown, extra: object = {}) =>
  ({ contest_id: contestId, symbol: 'BTCUSDT', orderType, price, amount, stopLoss: '', ...extra })

async function setUp(t: Parameters<typeof startExchange>[0]) {
  const { feed, play } = market()
  const h = await startExchange(t, { feed })
  const contestId = await createContest(h.store)
  await join(h.store, contestId, 'alice')
  play(0)
  await h.idle()
  return { h, contestId, play }
}

t.test('joining a contest opens an account holding the virtual fund in USDT', async t => {
  const { h, contestId } = await setUp(t)
  const res = await h.call('alice', 'POST', '/api/getAccount-data', { contestId })
  t.equal(res.statusCode, 200)
  t.same(res.json.data, {
    allAccount: [{ _id: 'USDT', totalcurrency: '10000.00000000', price: '1.00000000', reserved: '0.00000000' }],
    total: '10000.00000000', virtualFund: '10000.00000000', per: '0.000',
  })
  const stranger = await h.call('mallory', 'POST', '/api/getAccount-data', { contestId })
  t.equal(stranger.statusCode, 404, 'no account without joining')
})

t.test('an order rests, is listed and pushed, then fills when the market trades through its limit', async t => {
  const { h, contestId, play } = await setUp(t)
  const placed = await h.call('alice', 'POST', '/api/order-add', orderAdd(contestId, 'Buy', '59600', '0.1', { user_id: 'bob' }))
  t.equal(placed.statusCode, 200)
  t.match(placed.json, { status: true, message: 'Order placed successfully', data: { status: 'pending', user_id: 'alice', price: '59600.00000000', total: '5960.00000000', transType: 'limit' } })
  const orderId = placed.json.data._id
  const open = await h.call('alice', 'GET', `/api/orders?contestId=${contestId}&status=pending`)
  t.same(open.json.data.map((o: { _id: string }) => o._id), [orderId], 'listed under Open Orders at once (read-your-writes)')
  t.same(h.pushes.filter(p => p.to === 'user:alice').map(p => `${p.event} ${p.data.change}`), ['exchangeOrderData placed'])
  play(1000)
  await h.idle()
  const history = await h.call('alice', 'GET', `/api/orders?contestId=${contestId}&status=success`)
  t.match(history.json.data, [{ _id: orderId, status: 'success', executedPrice: '59600.00000000', executedTotal: '5960.00000000' }], 'filled at its limit by the trade at 59,500')
  t.match(h.pushes.at(-1), { to: 'user:alice', event: 'exchangeOrderData', data: { contestId, change: 'filled', order: { _id: orderId } } })
  const account = await h.call('alice', 'POST', '/api/getAccount-data', { contestId })
  t.match(account.json.data, { total: '9990.00000000', allAccount: [{ _id: 'USDT', totalcurrency: '4040.00000000', reserved: '0.00000000' }, { _id: 'BTCUSDT', totalcurrency: '0.10000000', price: '59500.00000000' }] }, '4040 + 0.1 x 59,500')
})

t.test('a marketable order fills at once at the market price', async t => {
  const { h, contestId } = await setUp(t)
  const res = await h.call('alice', 'POST', '/api/order-add', orderAdd(contestId, 'Buy', 61000, 0.1))
  t.match(res.json, { status: true, message: 'Order placed and filled successfully', data: { status: 'success', executedPrice: '60000.00000000', executedTotal: '6000.00000000' } })
})

t.test('order-add refuses bad input with the form\'s field keys and changes nothing', async t => {
  const { h, contestId } = await setUp(t)
  const buy = await h.call('alice', 'POST', '/api/order-add', orderAdd(contestId, 'Buy', 'abc', ''))
  t.equal(buy.statusCode, 400)
  t.same(buy.json, { status: false, message: 'Please enter valid price', errors: { bprice: 'Please enter valid price', bamount: 'Please enter valid quantity' } })
  const broke = await h.call('alice', 'POST', '/api/order-add', orderAdd(contestId, 'Buy', '50000', '0.3'))
  t.same(broke.json, { status: false, message: 'Insufficient balance', errors: { btotal: 'Insufficient balance' } })
  const nothing = await h.call('alice', 'POST', '/api/order-add', orderAdd(contestId, 'Sell', '70000', '0.1'))
  t.same(nothing.json.errors, { samount: 'Insufficient quantity' })
  const side = await h.call('alice', 'POST', '/api/order-add', orderAdd(contestId, 'Hold', '1', '1'))
  t.same(side.json.errors, { orderType: 'Please select Buy or Sell' })
  const pair = await h.call('alice', 'POST', '/api/order-add', { ...orderAdd(contestId, 'Buy', '1', '1'), symbol: 'DOGEUSDT' })
  t.match(pair, { statusCode: 409, json: { status: false, message: 'This pair is not traded in this contest' } })
  const outsider = await h.call('mallory', 'POST', '/api/order-add', orderAdd(contestId, 'Buy', '1', '1'))
  t.match(outsider, { statusCode: 403, json: { message: 'Please participate in this contest first' } })
  const orders = await h.call('alice', 'GET', `/api/orders?contestId=${contestId}&status=pending`)
  t.same(orders.json.data, [])
})

t.test('order-delete cancels the caller\'s pending order and releases its reservation', async t => {
  const { h, contestId } = await setUp(t)
  const placed = await h.call('alice', 'POST', '/api/order-add', orderAdd(contestId, 'Buy', '50000', '0.15'))
  const orderId = placed.json.data._id
  const theirs = await h.call('bob', 'POST', '/api/order-delete', { _id: orderId, orderType: 'Buy' })
  t.match(theirs, { statusCode: 404, json: { message: 'Order not found' } }, 'someone else\'s order looks missing')
  const mine = await h.call('alice', 'POST', '/api/order-delete', { _id: orderId, orderType: 'Buy' })
  t.same({ status: mine.json.status, message: mine.json.message }, { status: 200, message: 'Order cancelled successfully' })
  const account = await h.call('alice', 'POST', '/api/getAccount-data', { contestId })
  t.match(account.json.data.allAccount[0], { reserved: '0.00000000', totalcurrency: '10000.00000000' })
  const again = await h.call('alice', 'POST', '/api/order-delete', { _id: orderId, orderType: 'Buy' })
  t.match(again, { statusCode: 409, json: { message: 'Order is already filled or cancelled' } })
  t.match(h.pushes.at(-1), { to: 'user:alice', data: { change: 'cancelled', order: { _id: orderId, status: 'cancelled' } } })
})

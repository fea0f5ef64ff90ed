import t from 'tap'
import { START, createContest, endContest, join, startExchange } from './support/harness'
import { tradeScript } from './support/tradeScript'

const startMs = Date.parse(START)

t.test('a stop-loss goes open -> triggered -> filled, and each state is what the lists and pushes say', async t => {
  const { feed, play } = tradeScript([
    { at: 0, symbol: 'BTCUSDT', price: '50000' },
    { at: 1000, symbol: 'BTCUSDT', price: '46000' },
    { at: 2000, symbol: 'BTCUSDT', price: '47200' },
  ], startMs)
  const h = await startExchange(t, { feed })
  const contestId = await createContest(h.store)
  await join(h.store, contestId, 'alice')
  play(0)
  await h.idle()
  await h.call('alice', 'POST', '/api/order-add', { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', kind: 'market', price: '', amount: '0.1' })
  const placed = await h.call('alice', 'POST', '/api/order-add', {
    contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Sell', kind: 'stopLimit', price: '47000', amount: '0.1', stopLoss: '48000',
  })
  t.match(placed.json.data, { kind: 'stopLimit', state: 'open', status: 'pending', triggeredAt: null })
  const id = placed.json.data._id
  play(1000)
  await h.idle()
  const open = (await h.call('alice', 'GET', `/api/orders?contestId=${contestId}&status=pending`)).json.data
  t.match(open, [{ _id: id, state: 'triggered', triggerPrice: '46000.00000000', status: 'pending' }], 'triggered, still open as a limit')
  t.match(h.pushes.filter(p => p.data.order?._id === id).map(p => p.data.change), ['placed', 'triggered'])
  play(2000)
  await h.idle()
  const history = (await h.call('alice', 'GET', `/api/orders?contestId=${contestId}&status=history`)).json.data
  t.match(history[0], { _id: id, state: 'filled', executedPrice: '47000.00000000', triggerPrice: '46000.00000000' })
  t.match(history[1], { kind: 'market', state: 'filled', executedPrice: '50000.00000000' })
})

t.test('orders cancelled at the contest end are in the history, saying why', async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '60000' }], startMs)
  const h = await startExchange(t, { feed })
  const contestId = await createContest(h.store)
  await join(h.store, contestId, 'alice')
  play(0)
  await h.idle()
  const mine = await h.call('alice', 'POST', '/api/order-add', { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', kind: 'limit', price: '50000', amount: '0.1' })
  const gone = await h.call('alice', 'POST', '/api/order-add', { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', kind: 'limit', price: '40000', amount: '0.1' })
  await h.call('alice', 'POST', '/api/order-delete', { _id: gone.json.data._id, orderType: 'Buy' })
  await endContest(h.store, contestId)
  await h.idle()
  const history = (await h.call('alice', 'GET', `/api/orders?contestId=${contestId}&status=history`)).json.data
  t.match(history.find((o: { _id: string }) => o._id === mine.json.data._id), { state: 'cancelled', cancelReason: 'contestEnded', cancelledAt: String })
  t.match(history.find((o: { _id: string }) => o._id === gone.json.data._id), { state: 'cancelled', cancelReason: 'user' })
  t.same((await h.call('alice', 'GET', `/api/orders?contestId=${contestId}&status=success`)).json.data, [], 'success still lists fills only')
  t.match(await h.call('alice', 'GET', `/api/orders?contestId=${contestId}&status=all`), { statusCode: 400 })
})

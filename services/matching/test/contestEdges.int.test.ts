import t from 'tap'
import { ManualClock } from '@arena/testing'
import { END, START, createContest, endContest, join, startExchange } from './support/harness'
import { tradeScript } from './support/tradeScript'

const startMs = Date.parse(START)
const buy = (contestId: string, price = '50000') => ({ contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', price, amount: '0.1' })

t.test('orders are refused before the start and from the end on, with the contest\'s message', async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '60000' }], startMs)
  const clock = new ManualClock(new Date(startMs - 1))
  const h = await startExchange(t, { feed, clock })
  const contestId = await createContest(h.store)
  await join(h.store, contestId, 'alice')
  play(0)
  await h.idle()
  t.match(await h.call('alice', 'POST', '/api/order-add', buy(contestId)), { statusCode: 409, json: { message: 'Contest has not started yet' } })
  clock.set(START)
  t.match(await h.call('alice', 'POST', '/api/order-add', buy(contestId)), { statusCode: 200, json: { data: { status: 'pending' } } }, 'taken at the first millisecond')
  clock.set(new Date(Date.parse(END) - 1))
  t.match(await h.call('alice', 'POST', '/api/order-add', buy(contestId)), { statusCode: 200 }, 'and at the last one')
  clock.set(END)
  t.match(await h.call('alice', 'POST', '/api/order-add', buy(contestId)), { statusCode: 409, json: { message: 'Contest is over' } })
})

t.test('when the contest ends, resting orders are cancelled, funds released and the account frozen', async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '60000' }, { at: 1000, symbol: 'BTCUSDT', price: '40000' }], startMs)
  const h = await startExchange(t, { feed })
  const contestId = await createContest(h.store)
  await join(h.store, contestId, 'alice')
  play(0)
  await h.idle()
  const placed = await h.call('alice', 'POST', '/api/order-add', buy(contestId))
  await endContest(h.store, contestId)
  await h.idle()
  t.match(h.pushes.at(-1), { to: 'user:alice', data: { change: 'cancelled', order: { _id: placed.json.data._id } } })
  const account = await h.call('alice', 'POST', '/api/getAccount-data', { contestId })
  t.match(account.json.data.allAccount[0], { totalcurrency: '10000.00000000', reserved: '0.00000000' })
  play(1000)
  await h.idle()
  t.same((await h.call('alice', 'GET', `/api/orders?contestId=${contestId}&status=success`)).json.data, [], 'a trade through the old limit fills nothing')
  t.match(await h.call('alice', 'POST', '/api/order-add', buy(contestId)), { statusCode: 409, json: { message: 'Contest is over' } })
  const events = await h.store.readStream(`account-${contestId}-alice`)
  t.same(events.map(e => e.type), ['AccountOpened', 'OrderPlaced', 'OrderCancelled', 'AccountFrozen'])
})

t.test('a player who joins after the end gets an account that is frozen at once', async t => {
  const { feed } = tradeScript([], startMs)
  const h = await startExchange(t, { feed })
  const contestId = await createContest(h.store)
  await endContest(h.store, contestId)
  await join(h.store, contestId, 'late')
  await h.idle()
  const events = await h.store.readStream(`account-${contestId}-late`)
  t.same(events.map(e => e.type), ['AccountOpened', 'AccountFrozen'])
})

import t from 'tap'
import { MemoryEventStore } from '@arena/eventstore'
import { derivedId } from '../src/index'
import { START, createContest, join, startExchange, twoProcesses } from './support/harness'
import { tradeScript } from './support/tradeScript'

const startMs = Date.parse(START)
const script = () => tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '60000' }, { at: 1000, symbol: 'BTCUSDT', price: '59000' }], startMs)
const fillsIn = async (store: MemoryEventStore, stream: string) => (await store.readStream(stream)).filter(e => e.type === 'OrderFilled')

t.test('two matching processes that see the same trade fill the order once, under the id (order, trade) gives it', async t => {
  const trades = script()
  const { play, tradeId } = trades
  const store = new MemoryEventStore()
  const { one: a, two: b, contestId } = await twoProcesses(t, store, trades)
  const placed = await a.call('alice', 'POST', '/api/order-add', { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', price: '59500', amount: '0.1' })
  await b.matching.caughtUpTo(await store.headPosition())
  play(1000)
  await a.idle()
  await b.idle()
  const stream = `account-${contestId}-alice`
  const fills = await fillsIn(store, stream)
  t.equal(fills.length, 1)
  t.equal(fills[0]!.id, derivedId(`${stream}\ntrade:${placed.json.data._id}:${tradeId(1)}\n0`))
  t.match(fills[0]!.data, { price: '59500.00000000', tradeId: tradeId(1) })
})

t.test('a trade that came while matching was down fills the order once when it starts again', async t => {
  const { feed, play } = script()
  const store = new MemoryEventStore()
  const first = await startExchange(t, { feed, store })
  const contestId = await createContest(store)
  await join(store, contestId, 'alice')
  play(0)
  await first.idle()
  await first.call('alice', 'POST', '/api/order-add', { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', price: '59500', amount: '0.1' })
  await first.stop()
  play(1000)
  const stream = `account-${contestId}-alice`
  t.equal((await fillsIn(store, stream)).length, 0, 'nobody was listening')
  const second = await startExchange(t, { feed, store })
  await second.idle()
  t.equal((await fillsIn(store, stream)).length, 1, 'filled from the trades the feed still holds')
  await second.stop()
  const third = await startExchange(t, { feed, store })
  await third.idle()
  t.equal((await fillsIn(store, stream)).length, 1, 'and a second restart fills nothing twice')
  const history = await third.call('alice', 'GET', `/api/orders?contestId=${contestId}&status=success`)
  t.match(history.json.data, [{ executedPrice: '59500.00000000' }])
})

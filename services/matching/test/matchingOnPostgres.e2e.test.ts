import t, { type Test } from 'tap'
import { PostgresEventStore } from '@arena/eventstore/postgres'
import { freshSchema, needs } from '@arena/testing'
import { START, twoProcesses } from './support/harness'
import { tradeScript } from './support/tradeScript'

/** A store in a schema no other test uses; dropped when the test ends. */
const postgresStore = (t: Test) => freshSchema(t, 'matching_test').open(place => PostgresEventStore.connect({ ...place, maxConnections: 4 }))

t.test('two matching processes racing for one balance on PostgreSQL accept only what it covers, and fill once', needs('postgres'), async t => {
  const store = await postgresStore(t)
  const trades = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '60000' }, { at: 1000, symbol: 'BTCUSDT', price: '1000' }], Date.parse(START))
  const { play } = trades
  const { one, two, contestId } = await twoProcesses(t, store, trades)
  // Eight buys of 2,000 USDT each, half through each process, all at once: 10,000 covers five.
  const body = { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', price: '2000', amount: '1' }
  const results = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? one : two).call('alice', 'POST', '/api/order-add', body)))
  t.same(results.map(r => r.statusCode).sort(), [200, 200, 200, 200, 200, 400, 400, 400])
  t.same(results.filter(r => r.statusCode === 400).map(r => r.json.errors), Array(3).fill({ btotal: 'Insufficient balance' }))
  await one.idle()
  await two.idle()
  play(1000)
  await one.idle()
  await two.idle()
  const stream = `account-${contestId}-alice`
  const events = await store.readStream(stream)
  t.equal(events.filter(e => e.type === 'OrderFilled').length, 5, 'each accepted order filled once, though both processes saw the trade')
  const account = await two.call('alice', 'POST', '/api/getAccount-data', { contestId })
  t.match(account.json.data.allAccount, [{ _id: 'USDT', totalcurrency: '0.00000000', reserved: '0.00000000' }, { _id: 'BTCUSDT', totalcurrency: '5.00000000' }])
})

import t from 'tap'
import { BreakTaken, newId, originating, streams } from '@arena/contracts'
import { createContest, join, startExchange } from './support/harness'
import { tradeScript } from './support/tradeScript'

const startMs = Date.parse('2026-03-01T10:00:00.000Z')
const orderAdd = (contestId: string) => ({ contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', price: '1000', amount: '0.1', stopLoss: '' })

t.test('a break in the wallet\'s log refuses new orders until it ends; open orders can still be cancelled', async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '60000' }], startMs)
  const h = await startExchange(t, { feed })
  const contestId = await createContest(h.store)
  await join(h.store, contestId, 'alice')
  await join(h.store, contestId, 'bob')
  play(0)
  await h.idle()
  const open = await h.call('alice', 'POST', '/api/order-add', orderAdd(contestId))
  t.equal(open.statusCode, 200)

  // Written by the wallet (here straight into the store, as another process would): no one tells matching.
  const from = h.clock.now().toISOString()
  const until = new Date(h.clock.now().getTime() + 3_600_000).toISOString()
  const data = BreakTaken.parse({ commandId: newId(), kind: 'timeOut', duration: '1h', from, until })
  await h.store.append(streams.wallet('alice'), [{ id: newId(), type: 'BreakTaken', data, metadata: originating('alice', from) }], 'any')

  const refused = await h.call('alice', 'POST', '/api/order-add', orderAdd(contestId))
  t.equal(refused.statusCode, 403)
  t.match(refused.json.errors.contest_id, /time-out until/)
  t.equal((await h.call('bob', 'POST', '/api/order-add', orderAdd(contestId))).statusCode, 200, 'another player plays on')
  t.equal((await h.call('alice', 'POST', '/api/order-delete', { _id: open.json.data._id, orderType: 'Buy' })).statusCode, 200, 'cancelling stays possible')

  h.clock.advance(3_600_000)
  t.equal((await h.call('alice', 'POST', '/api/order-add', orderAdd(contestId))).statusCode, 200, 'once it has ended, orders pass again')
})

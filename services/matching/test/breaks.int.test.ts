import t from 'tap'
import { BreakTaken, newId, originating, streams, type NewEvent } from '@arena/contracts'
import { MemoryEventStore, type ExpectedVersion, type SubscribeAllOptions } from '@arena/eventstore'
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

/** A memory store whose read models can be held back: events reach subscribers only once released. */
function heldLog() {
  const store = new MemoryEventStore()
  const counts = { headReads: 0, orderAppends: 0 }
  let gate: Promise<void> | undefined
  let open = () => {}
  const held = new Proxy(store, {
    get(target, key) {
      if (key === 'subscribeAll') {
        return (options: SubscribeAllOptions) => target.subscribeAll({ ...options, handler: async event => { await gate; return options.handler(event) } })
      }
      if (key === 'headPosition') return () => (counts.headReads++, target.headPosition())
      if (key === 'append') {
        return (stream: string, events: NewEvent[], expected: ExpectedVersion) => {
          if (events.some(e => e.type === 'OrderPlaced')) counts.orderAppends++
          return target.append(stream, events, expected)
        }
      }
      const value: unknown = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  const hold = () => {
    gate = new Promise(resolve => (open = resolve))
  }
  const release = () => {
    open()
    gate = undefined
  }
  return { store: held, counts, hold, release }
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise(resolve => setImmediate(resolve))
}

t.test('an order waits until the read model has applied every event committed before it arrived, then checks for a break', async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '60000' }], startMs)
  const log = heldLog()
  const h = await startExchange(t, { feed, store: log.store })
  const contestId = await createContest(h.store)
  await join(h.store, contestId, 'alice')
  play(0)
  await h.idle()
  // The read model falls behind (another process's break is committed, not yet applied here).
  log.hold()
  const from = h.clock.now().toISOString()
  const data = BreakTaken.parse({ commandId: newId(), kind: 'selfExclusion', duration: '1w', from, until: new Date(h.clock.now().getTime() + 7 * 86_400_000).toISOString() })
  await h.store.append(streams.wallet('alice'), [{ id: newId(), type: 'BreakTaken', data, metadata: originating('alice', from) }], 'any')
  const before = { ...log.counts }
  const answer = h.call('alice', 'POST', '/api/order-add', orderAdd(contestId))
  // Either the order asked for the log's head (and waits for the read model), or it went ahead on the stale model.
  await until(() => log.counts.headReads > before.headReads || log.counts.orderAppends > before.orderAppends)
  log.release()
  const refused = await answer
  t.equal(refused.statusCode, 403, 'refused: the break was committed before the order arrived')
  t.match(refused.json.errors.contest_id, /self-exclusion until/)
  t.equal(log.counts.orderAppends, before.orderAppends, 'nothing was written')
})

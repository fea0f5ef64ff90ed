import t from 'tap'
import { createContest, join, startExchange } from './support/harness'
import { tradeScript } from './support/tradeScript'
import type { BreakOf } from '../src/index'

const startMs = Date.parse('2026-03-01T10:00:00.000Z')
const orderAdd = (contestId: string) => ({ contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', price: '1000', amount: '0.1', stopLoss: '' })

/** The wallet's port as matching sees it: whoever is on a break, until when, by the test's clock. */
function breaksPort(now: () => Date) {
  const breaks = new Map<string, { kind: 'timeOut' | 'selfExclusion'; until: string }>()
  const asked: string[] = []
  const breakOf: BreakOf = async userId => {
    asked.push(userId)
    const latest = breaks.get(userId)
    return latest && Date.parse(latest.until) > now().getTime() ? latest : null
  }
  return { breaks, asked, breakOf }
}

t.test('a break the wallet reports refuses new orders until it ends; open orders can still be cancelled', async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '60000' }], startMs)
  let clockNow = () => new Date(startMs)
  const port = breaksPort(() => clockNow())
  const h = await startExchange(t, { feed, breakOf: port.breakOf })
  clockNow = () => h.clock.now()
  const contestId = await createContest(h.store)
  await join(h.store, contestId, 'alice')
  await join(h.store, contestId, 'bob')
  play(0)
  await h.idle()
  const open = await h.call('alice', 'POST', '/api/order-add', orderAdd(contestId))
  t.equal(open.statusCode, 200)
  const orders = (await h.store.readStream(`account-${contestId}-alice`)).length

  port.breaks.set('alice', { kind: 'timeOut', until: new Date(h.clock.now().getTime() + 3_600_000).toISOString() })
  const refused = await h.call('alice', 'POST', '/api/order-add', orderAdd(contestId))
  t.equal(refused.statusCode, 403)
  t.match(refused.json.errors.contest_id, /time-out until/)
  t.equal((await h.store.readStream(`account-${contestId}-alice`)).length, orders, 'nothing was written')
  t.ok(port.asked.includes('alice'), 'the wallet was asked about the player placing the order')
  t.equal((await h.call('bob', 'POST', '/api/order-add', orderAdd(contestId))).statusCode, 200, 'another player plays on')
  t.equal((await h.call('alice', 'POST', '/api/order-delete', { _id: open.json.data._id, orderType: 'Buy' })).statusCode, 200, 'cancelling stays possible')

  h.clock.advance(3_600_000)
  t.equal((await h.call('alice', 'POST', '/api/order-add', orderAdd(contestId))).statusCode, 200, 'once it has ended, orders pass again')
})

t.test('a self-exclusion is told in its own words', async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '60000' }], startMs)
  const port = breaksPort(() => new Date(startMs))
  const h = await startExchange(t, { feed, breakOf: port.breakOf })
  const contestId = await createContest(h.store)
  await join(h.store, contestId, 'alice')
  play(0)
  await h.idle()
  port.breaks.set('alice', { kind: 'selfExclusion', until: new Date(startMs + 7 * 86_400_000).toISOString() })
  const refused = await h.call('alice', 'POST', '/api/order-add', orderAdd(contestId))
  t.equal(refused.statusCode, 403)
  t.match(refused.json.errors.contest_id, /self-exclusion until/)
})

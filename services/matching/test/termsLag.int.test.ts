import t from 'tap'
import { MemoryEventStore } from '@arena/eventstore'
import { gatedSubscriptions } from '@arena/testing'
import { matchingMessages } from '../src/index'
import { START, createContest, join, startExchange } from './support/harness'
import { tradeScript } from './support/tradeScript'

const startMs = Date.parse(START)

t.test('an order for a contest the terms view has not applied yet waits for it, and is placed', async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '60000' }], startMs)
  const store = new MemoryEventStore()
  const terms = gatedSubscriptions(store)
  const h = await startExchange(t, { feed, store, termsStore: terms.view })
  // The terms view falls behind: the contest is created and joined, and the account opens, without it.
  terms.hold()
  const contestId = await createContest(store)
  await join(store, contestId, 'alice')
  play(0)
  while (!h.matching.account(contestId, 'alice')?.opened) await new Promise(resolve => setImmediate(resolve))
  // The demo traders' way in: no request hooks between the call and the contest's lookup.
  const alice = { id: 'alice', name: 'alice', role: 'player' as const }
  let answered = false
  const placing = h.matching.placeOrder(alice, { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', price: '1000', amount: '0.1' })
  placing.then(() => (answered = true), () => (answered = true))
  for (let i = 0; i < 20; i++) await new Promise(resolve => setImmediate(resolve))
  t.notOk(answered, 'no answer while the terms lack the contest its account names')
  terms.release()
  t.match(await placing, { contest_id: contestId, state: 'open' }, 'placed once the terms caught up, not refused as an unknown contest')
  const unknown = await h.call('alice', 'POST', '/api/order-add', { contest_id: 'no-such-contest', symbol: 'BTCUSDT', orderType: 'Buy', price: '1000', amount: '0.1' })
  t.match(unknown, { statusCode: 404, json: { message: matchingMessages.contestNotFound } }, 'an unknown contest is still refused')
})

import t from 'tap'
import { AccountOpened, newId, originating, streams } from '@arena/contracts'
import { MemoryEventStore } from '@arena/eventstore'
import { buildGateway } from '@arena/gateway'
import { authGuards, createTokenIssuer } from '@arena/service-kit'
import { ManualClock } from '@arena/testing'
import { createContestTermsModule } from '@arena/contest'
import { createMatchingModule } from '../src/index'
import { END, createContest, eventsOf, join, logger } from './support/harness'
import { tradeScript } from './support/tradeScript'

t.test('an order that reaches the server before the end instant counts, even if it is handled after it', async t => {
  const store = new MemoryEventStore()
  const contestId = await createContest(store)
  await join(store, contestId, 'alice')
  await store.append(streams.account(contestId, 'alice'), [{
    id: newId(), type: 'AccountOpened', data: AccountOpened.parse({ contestId, userId: 'alice', virtualFund: '10000' }), metadata: originating('system:matching', END),
  }], 'any')
  const clock = new ManualClock(new Date(Date.parse(END) - 1))
  const issuer = createTokenIssuer({ secret: 'matching-tests-secret-matching-tests', ttlSeconds: 3600, now: () => clock.now() })
  // Counts the module's readings of the clock, so the test knows when the request was stamped.
  let readings = 0
  const counted = { now: () => (readings++, clock.now()) }
  const ctx = { store, clock: counted, logger, issuer, guards: authGuards(issuer), push: { toUser() {}, toTopic() {}, toAll() {} }, dataDir: '/nonexistent' }
  const events = await eventsOf(t, store)
  const contests = createContestTermsModule(ctx)
  const matching = createMatchingModule(ctx, { feed: tradeScript([], Date.parse(END)).feed, events: { bus: events.bus, versions: events.versions }, breakOf: async () => null, contests })
  const app = await buildGateway({ logger, health: {}, routes: [matching.routes!] })
  t.teardown(async () => {
    await app.close()
    await matching.stop?.()
    await contests.stop?.()
  })
  const token = await issuer.issue({ id: 'alice', name: 'alice', role: 'player' })
  const order = (id: string) => app.inject({
    method: 'POST', url: '/api/order-add', headers: { authorization: `Bearer ${token}` },
    payload: { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', kind: 'limit', price: '50000', amount: '0.1', note: id },
  })
  // The request arrives 1 ms before the end and waits for the read model, which is not ready yet.
  const early = order('early')
  while (readings === 0) await new Promise(resolve => setImmediate(resolve))
  clock.set(END)
  await contests.start?.()
  await matching.start?.()
  const answer = await early
  t.equal(answer.statusCode, 200, 'judged at its arrival, not when it was handled')
  t.match(answer.json(), { data: { state: 'open' } })
  const late = await order('late')
  t.match({ statusCode: late.statusCode, message: late.json().message }, { statusCode: 409, message: 'Contest is over' }, 'one that arrives at the end instant is refused')
})

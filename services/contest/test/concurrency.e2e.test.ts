import t, { type Test } from 'tap'
import { kafkaBus, type Bus } from '@arena/bus'
import { PostgresEventStore, WrongExpectedVersion, type EventStore } from '@arena/eventstore'
import { engineUrl, freshSchema, needs, uniqueName as unique, type FreshSchema } from '@arena/testing'
import { handleWalletCommand } from '@arena/wallet'
import { walletOverBus } from '../src/index'
import { addContest, participate } from './contests'
import { startContest, type Harness } from './harness'

/** A store on `schema`, closed when the test ends (the schema is dropped then too). */
const postgresStore = (schema: FreshSchema, migrate = true): Promise<PostgresEventStore> =>
  schema.open(place => PostgresEventStore.connect({ ...place, maxConnections: 4, migrate }))

function kafka(t: Test, service: string): Bus {
  const bus = kafkaBus({
    brokers: (engineUrl('kafka') ?? '').split(','), service, retry: { initialDelayMs: 10, maxDelayMs: 200 },
    sessionTimeoutMs: 6_000, heartbeatIntervalMs: 500, rebalanceTimeoutMs: 10_000, maxWaitTimeMs: 50,
  })
  t.teardown(() => bus.close())
  return bus
}

/** The store, counting appends refused for a stale version: proof that the instances really raced. */
function countingConflicts(store: EventStore, counter: { conflicts: number }): EventStore {
  return new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver)
      if (key !== 'append') return typeof value === 'function' ? value.bind(target) : value
      return async (...args: Parameters<EventStore['append']>) => {
        try {
          return await target.append(...args)
        } catch (error) {
          if (error instanceof WrongExpectedVersion) counter.conflicts++
          throw error
        }
      }
    },
  })
}

/** Two contest instances on one PostgreSQL log, paying through a wallet service reached over Kafka. */
async function cluster(t: Test) {
  const contestSchema = freshSchema(t, 'contest_e2e')
  const walletStore = await postgresStore(freshSchema(t, 'wallet_e2e'))
  const walletService = unique('wallet')
  const counter = { conflicts: 0 }
  const instances: Harness[] = []
  for (let i = 0; i < 2; i++) {
    const store = countingConflicts(await postgresStore(contestSchema, i === 0), counter)
    const bus = kafka(t, unique('contest'))
    instances.push(await startContest(t, { store, walletStore, wallet: () => walletOverBus(bus, { service: walletService, timeoutMs: 60_000 }) }))
  }
  const walletBus = kafka(t, walletService)
  await walletBus.handle(walletService, command => handleWalletCommand(instances[0]!.wallet.handlers, command))
  return { instances, counter, walletStore }
}

/** Both engines, or skipped with the first missing one's reason (a CI run without them fails). */
const engines = { skip: needs('postgres').skip ?? needs('kafka').skip }

const feesOf = async (store: EventStore, userId: string) => (await store.readStream(`wallet-${userId}`)).filter(e => e.type === 'EntryFeeDebited')

t.test('200 players joining a 100-seat contest at once through two instances: exactly 100 join, the others pay nothing', engines, async t => {
  const { instances: [one, two], counter, walletStore } = await cluster(t)
  const contestId = await addContest(one!, { entryFee: '100', max_particepate: '100' })
  await two!.contest.caughtUpTo(await two!.store.headPosition())
  const users = Array.from({ length: 200 }, (_, i) => `player-${i}`)
  await Promise.all(users.map(user => one!.fund(user, { cash: '80', reward: '40' })))

  const results = await Promise.all(users.map((user, i) => participate(i % 2 === 0 ? one! : two!, contestId, user)))
  const joined = users.filter((_, i) => results[i]!.statusCode === 200)
  const refused = users.filter((_, i) => results[i]!.statusCode !== 200)
  t.equal(joined.length, 100)
  t.same([...new Set(refused.map(u => results[users.indexOf(u)]!.json().message))], ['Participation limit exceeded'])

  const stream = await one!.store.readStream(`contest-${contestId}`)
  const seats = stream.filter(e => e.type === 'PlayerJoined').map(e => (e.data as { seat: number }).seat)
  t.same(seats.sort((a, b) => a - b), Array.from({ length: 100 }, (_, i) => i + 1), 'seats 1 to 100, each once')
  t.equal(stream.filter(e => e.type === 'SeatReleased').length, 0)
  t.ok(counter.conflicts > 0, `the two instances really raced (${counter.conflicts} stale appends retried)`)

  const paid = await Promise.all(joined.map(async user => (await feesOf(walletStore, user)).length))
  t.same(paid.filter(fees => fees !== 1), [], 'every player who joined paid exactly once')
  const unpaid = await Promise.all(refused.map(async user => ({ fees: (await feesOf(walletStore, user)).length, balances: await one!.balances(user) })))
  t.same(unpaid.filter(u => u.fees !== 0 || u.balances.balance !== '80.00' || u.balances.bonus !== '40.00'), [], 'every refused player still has every rupee')
  t.same(await one!.balances(joined[0]!), { balance: '20.00', winningamount: '0.00', bonus: '0.00' }, 'reward 40 (under half the fee), then cash 60')
})

t.test('a player joining two contests at once with money for one gets exactly one seat', engines, async t => {
  const { instances: [one, two], walletStore } = await cluster(t)
  const first = await addContest(one!, { contestName: 'First' })
  const second = await addContest(one!, { contestName: 'Second' })
  await two!.contest.caughtUpTo(await two!.store.headPosition())
  const users = Array.from({ length: 20 }, (_, i) => `double-${i}`)
  await Promise.all(users.map(user => one!.fund(user, { cash: '150' })))
  const results = await Promise.all(users.flatMap(user => [participate(one!, first, user), participate(two!, second, user)]))
  t.equal(results.filter(r => r.statusCode === 200).length, 20)
  t.same([...new Set(results.filter(r => r.statusCode !== 200).map(r => r.json().message))], ['Insufficient balance in the selected wallets'])
  const outcomes = await Promise.all(users.map(async user => ({ fees: (await feesOf(walletStore, user)).length, cash: (await one!.balances(user)).balance })))
  t.same(outcomes.filter(o => o.fees !== 1 || o.cash !== '50.00'), [], 'one fee each, nobody below zero')
})

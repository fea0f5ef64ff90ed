import t, { type Test } from 'tap'
import { PlayerJoined, streams, type RecordedEvent } from '@arena/contracts'
import { eventually, relayedOverKafka } from '@arena/bus/contract'
import { type Bus, type Envelope, type SubscribeOptions } from '@arena/bus'
import { PostgresEventStore } from '@arena/eventstore/postgres'
import { engineUrl, freshSchema, needs } from '@arena/testing'
import { createContest, endContest, join, startExchange } from './support/harness'
import { tradeScript } from './support/tradeScript'

/**
 * The cluster profile's pieces on the real engines: the event store on PostgreSQL, the relay
 * publishing it to Kafka, and matching workers opening accounts from the contest topic in their
 * consumer group. Topics and groups are namespaced so no other run or process shares them.
 */
async function cluster(t: Test) {
  const store = await freshSchema(t, 'matching_kafka').open(place => PostgresEventStore.connect({ ...place, maxConnections: 4 }))
  const { checkpoints, connect } = await relayedOverKafka(store, (engineUrl('kafka') ?? '').split(','), close => t.teardown(close))
  const { feed } = tradeScript([], Date.now())
  /** A matching worker whose consumer sees each delivery first: `intercept` may fail it, as a crash before the commit would. */
  const worker = async (intercept: (event: RecordedEvent, handle: () => Promise<void>) => Promise<void> = (_, handle) => handle()) => {
    const kafka = connect('matching')
    const bus: Pick<Bus, 'subscribe'> = {
      subscribe: <V extends Envelope>(options: SubscribeOptions<V>) =>
        kafka.subscribe<V>({ ...options, handler: delivery => intercept(delivery.value as RecordedEvent, () => options.handler(delivery)) }),
    }
    return startExchange(t, { feed, store, events: { bus, versions: checkpoints } })
  }
  return { store, worker }
}

const eventsOfType = (type: string) => async (store: PostgresEventStore, contestId: string, userId: string) =>
  (await store.readStream(streams.account(contestId, userId))).filter(e => e.type === type).length
const opened = eventsOfType('AccountOpened')
const frozen = eventsOfType('AccountFrozen')

t.test('a player who joins gets one account, opened by a matching worker from the contest topic on Kafka, whatever restarts redeliver', { skip: needs('postgres').skip ?? needs('kafka').skip }, async t => {
  const { store, worker } = await cluster(t)
  const contestId = await createContest(store)

  // The first worker opens alice's account, then dies before the bus commits the join's offset.
  let died = false
  const first = await worker(async (event, handle) => {
    if (died) throw new Error('this worker is dead')
    await handle()
    if (PlayerJoined.is(event)) {
      died = true
      throw new Error('killed before committing')
    }
  })
  await join(store, contestId, 'alice')
  await eventually('alice\'s account is opened', () => died, 30_000)
  t.equal(await opened(store, contestId, 'alice'), 1, 'opened from the bus')
  await first.stop()

  // The next worker of the group gets the uncommitted join again, and opens nothing twice.
  const joinsSeen: string[] = []
  const second = await worker(async (event, handle) => {
    if (PlayerJoined.is(event)) joinsSeen.push(event.data.userId)
    await handle()
  })
  await eventually('the join comes again', () => joinsSeen.includes('alice'), 30_000)
  await join(store, contestId, 'bob')
  await eventually('bob\'s join is handled', () => joinsSeen.includes('bob'), 30_000)
  await second.idle()
  t.equal(await opened(store, contestId, 'alice'), 1, 'alice\'s account was not opened again')
  t.equal(await opened(store, contestId, 'bob'), 1, 'bob\'s account was opened by the restarted worker')

  await endContest(store, contestId)
  await second.idle()
  // A frozen account leaves the read model (its contest is over): its stream says it froze.
  t.same([await frozen(store, contestId, 'alice'), await frozen(store, contestId, 'bob')], [1, 1], 'the end froze both accounts, once each')
})

import t, { type Test } from 'tap'
import { engineUrl, metricSamples, metricValue, needs } from '@arena/testing'
import { InProcessBroker, inProcessBus, kafkaBus, type Bus } from '@arena/bus'
import { testEvent, uniqueNames, type TestEvent } from '@arena/bus/contract'
import { Metrics } from '@arena/service-kit'

/** kafkajs' logLevel.ERROR (the platform does not depend on kafkajs itself). */
const KAFKA_ERRORS_ONLY = 1

/** Waits until `check` holds, a macrotask at a time (no fixed sleep). */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise(resolve => setImmediate(resolve))
}

/**
 * Five records of one key are published before a group first reads them; the group's handler
 * holds the first. While it is held the group is five behind; once released, none.
 */
async function lagRisesAndFalls(t: Test, connect: (metrics: Metrics, service: string) => Bus) {
  const names = uniqueNames()
  const metrics = new Metrics()
  const bus = connect(metrics, names.service('lag'))
  t.teardown(() => bus.close())
  const topic = names.topic('lag')
  const group = names.group('lag')
  const lag = async () => metricValue(await metrics.text(), 'arena_consumer_lag_messages', { group, topic })
  await bus.publish(topic, Array.from({ length: 5 }, (_, n) => ({ key: 'one-key', value: testEvent(n, 'one-key') })))
  let release!: () => void
  const held = new Promise<void>(resolve => (release = resolve))
  const handled: number[] = []
  await bus.subscribe<TestEvent>({
    topics: [topic],
    group,
    fromBeginning: true,
    handler: async ({ value }) => {
      if (value.data.n === 0) await held
      handled.push(value.data.n)
    },
  })
  await until(async () => (await lag()) === 5)
  t.equal(await lag(), 5, 'five behind while the first is held')
  t.same(handled, [], 'nothing handled yet')
  const health = await metrics.lagReport()
  t.equal(health.consumers.groups[group], 5, 'the health report sums the group over its partitions')
  release()
  await until(async () => (await lag()) === 0)
  t.same(handled, [0, 1, 2, 3, 4], 'all handled once the lag is 0')
  t.ok(metricSamples(await metrics.text(), 'arena_consumer_lag_messages', { group }).length > 0, 'the partition is still reported, at 0')
  await bus.publish(topic, [{ key: 'one-key', value: testEvent(5, 'one-key') }])
  await until(async () => handled.length === 6)
  await until(async () => (await lag()) === 0)
  t.pass('a later record is handled and the lag is 0 again')
}

t.test('a Kafka consumer group behind its topic shows the lag per partition, then 0 once consumed', needs('kafka'), async t => {
  const brokers = (engineUrl('kafka') ?? '').split(',')
  await lagRisesAndFalls(t, (metrics, service) => kafkaBus({ brokers, service, maxWaitTimeMs: 100, lag: metrics, kafka: { logLevel: KAFKA_ERRORS_ONLY } }))
})

t.test('the in-process bus reports lag the same way', async t => {
  await lagRisesAndFalls(t, (metrics, service) => inProcessBus({ broker: new InProcessBroker(), service, lag: metrics }))
})

t.test('a closed subscription is no longer reported', async t => {
  const names = uniqueNames()
  const metrics = new Metrics()
  const bus = inProcessBus({ broker: new InProcessBroker(), service: names.service('gone'), lag: metrics })
  t.teardown(() => bus.close())
  const group = names.group('gone')
  const subscription = await bus.subscribe({ topics: [names.topic('gone')], group, handler: async () => {} })
  await until(async () => metricSamples(await metrics.text(), 'arena_consumer_lag_messages', { group }).length > 0)
  await subscription.close()
  t.same(metricSamples(await metrics.text(), 'arena_consumer_lag_messages', { group }), [])
})

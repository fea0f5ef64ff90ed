import t, { type Test } from 'tap'
import { Kafka, logLevel } from 'kafkajs'
import { engineUrl, needs } from '@arena/testing'
import { busContract, eventually, sequencesByKey, testEvent, testMessages, uniqueNames, type TestEvent } from '@arena/bus/contract'
import { kafkaBus, type Bus } from '../src/index'
import { CuttableSockets } from './support/cuttableSockets'

/** An admin client for the test, and `topics` created with one partition each (order within a partition is the point). */
async function onePartitionTopics(t: Test, topics: string[]) {
  const brokers = (engineUrl('kafka') ?? '').split(',')
  const admin = new Kafka({ clientId: 'bus-test-admin', brokers, logLevel: logLevel.ERROR }).admin()
  await admin.connect()
  t.teardown(() => admin.disconnect())
  await admin.createTopics({ topics: topics.map((topic) => ({ topic, numPartitions: 1 })), waitForLeaders: true })
  return { admin, brokers }
}

t.test('the Kafka bus honours the bus contract', needs('kafka'), async (t) => {
  const brokers = (engineUrl('kafka') ?? '').split(',')
  const networks = new Map<Bus, CuttableSockets>()
  busContract(t, {
    async connect(service) {
      const sockets = new CuttableSockets()
      const bus = kafkaBus({
        brokers,
        service,
        retry: { initialDelayMs: 10, maxDelayMs: 100 },
        // The broker's minimum session; a killed member is noticed after this long.
        sessionTimeoutMs: 6_000,
        heartbeatIntervalMs: 500,
        rebalanceTimeoutMs: 10_000,
        maxWaitTimeMs: 100,
        kafka: { socketFactory: sockets.factory, logLevel: logLevel.ERROR },
      })
      networks.set(bus, sockets)
      return bus
    },
    async crash(bus) {
      networks.get(bus)?.cut()
    },
    async bury(bus) {
      networks.get(bus)?.restore()
    },
    deadlineMs: 30_000,
  })
})

t.test('in one partition, a slow key does not hold up the others; each key stays in order', needs('kafka'), async (t) => {
  const names = uniqueNames()
  const topic = names.topic('keys')
  // One partition, so on a strictly ordered consumer every record would wait for the slow one.
  const { brokers } = await onePartitionTopics(t, [topic])
  const bus = kafkaBus({ brokers, service: names.service('keys'), maxWaitTimeMs: 100, kafka: { logLevel: logLevel.ERROR } })
  t.teardown(() => bus.close())
  let releaseSlow!: () => void
  const slowMayEnd = new Promise<void>((resolve) => (releaseSlow = resolve))
  const received: { key: string; n: number }[] = []
  await bus.subscribe<TestEvent>({
    topics: [topic],
    group: names.group('keys'),
    handler: async ({ value }) => {
      // The first record of the slow key ends only once every other key's records are in.
      if (value.data.key === 'slow' && value.data.n === 0) await slowMayEnd
      received.push(value.data)
      if (received.filter((r) => r.key !== 'slow').length === 6) releaseSlow()
    },
  })
  const messages = [
    { key: 'slow', value: testEvent(0, 'slow') },
    ...testMessages(6, 2, 'fast'),
    { key: 'slow', value: testEvent(1, 'slow') },
  ]
  await bus.publish(topic, messages)
  await eventually('every record is handled', () => received.length === messages.length, 30_000)
  const order = sequencesByKey(received)
  t.same(order.get('slow'), [0, 1], 'the slow key in order')
  t.same(order.get('fast-0'), [0, 2, 4])
  t.same(order.get('fast-1'), [1, 3, 5])
  t.equal(received.findIndex((r) => r.key === 'slow'), 6, 'the other keys went first, though published after the slow one')
})

t.test('a round bigger than the broker takes in one request reaches a topic and a log topic whole and in order', needs('kafka'), async (t) => {
  const names = uniqueNames()
  const topic = names.topic('large')
  const logTopic = names.topic('large-log')
  const { brokers } = await onePartitionTopics(t, [topic])
  const bus = kafkaBus({ brokers, service: names.service('large'), maxWaitTimeMs: 100, kafka: { logLevel: logLevel.ERROR } })
  t.teardown(() => bus.close())
  // 1,500 records of about 1 KB on one key: 1.5 MB in one partition, past the broker's 1 MiB a batch.
  const padding = 'x'.repeat(1_000)
  const count = 1_500
  const received: number[] = []
  await bus.subscribe<TestEvent & { padding: string }>({ topics: [topic], group: names.group('large'), handler: async ({ value }) => void received.push(value.data.n) })
  await bus.publish(topic, Array.from({ length: count }, (_, n) => ({ key: 'one', value: { ...testEvent(n, 'one'), padding } })))
  await eventually('every record is handled', () => received.length >= count, 30_000)
  t.same(received, Array.from({ length: count }, (_, n) => n), 'all of them, in order, once')

  // One event of 2 MB (a settlement's results of 10,000 players) on a topic the bus created itself.
  const ownTopic = names.topic('large-own')
  const large: number[] = []
  await bus.subscribe<TestEvent & { padding: string }>({ topics: [ownTopic], group: names.group('large-own'), handler: async ({ value }) => void large.push(value.padding.length) })
  const padded = (n: number, size: number): TestEvent & { padding: string } => ({ ...testEvent(n, 'one'), padding: 'y'.repeat(size) })
  await bus.publish(ownTopic, [{ key: 'one', value: padded(0, 2_000_000) }, { key: 'one', value: padded(1, 1_000) }])
  await eventually('the large event and the one after it are handled', () => large.length >= 2, 30_000)
  t.same(large, [2_000_000, 1_000], 'an event past the broker default of 1 MiB goes through, and the next after it')

  const logged = Array.from({ length: count }, (_, n) => ({ value: `${n} ${n === 7 ? 'y'.repeat(2_000_000) : padding}`, headers: { n: String(n) } }))
  const offset = await bus.appendLog(logTopic, logged)
  const read: number[] = []
  const reading = await bus.readLog({ topic: logTopic, fromOffset: offset, handler: async records => void read.push(...records.map(r => Number(r.headers.n))), onError: error => t.fail(String(error)) })
  t.teardown(() => reading.close())
  await eventually('the log is read back', () => read.length >= count, 30_000)
  t.same(read, Array.from({ length: count }, (_, n) => n), 'the log holds the round whole, in order, from the offset the append answered')
})

t.test('buses in different namespaces share a broker without seeing each other\'s topics or groups', needs('kafka'), async (t) => {
  const brokers = (engineUrl('kafka') ?? '').split(',')
  const names = uniqueNames()
  const connect = (namespace: string) => {
    const bus = kafkaBus({ brokers, service: names.service('ns'), namespace, maxWaitTimeMs: 100, kafka: { logLevel: logLevel.ERROR } })
    t.teardown(() => bus.close())
    return bus
  }
  const [one, two] = [connect(names.topic('one.')), connect(names.topic('two.'))]
  const topic = 'arena.shared.events'
  const group = 'shared.consumer'
  const received = { one: [] as string[], two: [] as string[] }
  const topicsSeen = new Set<string>()
  for (const [name, bus] of [['one', one], ['two', two]] as const) {
    await bus.subscribe<TestEvent>({ topics: [topic], group, handler: async (m) => void (received[name].push(m.value.data.key), topicsSeen.add(m.topic)) })
  }
  await one.publish(topic, testMessages(3, 3, 'one'))
  await two.publish(topic, testMessages(2, 2, 'two'))
  await eventually('each namespace got its own messages', () => received.one.length >= 3 && received.two.length >= 2, 30_000)
  t.same(received.one.sort(), ['one-0', 'one-1', 'one-2'], 'the first group saw only its namespace')
  t.same(received.two.sort(), ['two-0', 'two-1'], 'the second group, of the same name, saw only its own')
  t.same([...topicsSeen], [topic], 'deliveries name the topic as the caller does')
  await one.handle(names.service('echo'), async (command) => ({ correlationId: command.id, ok: true, data: command.data }))
  const reply = await one.request(names.service('echo'), { ...testEvent(7, 'echo') }, { timeoutMs: 20_000 })
  t.match(reply, { ok: true, data: { n: 7 } }, 'request and reply work inside a namespace')
})

t.test('a member commits what it handled once an interval has passed, not after each batch, and all of it as it leaves', needs('kafka'), async (t) => {
  const names = uniqueNames()
  const topic = names.topic('commits')
  const { admin, brokers } = await onePartitionTopics(t, [topic])
  const committed = async (group: string) => (await admin.fetchOffsets({ groupId: group, topics: [topic] }))[0]!.partitions[0]!.offset
  const member = async (group: string, commitIntervalMs: number) => {
    const bus = kafkaBus({ brokers, service: names.service('commits'), commitIntervalMs, maxWaitTimeMs: 100, kafka: { logLevel: logLevel.ERROR } })
    t.teardown(() => bus.close())
    const received: number[] = []
    const subscription = await bus.subscribe<TestEvent>({ topics: [topic], group, handler: async ({ value }) => void received.push(value.data.n) })
    return { bus, received, subscription }
  }

  const patient = names.group('patient')
  const first = await member(patient, 3_600_000)
  await first.bus.publish(topic, testMessages(5, 1))
  await eventually('the five records are handled', () => first.received.length === 5, 30_000)
  t.equal(await committed(patient), '-1', 'nothing is committed before the interval has passed')
  await first.subscription.close()
  t.equal(await committed(patient), '5', 'leaving commits everything handled')
  const second = await member(patient, 3_600_000)
  await second.bus.publish(topic, [{ key: 'key-0', value: testEvent(5, 'key-0') }])
  await eventually('the new record is handled', () => second.received.length >= 1, 30_000)
  t.same(second.received, [5], 'the next member starts after what the first handled')

  const prompt = names.group('prompt')
  const third = await member(prompt, 200)
  await eventually('the six records are handled', () => third.received.length === 6, 30_000)
  // Polled with a deadline: the commit is the member's own timer's doing, not the test's.
  const deadline = Date.now() + 30_000
  while ((await committed(prompt)) !== '6' && Date.now() < deadline) continue
  t.equal(await committed(prompt), '6', 'a running member commits once its interval has passed')
})

t.test('records fetched after a slow one are handled while it runs, and nothing past it is committed until it is done', needs('kafka'), async (t) => {
  const names = uniqueNames()
  const [slowTopic, otherTopic] = [names.topic('behind-slow'), names.topic('beside-slow')]
  const group = names.group('pipelined')
  const { admin, brokers } = await onePartitionTopics(t, [slowTopic, otherTopic])
  const committed = async (topic: string) => (await admin.fetchOffsets({ groupId: group, topics: [topic] }))[0]!.partitions[0]!.offset
  const bus = kafkaBus({ brokers, service: names.service('pipelined'), commitIntervalMs: 100, maxWaitTimeMs: 100, kafka: { logLevel: logLevel.ERROR } })
  t.teardown(() => bus.close())
  let slowStarted = false
  let releaseSlow!: () => void
  const slowMayEnd = new Promise<void>((resolve) => (releaseSlow = resolve))
  const handled: string[] = []
  await bus.subscribe<TestEvent>({
    topics: [slowTopic, otherTopic],
    group,
    handler: async ({ value }) => {
      if (value.data.key === 'slow') {
        slowStarted = true
        await slowMayEnd
      }
      handled.push(value.data.key)
    },
  })
  await bus.publish(slowTopic, [{ key: 'slow', value: testEvent(0, 'slow') }])
  await eventually('the slow record is running', () => slowStarted, 30_000)
  // Published once the slow record's batch is out: on a member that waits for its batch, they would wait too.
  await bus.publish(slowTopic, testMessages(3, 3, 'after'))
  await eventually('the later records are handled while the slow one runs', () => handled.length === 3, 30_000)
  t.same(handled.sort(), ['after-0', 'after-1', 'after-2'])

  await bus.publish(otherTopic, [{ key: 'other', value: testEvent(0, 'other') }])
  const deadline = Date.now() + 30_000
  while ((await committed(otherTopic)) !== '1' && Date.now() < deadline) continue
  t.equal(await committed(otherTopic), '1', 'the other topic\'s record is committed')
  t.equal(await committed(slowTopic), '-1', 'in the same commits, nothing of the slow record\'s partition: its first record is not done')
  releaseSlow()
  while ((await committed(slowTopic)) !== '4' && Date.now() < deadline) continue
  t.equal(await committed(slowTopic), '4', 'once it is done, the whole partition is committed')
})

t.test('a log reader asked for an offset the topic no longer holds fails instead of skipping to what is left', needs('kafka'), async (t) => {
  const brokers = (engineUrl('kafka') ?? '').split(',')
  const names = uniqueNames()
  const topic = names.topic('trimmed-log')
  const bus = kafkaBus({ brokers, service: names.service('trim'), maxWaitTimeMs: 100, kafka: { logLevel: logLevel.ERROR } })
  t.teardown(() => bus.close())
  await bus.appendLog(topic, [0, 1, 2, 3].map((n) => ({ value: String(n), headers: {} })))
  const admin = new Kafka({ clientId: 'bus-test-admin', brokers, logLevel: logLevel.ERROR }).admin()
  await admin.connect()
  t.teardown(() => admin.disconnect())
  const metadata = await admin.fetchTopicMetadata({ topics: [topic] })
  t.equal(metadata.topics[0]?.partitions.length, 1, 'a log topic is created with one partition')
  await admin.deleteTopicRecords({ topic, partitions: [{ partition: 0, offset: '2' }] })
  await t.rejects(bus.readLog({ topic, fromOffset: '1', handler: async () => {}, onError: () => {} }), /no longer holds offset 1: it starts at 2/)
  const read: string[] = []
  await bus.readLog({ topic, fromOffset: '2', handler: async (records) => void read.push(...records.map((r) => r.value)), onError: (error) => t.fail(String(error)) })
  await eventually('the records still held arrive', () => read.length >= 2, 30_000)
  t.same(read, ['2', '3'])
})

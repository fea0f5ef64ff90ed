// Bus throughput against plain kafkajs in the same run: N events published in chunks and
// consumed by one member, through our Kafka adapter (MessageBus + KafkaTransport, JSON envelopes,
// idempotent handler with a memory ProcessedStore, offsets resolved per handled message) versus
// kafkajs alone (producer.send of the same JSON strings, consumer.run with eachBatch parsing each
// value, offsets auto-resolved per batch). Each side gets a warm-up, then two measured rounds;
// the best round counts. Each round then lets a fresh group drain the topic, timing the consumer
// path alone from its first message. Prints one JSON object on stdout; progress goes to stderr.
//   npx tsx scripts/bench/bus.ts [--events 50000] [--chunk 1000]
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Kafka, Partitioners, logLevel, type Consumer } from 'kafkajs'
import type { RecordedEvent } from '@arena/contracts'
import { MemoryProcessedStore, idempotent, kafkaBus } from '@arena/bus'
import { benchSetup, dropKafkaLeftovers, machine } from './benchKit'

const { option, log, required } = benchSetup('bus')
const brokers = required('KAFKA_BROKERS', 'KAFKA_BROKERS is not set (start one with infra/kafka/start.sh)').split(',')
const events = option('events', 50_000)
const chunk = option('chunk', 1_000)
const partitions = 3
const tag = randomUUID().slice(0, 8)
const kafka = new Kafka({ clientId: 'bench-raw', brokers, logLevel: logLevel.ERROR })
const admin = kafka.admin()
const topicsMade: string[] = []
const groupsMade: string[] = []

function envelope(n: number): RecordedEvent {
  const user = `user${n % 1000}`
  return {
    id: randomUUID(),
    type: 'FundsDeposited',
    data: { amount: `${n % 1000}.50`, wallet: 'cash', reference: `dep-${n}` },
    metadata: { correlationId: randomUUID(), causationId: null, actor: 'system:bench', at: new Date(0).toISOString() },
    stream: `wallet-${user}`,
    version: Math.floor(n / 1000) + 1,
    position: n + 1,
  }
}

async function freshTopic(name: string): Promise<string> {
  const topic = `bench.${tag}.${name}`
  await admin.createTopics({ topics: [{ topic, numPartitions: partitions }], waitForLeaders: true })
  topicsMade.push(topic)
  return topic
}

function rate(count: number, startedAt: number, publishedAt: number, consumedAt: number) {
  const seconds = (consumedAt - startedAt) / 1000
  return {
    events: count,
    seconds: Math.round(seconds * 1000) / 1000,
    eventsPerSec: Math.round(count / seconds),
    publishEventsPerSec: Math.round(count / ((publishedAt - startedAt) / 1000)),
  }
}

async function waitFor(check: () => boolean, what: string, deadlineMs = 60_000): Promise<void> {
  const deadline = Date.now() + deadlineMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
}

async function ours(name: string, count: number) {
  const topic = await freshTopic(name)
  const group = `${topic}.consumer`
  groupsMade.push(group)
  const bus = kafkaBus({ brokers: brokers!, service: `bench${tag}`, kafka: { logLevel: logLevel.ERROR } })
  const applied = new MemoryProcessedStore()
  let consumed = 0
  await bus.subscribe<RecordedEvent>({
    topics: [topic],
    group,
    handler: idempotent(applied, async () => {
      consumed++
    }),
  })
  const batches = chunks(count, (n) => {
    const value = envelope(n)
    return { key: value.stream.slice('wallet-'.length), value }
  })
  const started = performance.now()
  for (const batch of batches) await bus.publish(topic, batch)
  const published = performance.now()
  await waitFor(() => consumed >= count, `${count} events through the bus`)
  const result = rate(count, started, published, performance.now())

  // The same topic again, now a backlog, for a fresh group: the consumer path alone.
  const backlogGroup = `${group}.backlog`
  groupsMade.push(backlogGroup)
  let drained = 0
  let firstAt = 0
  await bus.subscribe<RecordedEvent>({
    topics: [topic],
    group: backlogGroup,
    handler: idempotent(new MemoryProcessedStore(), async () => {
      if (drained++ === 0) firstAt = performance.now()
    }),
  })
  await waitFor(() => drained >= count, `${count} backlog events through the bus`)
  const backlogEventsPerSec = Math.round(count / ((performance.now() - firstAt) / 1000))
  await bus.close()
  return { ...result, backlogEventsPerSec }
}

async function raw(name: string, count: number) {
  const topic = await freshTopic(name)
  const group = `${topic}.consumer`
  groupsMade.push(group)
  const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner })
  const consumer: Consumer = kafka.consumer({ groupId: group })
  await Promise.all([producer.connect(), consumer.connect()])
  await consumer.subscribe({ topics: [topic], fromBeginning: true })
  const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()))
  let consumed = 0
  await consumer.run({
    partitionsConsumedConcurrently: partitions,
    eachBatch: async ({ batch }) => {
      for (const message of batch.messages) {
        if (message.value) JSON.parse(message.value.toString())
        consumed++
      }
    },
  })
  await joined
  const batches = chunks(count, (n) => {
    const value = envelope(n)
    return { key: value.stream.slice('wallet-'.length), value }
  })
  const started = performance.now()
  for (const batch of batches) {
    await producer.send({ topic, acks: -1, messages: batch.map((m) => ({ key: m.key, value: JSON.stringify(m.value) })) })
  }
  const published = performance.now()
  await waitFor(() => consumed >= count, `${count} events through kafkajs`)
  const result = rate(count, started, published, performance.now())
  await consumer.disconnect()

  const backlogGroup = `${group}.backlog`
  groupsMade.push(backlogGroup)
  const drainer = kafka.consumer({ groupId: backlogGroup })
  await drainer.connect()
  await drainer.subscribe({ topics: [topic], fromBeginning: true })
  let drained = 0
  let firstAt = 0
  await drainer.run({
    partitionsConsumedConcurrently: partitions,
    eachBatch: async ({ batch }) => {
      if (drained === 0) firstAt = performance.now()
      for (const message of batch.messages) {
        if (message.value) JSON.parse(message.value.toString())
        drained++
      }
    },
  })
  await waitFor(() => drained >= count, `${count} backlog events through kafkajs`)
  const backlogEventsPerSec = Math.round(count / ((performance.now() - firstAt) / 1000))
  await Promise.all([producer.disconnect(), drainer.disconnect()])
  return { ...result, backlogEventsPerSec }
}

function chunks<T>(count: number, make: (n: number) => T): T[][] {
  const all: T[][] = []
  for (let from = 0; from < count; from += chunk) {
    all.push(Array.from({ length: Math.min(chunk, count - from) }, (_, i) => make(from + i)))
  }
  return all
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100
const best = <T extends { eventsPerSec: number }>(rounds: T[]) => rounds.reduce((a, b) => (b.eventsPerSec > a.eventsPerSec ? b : a))

async function main() {
  await admin.connect()
  try {
    log('warming up both paths')
    await raw('warm-raw', Math.min(5_000, events))
    await ours('warm-ours', Math.min(5_000, events))
    const rawRounds = []
    const ourRounds = []
    for (const round of [1, 2]) {
      log(`round ${round}: kafkajs alone, ${events} events`)
      rawRounds.push(await raw(`raw${round}`, events))
      log(`round ${round}: our Kafka bus, ${events} events`)
      ourRounds.push(await ours(`ours${round}`, events))
    }
    const [ourBest, rawBest] = [best(ourRounds), best(rawRounds)]
    const kafkaVersion = readFileSync(new URL('../../infra/kafka/pom.xml', import.meta.url), 'utf8').match(/<kafka.version>([^<]+)/)?.[1]
    const result = {
      benchmark: 'bus',
      what: 'eventsPerSec: publish -> consume end to end; backlogEventsPerSec: a fresh group draining the same topic (consumer path alone)',
      events,
      chunk,
      partitions,
      ours: { ...ourBest, rounds: ourRounds.map((r) => r.eventsPerSec), backlogEventsPerSec: Math.max(...ourRounds.map((r) => r.backlogEventsPerSec)) },
      kafkajs: { ...rawBest, rounds: rawRounds.map((r) => r.eventsPerSec), backlogEventsPerSec: Math.max(...rawRounds.map((r) => r.backlogEventsPerSec)) },
      ratio: ratio(ourBest.eventsPerSec, rawBest.eventsPerSec),
      backlogRatio: ratio(Math.max(...ourRounds.map((r) => r.backlogEventsPerSec)), Math.max(...rawRounds.map((r) => r.backlogEventsPerSec))),
      machine: {
        ...machine(),
        kafka: `${kafkaVersion ?? 'unknown'} (single KRaft node on ${brokers.join(',')})`,
        kafkajs: (await import('kafkajs/package.json', { with: { type: 'json' } })).default.version,
      },
    }
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
  } finally {
    await dropKafkaLeftovers(admin, topicsMade, groupsMade)
  }
}

await main()

// The relay's path, which every read model of the cluster now waits on (docs/adr/0037): events
// appended to PostgreSQL at a steady rate over five categories, the relay moving them to their
// topics and to the log topic, and a read model's feed (`logFeed`) reading them back from Kafka.
// Beside them, in the same run on the same store and broker, Kafka alone: the appender also sends
// each append's events to a log topic with kafkajs itself, read back by a plain kafkajs consumer.
// The appender runs in a child process, so this process's CPU is the relay's and the reader's
// (Kafka alone: the reader's). Each side reports that CPU per 1,000 events and the time from an
// append's start to the reader holding its event. One JSON object on stdout; progress on stderr.
//   npx tsx scripts/bench/relay.ts [--rate 600] [--seconds 15] [--warmup 3]
import { fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { Kafka, logLevel } from 'kafkajs'
import postgres from 'postgres'
import { originating, topics, type RecordedEvent } from '@arena/contracts'
import { PostgresEventStore } from '@arena/eventstore/postgres'
import { kafkaBus, logFeed, PostgresCheckpointStore, PostgresLogIndex, startRelay } from '@arena/bus'
import { benchSetup, dropKafkaLeftovers, loadAverage, machine, percentileOf } from './benchKit'

const { option, log, required } = benchSetup('relay')
const url = required('DATABASE_URL', 'DATABASE_URL is not set (npm run bench starts PostgreSQL)')
const brokers = required('KAFKA_BROKERS', 'KAFKA_BROKERS is not set (start one with infra/kafka/start.sh)').split(',')
const rate = option('rate', 600)
const seconds = option('seconds', 15)
const warmup = option('warmup', 3)
// The appender (a child process) works in its parent's schema and namespace.
const tagAt = process.argv.indexOf('--tag')
const tag = tagAt === -1 ? randomUUID().slice(0, 8) : process.argv[tagAt + 1]!
const schema = `bench_relay_${tag}`
const namespace = `bench.${tag}.`
const categories = ['account', 'order', 'contest', 'wallet', 'user']
const TICK_MS = 5

const store = await PostgresEventStore.connect({ url, schema, maxConnections: 4 })
const sql = postgres(url, { max: 2, onnotice: () => {} })
await sql`SET search_path TO ${sql(schema)}`
const checkpoints = await PostgresCheckpointStore.open(sql, { schema })
const index = await PostgresLogIndex.open(sql, { schema })
const kafka = new Kafka({ clientId: 'bench-relay-raw', brokers, logLevel: logLevel.ERROR })
const admin = kafka.admin()
await admin.connect()
const topicsMade = new Set<string>()
const groupsMade: string[] = []

/** The instant a reader of this machine can compare with another process's: milliseconds, sub-ms precise. */
const now = () => performance.timeOrigin + performance.now()

/** What the reader saw: the time from each measured event's append to its reading. */
class Stopwatch {
  measureFrom = Infinity
  read = 0
  readonly latencies: number[] = []
  saw(data: unknown): void {
    const at = (data as { at?: number } | null)?.at
    if (typeof at !== 'number') return
    this.read++
    if (at >= this.measureFrom) this.latencies.push(now() - at)
  }
}

const percentile = (sorted: number[], p: number) => Math.round(percentileOf(sorted, p) * 10) / 10

/**
 * The appender, in a process of its own so that its CPU is not the relay's: `rate` events a
 * second, a few every TICK_MS, each to a stream of the next category, stamped with the instant its
 * append started; with `rawTopic` it also sends them to that topic itself. Prints how many it appended.
 */
async function appender(ms: number, rawTopic: string | undefined): Promise<void> {
  const producer = rawTopic ? kafka.producer() : undefined
  await producer?.connect()
  const perTick = Math.max(1, Math.round((rate * TICK_MS) / 1000))
  const deadline = performance.now() + ms
  let n = 0
  const running = new Set<Promise<void>>()
  while (performance.now() < deadline) {
    const due = performance.now() + TICK_MS
    const tick = (async () => {
      const events = await Promise.all(Array.from({ length: perTick }, async () => {
        const i = n++
        const stream = `${categories[i % categories.length]}-s${i % 97}`
        const event = { id: randomUUID(), type: 'BenchHappened', data: { n: i, at: now(), note: 'a payload about the size of a fill' }, metadata: originating('system:bench', new Date().toISOString()) }
        const result = await store.append(stream, [event], 'any')
        return { ...event, stream, version: result.nextExpectedVersion, position: result.position } as RecordedEvent
      }))
      await producer?.send({ topic: rawTopic!, acks: -1, messages: events.map(event => ({ key: 'log', value: JSON.stringify(event), headers: { position: String(event.position) } })) })
    })()
    running.add(tick)
    void tick.finally(() => running.delete(tick))
    const wait = due - performance.now()
    if (wait > 0) await new Promise(resolve => setTimeout(resolve, wait))
  }
  await Promise.all(running)
  await producer?.disconnect()
  process.stdout.write(JSON.stringify({ appended: n }))
}

/** Runs the appender for warm-up and measurement; measures this process (relay and reader) over the measured part. */
async function measure(side: string, stopwatch: Stopwatch, rawTopic?: string) {
  log(`${side}: warm-up ${warmup} s, then ${seconds} s at ${rate} events/s`)
  const child = fork(fileURLToPath(import.meta.url), ['--appender', String((warmup + seconds) * 1000), ...(rawTopic ? ['--raw-topic', rawTopic] : []), '--rate', String(rate), '--tag', tag], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] })
  let output = ''
  child.stdout!.on('data', chunk => (output += chunk))
  const exited = new Promise<number | null>(resolve => child.once('exit', resolve))
  await new Promise(resolve => setTimeout(resolve, warmup * 1000))
  stopwatch.measureFrom = now()
  const cpu = process.cpuUsage()
  const started = performance.now()
  if ((await exited) !== 0) throw new Error(`${side}: the appender failed`)
  const { appended } = JSON.parse(output) as { appended: number }
  const deadline = Date.now() + 30_000
  while (stopwatch.read < appended && Date.now() < deadline) await new Promise(resolve => setTimeout(resolve, 5))
  const used = process.cpuUsage(cpu)
  const wall = (performance.now() - started) / 1000
  const measured = stopwatch.latencies.length
  const sorted = [...stopwatch.latencies].sort((a, b) => a - b)
  return {
    appended,
    read: stopwatch.read,
    measuredEvents: measured,
    eventsPerSec: Math.round(measured / wall),
    cpuMsPer1000Events: Math.round(((used.user + used.system) / 1000 / measured) * 1000 * 10) / 10,
    appendToReadMs: { p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), p99: percentile(sorted, 0.99), max: percentile(sorted, 1) },
  }
}

async function throughTheRelay(side: string) {
  const bus = kafkaBus({ brokers, service: `benchrelay${side}`, namespace, kafka: { logLevel: logLevel.ERROR } })
  const topic = `log.${side}`
  topicsMade.add(namespace + topic)
  for (const category of categories) topicsMade.add(namespace + topics.events(category))
  const name = `relay.${side}`
  const head = await store.headPosition()
  // Both lanes start at the head: each side relays only its own appends.
  await checkpoints.save(name, head)
  await checkpoints.save(`${name}.log`, head)
  const relay = await startRelay({ store, bus, checkpoints, name, log: { topic, index } })
  const stopwatch = new Stopwatch()
  const reading = logFeed({ bus, index, topic }).subscribeAll({ fromPosition: head, handler: async event => stopwatch.saw(event.data), onError: error => log(`reader failed: ${String(error)}`) })
  const result = await measure(side, stopwatch)
  await reading.close()
  await relay.close()
  await bus.close()
  return result
}

async function raw() {
  const topic = `${namespace}log.raw`
  topicsMade.add(topic)
  await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true })
  const group = `${namespace}raw.reader`
  groupsMade.push(group)
  const consumer = kafka.consumer({ groupId: group, maxWaitTimeInMs: 500 })
  await consumer.connect()
  const stopwatch = new Stopwatch()
  await consumer.subscribe({ topics: [topic], fromBeginning: true })
  const joined = new Promise<void>(resolve => consumer.on(consumer.events.GROUP_JOIN, () => resolve()))
  await consumer.run({
    eachBatch: async ({ batch }) => {
      for (const message of batch.messages) stopwatch.saw((JSON.parse(message.value!.toString()) as RecordedEvent).data)
    },
  })
  await joined
  const result = await measure('raw', stopwatch, topic)
  await consumer.disconnect()
  return result
}

const appenderFor = process.argv.indexOf('--appender')
if (appenderFor !== -1) {
  const rawAt = process.argv.indexOf('--raw-topic')
  await appender(Number(process.argv[appenderFor + 1]), rawAt === -1 ? undefined : process.argv[rawAt + 1])
  await store.close()
  await sql.end()
  await admin.disconnect()
  process.exit(0)
}

try {
  const loadAtStart = loadAverage()
  const relay = await throughTheRelay('relay')
  const kafkaAlone = await raw()
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100
  console.log(JSON.stringify({
    benchmark: 'relay',
    machine: machine(),
    loadAverage: { atStart: loadAtStart, atEnd: loadAverage() },
    options: { rate, seconds, warmup, categories: categories.length },
    relay,
    kafkaAlone,
    ratios: {
      cpu: ratio(relay.cpuMsPer1000Events, kafkaAlone.cpuMsPer1000Events),
      p50: ratio(relay.appendToReadMs.p50, kafkaAlone.appendToReadMs.p50),
      p99: ratio(relay.appendToReadMs.p99, kafkaAlone.appendToReadMs.p99),
    },
  }, null, 2))
} finally {
  await store.close()
  await sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {})
  await sql.end()
  await dropKafkaLeftovers(admin, [...topicsMade], groupsMade)
}

// Request and reply over Kafka, as the join's seat payment crosses it: `lanes` callers back to back,
// each asking one worker that takes 2 to 2 + `work` ms per request (awaited, like a store write),
// through our bus (MessageBus + KafkaTransport) versus plain kafkajs (a commands topic consumed
// with eachBatch, every request of a batch at once, auto-commit; replies on a topic of the
// caller's, matched by correlation id). Both run in this one process, so the CPU figure covers caller and worker.
// Each side gets a warm-up, then two measured rounds alternating; the better round counts.
// Prints one JSON object on stdout; progress goes to stderr.
//   npx tsx scripts/bench/requests.ts [--seconds 10] [--lanes 48] [--work 30]
import { randomUUID } from 'node:crypto'
import { Kafka, Partitioners, logLevel } from 'kafkajs'
import { kafkaBus } from '@arena/bus'
import { originating, topics } from '@arena/contracts'
import { benchSetup, dropKafkaLeftovers, loadAverage, machine } from './benchKit'

const { option, log, required } = benchSetup('requests')
const brokers = required('KAFKA_BROKERS', 'KAFKA_BROKERS is not set (start one with infra/kafka/start.sh)').split(',')
const seconds = option('seconds', 10)
const lanes = option('lanes', 48)
const workMs = option('work', 30)
const tag = randomUUID().slice(0, 8)
const kafka = new Kafka({ clientId: 'bench-requests', brokers, logLevel: logLevel.ERROR })
const admin = kafka.admin()
const topicsMade: string[] = []
const groupsMade: string[] = []

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const work = () => sleep(2 + Math.random() * workMs)

interface Round {
  requests: number
  perSec: number
  p50: number
  p95: number
  p99: number
  cpuMsPerRequest: number
}

/** Runs `ask` in `lanes` loops for `ms`; requests started in the first second are left out (warming up). */
async function measure(ms: number, ask: () => Promise<void>): Promise<Round> {
  const latencies: number[] = []
  const until = Date.now() + ms
  const countFrom = Date.now() + Math.min(1_000, ms / 4)
  let cpu = process.cpuUsage()
  let cpuReset = false
  const lane = async () => {
    while (Date.now() < until) {
      const warming = Date.now() < countFrom
      const started = performance.now()
      await ask()
      if (warming) continue
      if (!cpuReset) {
        cpu = process.cpuUsage()
        cpuReset = true
      }
      latencies.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: lanes }, lane))
  const used = process.cpuUsage(cpu)
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10
  return {
    requests: latencies.length,
    perSec: Math.round(latencies.length / ((until - countFrom) / 1000)),
    p50: at(0.5), p95: at(0.95), p99: at(0.99),
    cpuMsPerRequest: Math.round(((used.user + used.system) / 1000 / latencies.length) * 1000) / 1000,
  }
}

async function ours(name: string, ms: number): Promise<Round> {
  const service = `rq${tag}${name}`
  const worker = kafkaBus({ brokers, service, kafka: { logLevel: logLevel.ERROR } })
  const caller = kafkaBus({ brokers, service: `${service}caller`, kafka: { logLevel: logLevel.ERROR } })
  topicsMade.push(topics.commands(service), topics.replies(`${service}caller`))
  groupsMade.push(`${service}.commands`)
  try {
    await worker.handle(service, async (command) => {
      await work()
      return { correlationId: command.id, ok: true, data: {} }
    })
    const cause = originating('system:bench', new Date(0).toISOString())
    const ask = async () => {
      await caller.request(service, { id: randomUUID(), type: 'Ping', data: {}, metadata: cause }, { timeoutMs: 60_000 })
    }
    // The caller's reply inbox joins its group on the first request: not part of what is measured (the plain side joins before, too).
    await ask()
    return await measure(ms, ask)
  } finally {
    await caller.close()
    await worker.close()
  }
}

async function raw(name: string, ms: number): Promise<Round> {
  const [commands, replies] = [`bench.${tag}.${name}.commands`, `bench.${tag}.${name}.replies`]
  await admin.createTopics({ topics: [commands, replies].map((topic) => ({ topic, numPartitions: 3 })), waitForLeaders: true })
  topicsMade.push(commands, replies)
  groupsMade.push(`${commands}.worker`, `${replies}.caller`)
  const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner })
  const worker = kafka.consumer({ groupId: `${commands}.worker`, maxWaitTimeInMs: 500 })
  const inbox = kafka.consumer({ groupId: `${replies}.caller`, maxWaitTimeInMs: 500 })
  await Promise.all([producer.connect(), worker.connect(), inbox.connect()])
  const waiting = new Map<string, () => void>()
  try {
    const joined = (consumer: typeof worker) => new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()))
    await worker.subscribe({ topics: [commands], fromBeginning: true })
    await inbox.subscribe({ topics: [replies], fromBeginning: false })
    const ready = Promise.all([joined(worker), joined(inbox)])
    await worker.run({
      partitionsConsumedConcurrently: 3,
      // Every request of a fetched batch at once (no per-key order): kafkajs's fastest plain use.
      eachBatch: async ({ batch }) => {
        await Promise.all(batch.messages.map(async (message) => {
          const { id } = JSON.parse(message.value!.toString()) as { id: string }
          await work()
          await producer.send({ topic: replies, acks: -1, messages: [{ key: message.key, value: JSON.stringify({ correlationId: id, ok: true, data: {} }) }] })
        }))
      },
    })
    await inbox.run({
      partitionsConsumedConcurrently: 3,
      eachMessage: async ({ message }) => waiting.get((JSON.parse(message.value!.toString()) as { correlationId: string }).correlationId)?.(),
    })
    await ready
    return await measure(ms, async () => {
      const id = randomUUID()
      const answered = new Promise<void>((resolve) => waiting.set(id, resolve))
      await producer.send({ topic: commands, acks: -1, messages: [{ key: id, value: JSON.stringify({ id, type: 'Ping', data: {} }) }] })
      await answered
      waiting.delete(id)
    })
  } finally {
    await Promise.allSettled([worker.disconnect(), inbox.disconnect(), producer.disconnect()])
  }
}

const better = (rounds: Round[]) => rounds.reduce((a, b) => (b.perSec > a.perSec ? b : a))
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100

async function main() {
  await admin.connect()
  try {
    log('warming up both paths')
    await raw('warm-raw', 3_000)
    await ours('warm-ours', 3_000)
    const [rawRounds, ourRounds]: [Round[], Round[]] = [[], []]
    for (const round of [1, 2]) {
      log(`round ${round}: plain kafkajs, ${lanes} callers, ${seconds} s`)
      rawRounds.push(await raw(`raw${round}`, seconds * 1000))
      log(`round ${round}: our bus, ${lanes} callers, ${seconds} s`)
      ourRounds.push(await ours(`ours${round}`, seconds * 1000))
    }
    const [ourBest, rawBest] = [better(ourRounds), better(rawRounds)]
    const result = {
      benchmark: 'requests',
      what: `request -> reply over Kafka, ${lanes} callers back to back, a worker taking 2 to ${2 + workMs} ms a request; latency in ms from ask to answer; CPU of caller and worker together`,
      seconds, lanes, workMs,
      ours: { ...ourBest, rounds: ourRounds.map((r) => r.perSec) },
      kafkajs: { ...rawBest, rounds: rawRounds.map((r) => r.perSec) },
      ratio: { perSec: ratio(ourBest.perSec, rawBest.perSec), p99: ratio(ourBest.p99, rawBest.p99), cpu: ratio(ourBest.cpuMsPerRequest, rawBest.cpuMsPerRequest) },
      machine: { ...machine(), loadAverageAtEnd: loadAverage() },
    }
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
  } finally {
    await dropKafkaLeftovers(admin, topicsMade, groupsMade)
  }
}

await main()

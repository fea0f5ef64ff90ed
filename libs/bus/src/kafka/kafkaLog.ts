import { randomUUID } from 'node:crypto'
import type { Admin, Kafka, Producer } from 'kafkajs'
import type { Subscription } from '../port'
import type { LogReadOptions, LogRecord, TransportRecord } from '../transport'
import { decodeHeaders } from './decodeHeaders'
import { largeEvents, sendInRuns } from './sendLimit'

export interface KafkaLogSettings {
  maxWaitTimeMs: number
  sessionTimeoutMs: number
  heartbeatIntervalMs: number
}

/**
 * A log topic is created with one partition (its order is the append order) and kept whole: the
 * broker's time-based retention would take away the history a reader starting from an old
 * checkpoint, or from nothing, must find there.
 */
export async function ensureLogTopic(admin: Admin, topic: string): Promise<void> {
  const partitions = await partitionsOf(admin, topic)
  if (partitions === undefined) {
    // Another process may create it first: createTopics then answers false, and that is fine.
    await admin.createTopics({
      topics: [{ topic, numPartitions: 1, configEntries: [{ name: 'retention.ms', value: '-1' }, { name: 'retention.bytes', value: '-1' }, largeEvents] }],
      waitForLeaders: true,
    })
  }
  // A topic another process just created shows no partitions for a moment.
  await settled(`${topic} has its partition`, async () => {
    const count = await partitionsOf(admin, topic)
    if (count !== undefined && count > 1) throw new Error(`${topic} has ${count} partitions: a log topic must have one`)
    return count === 1 ? true : undefined
  })
}

async function partitionsOf(admin: Admin, topic: string): Promise<number | undefined> {
  const metadata = await admin.fetchTopicMetadata({ topics: [topic] }).catch(() => undefined)
  const count = metadata?.topics[0]?.partitions.length
  return count === 0 ? undefined : count
}

/** Where the broker's copy of the log starts (the oldest offset still held). */
function heldFrom(admin: Admin, topic: string): Promise<string> {
  return settled(`${topic}'s offsets`, async () => {
    const offsets = await admin.fetchTopicOffsets(topic).catch(() => [])
    return offsets.find(offset => offset.partition === 0)?.low
  })
}

/** Tries `step` until it gives an answer, for about 20 s: a new topic takes a moment to be known everywhere. */
async function settled<T>(what: string, step: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 1; attempt <= 40; attempt++) {
    const answer = await step()
    if (answer !== undefined) return answer
    await new Promise(resolve => setTimeout(resolve, Math.min(attempt, 5) * 100))
  }
  throw new Error(`timed out waiting until ${what}`)
}

export async function appendKafkaLog(producer: Producer, topic: string, records: TransportRecord[]): Promise<string> {
  const [written] = (await sendInRuns(producer, topic, records))[0] ?? []
  if (written?.baseOffset === undefined) throw new Error(`${topic}: the broker acknowledged no offset`)
  return written.baseOffset
}

/**
 * Reads partition 0 of `topic` from an offset through a group of its own that never commits:
 * at every join (the first, and each after a crash restart) it seeks to the record after the
 * last one handled, so a restart neither skips nor needs the broker to remember anything.
 */
export async function readKafkaLog(kafka: Kafka, admin: Admin, options: LogReadOptions, settings: KafkaLogSettings): Promise<Subscription> {
  const { topic } = options
  const low = await heldFrom(admin, topic)
  if (BigInt(options.fromOffset) < BigInt(low)) throw new Error(`${topic} no longer holds offset ${options.fromOffset}: it starts at ${low}`)
  const group = `${topic}.reader.${randomUUID()}`
  const consumer = kafka.consumer({
    groupId: group,
    maxWaitTimeInMs: settings.maxWaitTimeMs,
    sessionTimeout: settings.sessionTimeoutMs,
    heartbeatInterval: settings.heartbeatIntervalMs,
    maxBytesPerPartition: 8 * 1024 * 1024,
  })
  let next = options.fromOffset
  let failed = false
  consumer.on(consumer.events.GROUP_JOIN, () => consumer.seek({ topic, partition: 0, offset: next }))
  consumer.on(consumer.events.CRASH, ({ payload }) => {
    if (payload.restart || failed) return
    failed = true
    options.onError(payload.error)
  })
  await consumer.connect()
  const forget = async () => {
    await consumer.disconnect().catch(() => {})
    await admin.deleteGroups([group]).catch(() => {})
  }
  try {
    await consumer.subscribe({ topics: [topic], fromBeginning: true })
    await consumer.run({
      autoCommit: false,
      eachBatch: async ({ batch, isRunning, isStale }) => {
        if (failed || !isRunning() || isStale() || batch.partition !== 0) return
        const records: LogRecord[] = []
        for (const message of batch.messages) {
          if (message.value !== null) records.push({ offset: message.offset, headers: decodeHeaders(message.headers), value: message.value.toString() })
        }
        try {
          if (records.length > 0) await options.handler(records)
        } catch (error) {
          failed = true
          options.onError(error)
          void consumer.stop().catch(() => {})
          return
        }
        const last = batch.messages[batch.messages.length - 1]
        if (last) next = (BigInt(last.offset) + 1n).toString()
      },
    })
  } catch (error) {
    await forget()
    throw error
  }
  return { close: forget }
}

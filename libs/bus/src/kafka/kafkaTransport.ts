import { setMaxListeners } from 'node:events'
import { Kafka, logLevel, type Admin, type Consumer, type EachBatchPayload, type KafkaConfig, type Producer } from 'kafkajs'
import { ownsNothing, type Subscription } from '../port'
import { defaultRetry, pauseUnless, untilDone, type RetryPolicy } from '../retry'
import type { ConsumerLagSink, LogReadOptions, ReceivedRecord, Transport, TransportRecord, TransportSubscribeOptions } from '../transport'
import { decodeHeaders } from './decodeHeaders'
import { largeEvents, sendInRuns } from './sendLimit'
import { joinedAndPositioned } from './joinedAndPositioned'
import { appendKafkaLog, ensureLogTopic, readKafkaLog } from './kafkaLog'
import { InFlight } from './inFlight'
import { keyPartitioner } from './keyPartitioner'
import { KeyPartitions, ownershipOf } from './keyOwnership'
import { OffsetCommits } from './offsetCommits'
import { quietLogCreator } from './quietLogCreator'

export interface KafkaTransportOptions {
  brokers: string[]
  clientId: string
  retry?: RetryPolicy
  /** How long the broker waits for a silent member before giving its partitions away. */
  sessionTimeoutMs?: number
  heartbeatIntervalMs?: number
  /** How long a rebalance waits for members to finish their batch and rejoin. */
  rebalanceTimeoutMs?: number
  /** Fetch long-poll; also bounds how late an idle member notices a rebalance. */
  maxWaitTimeMs?: number
  /** How often a member commits what it has handled (default 1,000 ms; also as it leaves). */
  commitIntervalMs?: number
  /** Partitions one member fetches and hands out at once. */
  partitionsConsumedConcurrently?: number
  /**
   * Records one member hands to the handler at once over all its partitions (default 48; 1
   * handles strictly in order). Records of one key always wait for each other.
   */
  recordsInFlight?: number
  /** Passed to kafkajs as is (ssl, sasl, socketFactory, logLevel, ...). */
  kafka?: Partial<KafkaConfig>
  /** Told each group's lag per partition as batches are fetched and handled. */
  lag?: ConsumerLagSink
}

/**
 * Kafka through kafkajs. Consumers hand records to the handler one by one per key (many keys side
 * by side, so one slow request does not hold up other users', and fetching on while they run),
 * count an offset handled only once it and every record before it succeeded, and commit handled
 * offsets once a second and on close: a crash redelivers at most the uncommitted tail, never skips.
 */
export class KafkaTransport implements Transport {
  readonly #kafka: Kafka
  readonly #options: KafkaTransportOptions
  readonly #retry: RetryPolicy
  /** Each running consumer, and how it leaves its group. */
  readonly #members = new Map<Consumer, () => Promise<void>>()
  readonly #knownTopics = new Set<string>()
  /** Each running log reader, and how it stops. */
  readonly #readers = new Set<() => Promise<void>>()
  #producer: Promise<Producer> | undefined
  #admin: Promise<Admin> | undefined

  constructor(options: KafkaTransportOptions) {
    this.#options = options
    this.#retry = options.retry ?? defaultRetry
    this.#kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      logCreator: quietLogCreator,
      // Waits between attempts stay short: with kafkajs's doubling (to 30 s by default) a client
      // slept up to 12 s past a restarted broker's return, and the relay's producer held every
      // consumer that long behind the log. About 18 s of tries before a send fails or a consumer
      // restarts.
      retry: { initialRetryTime: 100, maxRetryTime: 1_000, retries: 20 },
      ...options.kafka,
    })
  }

  async publish(topic: string, records: TransportRecord[]): Promise<void> {
    // A topic auto-created by its first send has partitions still electing leaders: kafkajs then
    // retries the whole request for the one partition refused, writing the others' messages twice.
    if (!this.#knownTopics.has(topic)) await this.#ensureTopics([topic])
    await sendInRuns(await this.#producerClient(), topic, records)
  }

  async appendLog(topic: string, records: TransportRecord[]): Promise<string> {
    await this.#ensureLogTopic(topic)
    return appendKafkaLog(await this.#producerClient(), topic, records)
  }

  async readLog(options: LogReadOptions): Promise<Subscription> {
    await this.#ensureLogTopic(options.topic)
    const reading = await readKafkaLog(this.#kafka, await this.#adminClient(), options, {
      maxWaitTimeMs: this.#options.maxWaitTimeMs ?? 500,
      sessionTimeoutMs: this.#options.sessionTimeoutMs ?? 10_000,
      heartbeatIntervalMs: this.#options.heartbeatIntervalMs ?? 1_000,
    })
    const leave = () => reading.close()
    this.#readers.add(leave)
    return {
      close: async () => {
        if (this.#readers.delete(leave)) await leave()
      },
    }
  }

  #producerClient(): Promise<Producer> {
    return (this.#producer ??= connected(
      this.#kafka.producer({
        allowAutoTopicCreation: true,
        // Java-compatible murmur2, so keys land where Java and other clients put them.
        createPartitioner: keyPartitioner,
      }),
      () => (this.#producer = undefined),
    ))
  }

  async subscribe(options: TransportSubscribeOptions): Promise<Subscription> {
    await this.#ensureTopics(options.topics)
    const onAssigned = options.onAssigned
    const keys = onAssigned && (await whileTopicsSettle(async () => KeyPartitions.of(await this.#adminClient(), options.topics)))
    const consumer = this.#kafka.consumer({
      groupId: options.group,
      sessionTimeout: this.#options.sessionTimeoutMs ?? 10_000,
      heartbeatInterval: this.#options.heartbeatIntervalMs ?? 1_000,
      rebalanceTimeout: this.#options.rebalanceTimeoutMs ?? 15_000,
      maxWaitTimeInMs: this.#options.maxWaitTimeMs ?? 500,
      allowAutoTopicCreation: true,
    })
    const stop = new AbortController()
    const lag = this.#options.lag
    const commits = new OffsetCommits(consumer, this.#options.commitIntervalMs ?? 1_000)
    const limit = Math.max(1, this.#options.recordsInFlight ?? 48)
    const inFlight = new InFlight({ group: options.group, limit, commits, lag })
    // Each record running may pause out a retry on this one signal: more than Node's default 10 listeners is the design.
    setMaxListeners(10 + limit, stop.signal)
    consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
      // Paused at every join, before the first fetch: kafkajs keeps pauses in the member's group
      // state, which a crash restart (the coordinator still loading at a broker's start) builds
      // anew, and a pause right after run() met that restart and threw (CI, replicaKill).
      if (options.holdOnly) consumer.pause(options.topics.map((topic) => ({ topic })))
      inFlight.rejoined()
      commits.rejoined(payload.memberAssignment)
      // This member may own other partitions now: the old figures are another's to report.
      lag?.consumerGone(options.group)
      if (keys) onAssigned?.(ownershipOf(payload.memberAssignment, keys))
    })
    // Between the broker's word that the group rebalances and the new assignment, nothing is held.
    if (onAssigned) consumer.on(consumer.events.REBALANCING, () => onAssigned(ownsNothing))
    // Records still running are given up (a handler cut short is not committed); kafkajs commits
    // nothing once it stops running, so what is handled is committed before it disconnects.
    const leave = async () => {
      stop.abort()
      onAssigned?.(ownsNothing)
      await inFlight.drained()
      await commits.flush()
      await consumer.disconnect()
      lag?.consumerGone(options.group)
    }
    await consumer.connect()
    this.#members.set(consumer, leave)
    try {
      await whileTopicsSettle(() => consumer.subscribe({ topics: options.topics, fromBeginning: options.fromBeginning }))
      // Read from the beginning (or from a committed offset), nothing published after the join can
      // be missed: only a group that starts at the end waits for the first fetch to fix where that
      // is, which long-polls up to maxWaitTimeMs on a quiet topic (half a second of every worker's start).
      const ready = joinedAndPositioned(consumer, { fetches: !options.holdOnly && !options.fromBeginning })
      await consumer.run({
        autoCommit: false,
        eachBatchAutoResolve: false,
        partitionsConsumedConcurrently: this.#options.partitionsConsumedConcurrently ?? 3,
        eachBatch: (payload) => this.#eachBatch(payload, options, inFlight, stop.signal),
      })
      await ready
    } catch (error) {
      this.#members.delete(consumer)
      await consumer.disconnect().catch(() => {})
      throw error
    }
    return {
      close: async () => {
        if (!this.#members.delete(consumer)) return
        await leave()
        if (options.ephemeral) await this.#forgetGroup(options.group)
      },
    }
  }

  async close(): Promise<void> {
    const members = [...this.#members.values(), ...this.#readers]
    this.#members.clear()
    this.#readers.clear()
    await Promise.allSettled(members.map((leave) => leave()))
    const [producer, admin] = [this.#producer, this.#admin]
    this.#producer = this.#admin = undefined
    await Promise.allSettled([producer?.then((p) => p.disconnect()), admin?.then((a) => a.disconnect())])
  }

  /**
   * Hands the batch's records out and returns, so kafkajs fetches again while they run; the fetch
   * position moves past each record handed out, the committed offset only past handled ones.
   */
  async #eachBatch(payload: EachBatchPayload, options: TransportSubscribeOptions, inFlight: InFlight, stopped: AbortSignal): Promise<void> {
    const { batch, resolveOffset, heartbeat, isRunning, isStale } = payload
    const live = () => isRunning() && !isStale() && !stopped.aborted
    const pause = pauseUnless(stopped)
    const beatEveryMs = (this.#options.heartbeatIntervalMs ?? 1_000) / 2
    if (batch.messages.length > 0) inFlight.fetched(batch.topic, batch.partition, Number(batch.highWatermark), batch.messages[0]!.offset)
    for (const message of batch.messages) {
      // A full member waits here, so kafkajs does not fetch more than it can run (and stays in its group meanwhile).
      await inFlight.roomFor(beatEveryMs, () => (live() ? heartbeat() : Promise.resolve()))
      // Not handed out: kafkajs fetches it again from here.
      if (!live()) return
      resolveOffset(message.offset)
      if (message.value === null) {
        inFlight.skip({ topic: batch.topic, partition: batch.partition, offset: message.offset })
        continue
      }
      const record: ReceivedRecord = {
        topic: batch.topic,
        partition: batch.partition,
        offset: message.offset,
        key: message.key?.toString() ?? '',
        value: message.value.toString(),
        headers: decodeHeaders(message.headers),
      }
      inFlight.handOut(record, (current) => {
        const keepGoing = () => current() && isRunning() && !stopped.aborted
        return untilDone(() => options.handler(record), {
          policy: this.#retry,
          keepGoing,
          onError: (error, attempt) => options.onError(error, record, attempt),
          pause,
        })
      })
    }
  }

  async #ensureTopics(topics: string[]): Promise<void> {
    const missing = topics.filter((t) => !this.#knownTopics.has(t))
    if (missing.length === 0) return
    await whileTopicsSettle(async () => {
      const admin = await this.#adminClient()
      const existing = new Set(await admin.listTopics())
      const toCreate = missing.filter((topic) => !existing.has(topic))
      // Created up front so a new group's first join already sees every partition.
      if (toCreate.length > 0) await admin.createTopics({ topics: toCreate.map((topic) => ({ topic, configEntries: [largeEvents] })), waitForLeaders: true })
    })
    for (const topic of missing) this.#knownTopics.add(topic)
  }

  async #ensureLogTopic(topic: string): Promise<void> {
    if (this.#knownTopics.has(topic)) return
    await whileTopicsSettle(async () => ensureLogTopic(await this.#adminClient(), topic))
    this.#knownTopics.add(topic)
  }

  async #forgetGroup(group: string): Promise<void> {
    const admin = await this.#adminClient()
    await admin.deleteGroups([group]).catch(() => {})
  }

  #adminClient(): Promise<Admin> {
    return (this.#admin ??= connected(this.#kafka.admin(), () => (this.#admin = undefined)))
  }
}

/** About 30 s of tries before a start gives up. */
const TOPIC_ATTEMPTS = 20

const isRetriable = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { retriable?: unknown }).retriable === true

/**
 * Several processes starting together create the same topics: while another's creation is still
 * spreading, the broker answers "does not host this topic-partition" to metadata requests. That
 * passes, so the step is tried again for a while instead of failing the start.
 */
async function whileTopicsSettle<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step()
    } catch (error) {
      if (!isRetriable(error) || attempt >= TOPIC_ATTEMPTS) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.min(attempt, 10) * 200))
    }
  }
}

/** Connects `client`; on failure calls `forget`, so the next use tries again instead of failing forever. */
function connected<T extends { connect(): Promise<void> }>(client: T, forget: () => void): Promise<T> {
  return client.connect().then(
    () => client,
    (error: unknown) => {
      forget()
      throw error
    },
  )
}

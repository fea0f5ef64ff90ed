import { Kafka, Partitioners, logLevel, type Admin, type Consumer, type EachBatchPayload, type KafkaConfig, type Producer } from 'kafkajs'
import type { Subscription } from '../port'
import { defaultRetry, pauseUnless, untilDone, type RetryPolicy } from '../retry'
import type { ConsumerLagSink, ReceivedRecord, Transport, TransportRecord, TransportSubscribeOptions } from '../transport'
import { decodeHeaders } from './decodeHeaders'
import { joinedAndPositioned } from './joinedAndPositioned'
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
  /** Partitions one member processes at once. */
  partitionsConsumedConcurrently?: number
  /**
   * Records of different keys one partition's batch hands to the handler at once (default 16;
   * 1 handles a partition strictly in order). Records of one key always wait for each other.
   */
  keysInFlight?: number
  /** Passed to kafkajs as is (ssl, sasl, socketFactory, logLevel, ...). */
  kafka?: Partial<KafkaConfig>
  /** Told each group's lag per partition as batches are fetched and handled. */
  lag?: ConsumerLagSink
}

/**
 * Kafka through kafkajs. Consumers read batches and hand records to the handler one by one per
 * key (a few keys of a partition side by side, so one slow request does not hold up other
 * users'), resolve an offset only once it and every record before it succeeded, and commit
 * resolved offsets once a second and on close: a crash redelivers at most the uncommitted tail,
 * never skips.
 */
export class KafkaTransport implements Transport {
  readonly #kafka: Kafka
  readonly #options: KafkaTransportOptions
  readonly #retry: RetryPolicy
  /** Each running consumer, with what it has handled and not yet committed. */
  readonly #consumers = new Map<Consumer, OffsetCommits>()
  readonly #knownTopics = new Set<string>()
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
      retry: { initialRetryTime: 100, retries: 8 },
      ...options.kafka,
    })
  }

  async publish(topic: string, records: TransportRecord[]): Promise<void> {
    this.#producer ??= connected(
      this.#kafka.producer({
        allowAutoTopicCreation: true,
        // Java-compatible murmur2, so keys land where Java and other clients put them.
        createPartitioner: Partitioners.DefaultPartitioner,
      }),
      () => (this.#producer = undefined),
    )
    const producer = await this.#producer
    await producer.send({ topic, acks: -1, messages: records })
  }

  async subscribe(options: TransportSubscribeOptions): Promise<Subscription> {
    await this.#ensureTopics(options.topics)
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
    // After a rebalance this member may own other partitions: the old figures are another's to report.
    consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
      commits.rejoined(payload.memberAssignment)
      lag?.consumerGone(options.group)
    })
    await consumer.connect()
    this.#consumers.set(consumer, commits)
    try {
      await whileTopicsSettle(() => consumer.subscribe({ topics: options.topics, fromBeginning: options.fromBeginning }))
      const ready = joinedAndPositioned(consumer)
      await consumer.run({
        autoCommit: false,
        eachBatchAutoResolve: false,
        partitionsConsumedConcurrently: this.#options.partitionsConsumedConcurrently ?? 3,
        eachBatch: (payload) => this.#eachBatch(payload, options, commits, stop.signal),
      })
      await ready
    } catch (error) {
      this.#consumers.delete(consumer)
      await consumer.disconnect().catch(() => {})
      throw error
    }
    return {
      close: async () => {
        if (!this.#consumers.delete(consumer)) return
        stop.abort()
        // kafkajs commits nothing once it stops running: what is handled is committed first.
        await commits.flush()
        await consumer.disconnect()
        lag?.consumerGone(options.group)
        if (options.ephemeral) await this.#forgetGroup(options.group)
      },
    }
  }

  async close(): Promise<void> {
    const consumers = [...this.#consumers]
    this.#consumers.clear()
    await Promise.allSettled(consumers.map(async ([consumer, commits]) => {
      await commits.flush()
      await consumer.disconnect()
    }))
    const [producer, admin] = [this.#producer, this.#admin]
    this.#producer = this.#admin = undefined
    await Promise.allSettled([producer?.then((p) => p.disconnect()), admin?.then((a) => a.disconnect())])
  }

  async #eachBatch(payload: EachBatchPayload, options: TransportSubscribeOptions, commits: OffsetCommits, stopped: AbortSignal): Promise<void> {
    const { batch, resolveOffset, heartbeat, isRunning, isStale } = payload
    const keepGoing = () => isRunning() && !isStale() && !stopped.aborted
    const pause = pauseUnless(stopped)
    const beatEveryMs = (this.#options.heartbeatIntervalMs ?? 1_000) / 2
    // Offsets are resolved lazily: before a heartbeat and when the batch ends.
    let handled: string | undefined
    // The lag is what the fetch saw published (its high watermark) less what is handled; one
    // figure per batch and per resolve, so it costs nothing per record.
    const lag = this.#options.lag
    const highWatermark = Number(batch.highWatermark)
    const reportLag = (next: number) => lag?.consumerLag(options.group, batch.topic, batch.partition, Math.max(0, highWatermark - next))
    if (batch.messages.length > 0) reportLag(Number(batch.messages[0]!.offset))
    const resolveHandled = () => {
      if (handled !== undefined) {
        resolveOffset(handled)
        commits.handled(batch.topic, batch.partition, handled)
        reportLag(Number(handled) + 1)
      }
      handled = undefined
    }
    let lastBeat = Date.now()
    const beat = async () => {
      resolveHandled()
      await heartbeat()
      lastBeat = Date.now()
    }
    const limit = Math.max(1, this.#options.keysInFlight ?? 16)
    // Per key, the last record handed out: the next one of that key starts when it is done.
    const tails = new Map<string, Promise<boolean>>()
    const running = new Set<Promise<boolean>>()
    const offsets: string[] = []
    const finished = new Set<string>()
    let contiguous = 0
    let stoppedShort = false
    // Only a prefix of the batch in which every record is done may be resolved (committed).
    const finish = (offset: string) => {
      finished.add(offset)
      while (contiguous < offsets.length && finished.has(offsets[contiguous]!)) handled = offsets[contiguous++]
    }
    // Handlers backing off and the loop below may both find a beat due: they share one.
    let beating: Promise<void> | undefined
    const beatIfDue = async () => {
      if (!keepGoing() || Date.now() - lastBeat < beatEveryMs) return
      beating ??= beat().finally(() => (beating = undefined))
      await beating
    }
    try {
      for (const message of batch.messages) {
        if (!keepGoing() || stoppedShort) break
        offsets.push(message.offset)
        if (message.value === null) {
          finish(message.offset)
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
        const run = (tails.get(record.key) ?? Promise.resolve(true)).then(async (before) => {
          if (!before || !keepGoing()) return false
          const done = await untilDone(() => options.handler(record), {
            policy: this.#retry,
            keepGoing,
            onError: (error, attempt) => options.onError(error, record, attempt),
            // Heartbeat while backing off, or a long retry would cost the member its partitions.
            pause: async (ms) => {
              await pause(ms)
              await beatIfDue()
            },
          })
          if (done) finish(message.offset)
          else stoppedShort = true
          return done
        }).catch(() => {
          stoppedShort = true
          return false
        })
        tails.set(record.key, run)
        running.add(run)
        void run.then(() => running.delete(run))
        while (running.size >= limit) {
          await Promise.race(running)
          await beatIfDue()
        }
        await beatIfDue()
      }
      // The batch ends only once every record handed out is done or given up.
      while (running.size > 0) {
        await Promise.race(running)
        await beatIfDue()
      }
    } finally {
      resolveHandled()
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
      if (toCreate.length > 0) await admin.createTopics({ topics: toCreate.map((topic) => ({ topic })), waitForLeaders: true })
    })
    for (const topic of missing) this.#knownTopics.add(topic)
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

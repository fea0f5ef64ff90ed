import { setMaxListeners } from 'node:events'
import { untilDone, pauseUnless, type RetryPolicy } from '../retry'
import type { ConsumerLagSink, ReceivedRecord, TransportSubscribeOptions } from '../transport'
import { ownsNothing } from '../port'
import { partitionOf, type TopicLog } from './topicLog'

export interface TopicPartition {
  topic: string
  partition: number
}

/** What a member needs from its group: where each partition's committed offset is kept. */
export interface OffsetBook {
  committed(tp: TopicPartition): number
  commit(tp: TopicPartition, next: number): void
}

/**
 * One subscription's share of a group: a worker per assigned partition, delivering in order,
 * retrying a failed record and committing only after the handler succeeded.
 */
export class GroupMember {
  alive = true
  readonly options: TransportSubscribeOptions
  readonly #retry: RetryPolicy
  readonly #log: (topic: string) => TopicLog
  #abort = new AbortController()
  #workers: Promise<void>[] = []
  #left = false

  readonly #lag: ConsumerLagSink | undefined

  constructor(options: TransportSubscribeOptions, retry: RetryPolicy, log: (topic: string) => TopicLog, lag?: ConsumerLagSink) {
    this.options = options
    this.#retry = retry
    this.#log = log
    this.#lag = lag
  }

  start(assignment: TopicPartition[], offsets: OffsetBook): void {
    // A rebalance that began before this member left must not restart it.
    if (!this.alive || this.#left) return
    this.#abort = new AbortController()
    // Every partition's worker waits on this one signal (for records, or out a retry's pause):
    // more than Node's default 10 listeners is the design, not a leak.
    setMaxListeners(10 + 2 * assignment.length, this.#abort.signal)
    // Told before the workers start: the first delivery may come before they first wait.
    const held = new Set(assignment.map(({ topic, partition }) => `${topic}\u0000${partition}`))
    this.options.onAssigned?.({ owns: (topic, key) => held.has(`${topic}\u0000${partitionOf(key, this.#log(topic).partitions.length)}`) })
    this.#workers = this.options.holdOnly ? [] : assignment.map((tp) => this.#work(tp, offsets, this.#abort.signal))
  }

  /** Lets in-flight handlers finish (and commit), then stops. */
  async stop(): Promise<void> {
    if (this.alive) this.options.onAssigned?.(ownsNothing)
    this.#abort.abort()
    await Promise.all(this.#workers)
  }

  /** Stops for good: no later rebalance restarts it. */
  async leave(): Promise<void> {
    this.#left = true
    await this.stop()
  }

  /** Like a killed process: stops at once, and nothing still running will ever commit. */
  kill(): void {
    this.alive = false
    this.#abort.abort()
  }

  async #work(tp: TopicPartition, offsets: OffsetBook, signal: AbortSignal): Promise<void> {
    const log = this.#log(tp.topic)
    const partition = log.partitions[tp.partition]!
    while (!signal.aborted) {
      const offset = offsets.committed(tp)
      this.#lag?.consumerLag(this.options.group, tp.topic, tp.partition, partition.length - offset)
      const stored = partition[offset]
      if (!stored) {
        await log.changed(signal)
        continue
      }
      const record: ReceivedRecord = {
        topic: tp.topic,
        partition: tp.partition,
        offset: String(offset),
        key: stored.key,
        value: stored.value,
        headers: { ...stored.headers },
      }
      const done = await untilDone(() => this.options.handler(record), {
        policy: this.#retry,
        keepGoing: () => !signal.aborted,
        onError: (error, attempt) => this.options.onError(error, record, attempt),
        pause: pauseUnless(signal),
      })
      if (!done || !this.alive) return
      offsets.commit(tp, offset + 1)
    }
  }
}

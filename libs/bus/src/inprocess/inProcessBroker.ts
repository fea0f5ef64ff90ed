import { ConsumerGroup } from './consumerGroup'
import { TopicLog } from './topicLog'

export interface InProcessBrokerOptions {
  /** Partitions per topic; more than one, so per-key ordering and group sharing mean something. */
  partitions?: number
  /** How long a rebalance waits for a member's in-flight handler before dropping the member. */
  rebalanceTimeoutMs?: number
}

/** Topics and groups shared by every in-process transport of one process: the "broker". */
export class InProcessBroker {
  readonly #topics = new Map<string, TopicLog>()
  readonly #groups = new Map<string, ConsumerGroup>()
  readonly #partitions: number
  readonly #rebalanceTimeoutMs: number

  constructor(options: InProcessBrokerOptions = {}) {
    this.#partitions = options.partitions ?? 3
    this.#rebalanceTimeoutMs = options.rebalanceTimeoutMs ?? 30_000
  }

  log(topic: string): TopicLog {
    let log = this.#topics.get(topic)
    if (!log) this.#topics.set(topic, (log = new TopicLog(this.#partitions)))
    return log
  }

  /** A log topic: one partition whatever the broker's default, so its order is the append order. */
  logTopic(topic: string): TopicLog {
    let log = this.#topics.get(topic)
    if (!log) this.#topics.set(topic, (log = new TopicLog(1)))
    if (log.partitions.length !== 1) throw new Error(`${topic} is a topic of ${log.partitions.length} partitions, not a log`)
    return log
  }

  group(name: string): ConsumerGroup {
    let group = this.#groups.get(name)
    if (!group) this.#groups.set(name, (group = new ConsumerGroup((topic) => this.log(topic), this.#rebalanceTimeoutMs)))
    return group
  }

  forgetGroup(name: string): void {
    if (this.#groups.get(name)?.size === 0) this.#groups.delete(name)
  }
}

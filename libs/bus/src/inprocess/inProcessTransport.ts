import type { Subscription } from '../port'
import { defaultRetry, type RetryPolicy } from '../retry'
import type { ConsumerLagSink, LogReadOptions, Transport, TransportRecord, TransportSubscribeOptions } from '../transport'
import type { ConsumerGroup } from './consumerGroup'
import { GroupMember } from './groupMember'
import type { InProcessBroker } from './inProcessBroker'
import { readTopicLog } from './logReader'

export interface InProcessTransportOptions {
  retry?: RetryPolicy
  /** Told each group's lag per partition as records are handled, as the Kafka transport does. */
  lag?: ConsumerLagSink
}

/** One client of an InProcessBroker, standing for one process's connection to Kafka. */
export class InProcessTransport implements Transport {
  readonly #broker: InProcessBroker
  readonly #retry: RetryPolicy
  readonly #lag: ConsumerLagSink | undefined
  readonly #members = new Map<GroupMember, ConsumerGroup>()
  readonly #readers = new Set<Subscription>()
  #dead = false

  constructor(broker: InProcessBroker, options: InProcessTransportOptions = {}) {
    this.#broker = broker
    this.#retry = options.retry ?? defaultRetry
    this.#lag = options.lag
  }

  async publish(topic: string, records: TransportRecord[]): Promise<void> {
    this.#assertAlive()
    this.#broker.log(topic).append(records)
  }

  async appendLog(topic: string, records: TransportRecord[]): Promise<string> {
    this.#assertAlive()
    const log = this.#broker.logTopic(topic)
    const first = log.partitions[0]!.length
    log.append(records)
    return String(first)
  }

  async readLog(options: LogReadOptions): Promise<Subscription> {
    this.#assertAlive()
    const reading = readTopicLog(this.#broker.logTopic(options.topic), options)
    this.#readers.add(reading)
    return {
      close: async () => {
        this.#readers.delete(reading)
        await reading.close()
      },
    }
  }

  async subscribe(options: TransportSubscribeOptions): Promise<Subscription> {
    this.#assertAlive()
    const group = this.#broker.group(options.group)
    const member = new GroupMember(options, this.#retry, (topic) => this.#broker.log(topic), this.#lag)
    this.#members.set(member, group)
    await group.join(member)
    return {
      close: async () => {
        if (!this.#members.delete(member)) return
        await group.leave(member)
        this.#lag?.consumerGone(options.group)
        if (options.ephemeral) this.#broker.forgetGroup(options.group)
      },
    }
  }

  async close(): Promise<void> {
    const members = [...this.#members]
    this.#members.clear()
    await this.#closeReaders()
    await Promise.all(
      members.map(async ([member, group]) => {
        await group.leave(member)
        if (member.options.ephemeral) this.#broker.forgetGroup(member.options.group)
      }),
    )
  }

  /**
   * Ends this client the way kill -9 ends a process: handlers still running are abandoned and
   * never commit, its partitions go to the rest of each group, and it cannot publish again.
   */
  async kill(): Promise<void> {
    this.#dead = true
    const members = [...this.#members]
    this.#members.clear()
    await this.#closeReaders()
    await Promise.all(members.map(([member, group]) => group.evict(member)))
  }

  async #closeReaders(): Promise<void> {
    const readers = [...this.#readers]
    this.#readers.clear()
    await Promise.all(readers.map((reader) => reader.close()))
  }

  #assertAlive(): void {
    if (this.#dead) throw new Error('in-process transport was killed')
  }
}

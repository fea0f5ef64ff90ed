import type { Consumer, TopicPartitionOffsetAndMetadata } from 'kafkajs'

/**
 * Commits one member's handled offsets at most once per `intervalMs`, and once more as it leaves.
 *
 * kafkajs's own auto-commit sends a commit after every batch, before it fetches again: a broker
 * round trip on the path of every record, and in a burst of small batches (the join wave) one
 * commit per record and group. A crash now redelivers up to an interval more of records, which
 * every handler already takes as a no-op (it is idempotent); nothing unhandled is ever committed.
 */
export class OffsetCommits {
  readonly #next = new Map<string, TopicPartitionOffsetAndMetadata>()
  #timer: NodeJS.Timeout | undefined
  #committing: Promise<void> = Promise.resolve()

  constructor(
    private readonly consumer: Consumer,
    private readonly intervalMs: number,
  ) {}

  /** `offset` and every record before it in its partition are handled. */
  handled(topic: string, partition: number, offset: string): void {
    this.#next.set(`${topic}\u0000${partition}`, { topic, partition, offset: (BigInt(offset) + 1n).toString() })
    this.#timer ??= setTimeout(() => void this.flush(), this.intervalMs).unref()
  }

  /**
   * After a rebalance kafkajs resumes every partition from its last commit. A partition this member
   * keeps resumes after what it handled instead (and is committed in the new generation); what it
   * handled of a partition now another member's is that member's to do again.
   */
  rejoined(assignment: Record<string, number[]>): void {
    for (const [key, next] of this.#next) {
      if (assignment[next.topic]?.includes(next.partition)) this.consumer.seek({ topic: next.topic, partition: next.partition, offset: next.offset })
      else this.#next.delete(key)
    }
  }

  /** Commits what is handled and not yet committed. A refusal (the member lost its partitions) is left: the records come again. */
  flush(): Promise<void> {
    clearTimeout(this.#timer)
    this.#timer = undefined
    const offsets = [...this.#next.values()]
    this.#next.clear()
    if (offsets.length === 0) return this.#committing
    this.#committing = this.#committing.then(() => this.consumer.commitOffsets(offsets)).catch(() => {})
    return this.#committing
  }
}

import type { ConsumerLagSink, ReceivedRecord } from '../transport'
import type { OffsetCommits } from './offsetCommits'

export interface InFlightOptions {
  group: string
  /** Records handled at once over all of the member's partitions. */
  limit: number
  commits: OffsetCommits
  lag?: ConsumerLagSink
}

/** What one partition has handed out since the member last joined, in offset order. */
interface PartitionProgress {
  topic: string
  partition: number
  handedOut: string[]
  done: Set<string>
  /** How many of `handedOut` form a prefix that is all done (and was told to `commits`). */
  contiguous: number
  highWatermark: number
}

/**
 * One subscription's records between fetch and commit. kafkajs fetches a partition again only once
 * its batch handler returns, so a batch that waited for its slowest record held every record
 * behind it (a wallet command waited on average half of the slowest seat payment of the batch
 * before it). Here a batch only hands its records out and returns: the next fetch runs while they
 * are handled. Records of one key still run one after another, at most `limit` run at once (the
 * batch handler waits for room, which holds the fetches back), and a partition's offset is
 * committed only over a prefix that is all done, so nothing unhandled is ever committed.
 */
export class InFlight {
  /** Per key, the last record handed out: whether it was handled, and in which generation. */
  readonly #tails = new Map<string, { handled: Promise<boolean>; partitions: Map<string, PartitionProgress> }>()
  readonly #running = new Set<Promise<boolean>>()
  #partitions = new Map<string, PartitionProgress>()
  /** Batch handlers waiting for room, woken as any record finishes. */
  readonly #waiting: (() => void)[] = []

  constructor(private readonly options: InFlightOptions) {}

  /**
   * A rebalance: what is still running was handed out in the last generation, so its offsets are
   * no longer this member's to commit (a partition it keeps is fetched again from its commit).
   */
  rejoined(): void {
    this.#partitions = new Map()
  }

  /** A fetched batch: its high watermark gives the lag until its records are done. */
  fetched(topic: string, partition: number, highWatermark: number, firstOffset: string): void {
    const progress = this.#progress(topic, partition)
    progress.highWatermark = highWatermark
    if (progress.contiguous === progress.handedOut.length) this.#reportLag(progress, Number(firstOffset))
  }

  /**
   * Starts `record` once the records of its key before it have finished. `run` is told whether the
   * record is still this member's to handle (no rebalance since it was fetched) and says whether it
   * was handled; records of a generation gone by give up, their partition is fetched again.
   */
  handOut(record: ReceivedRecord, run: (current: () => boolean) => Promise<boolean>): void {
    const progress = this.#progress(record.topic, record.partition)
    const partitions = this.#partitions
    const current = () => this.#partitions === partitions
    const key = `${record.topic}\u0000${record.key}`
    progress.handedOut.push(record.offset)
    const before = this.#tails.get(key)
    const running = (before?.handled ?? Promise.resolve(true))
      .then((previousHandled) => {
        if (!current()) return false
        // A record of this key given up in this generation holds the later ones: handling them
        // would put them before it (a consumer's per-stream version check would then pass it
        // over for good). They are all fetched again from the commit once the member rejoins.
        if (!previousHandled && before?.partitions === partitions) return false
        return run(current)
      })
      .catch(() => false)
    this.#tails.set(key, { handled: running, partitions })
    this.#running.add(running)
    void running.then((done) => {
      this.#running.delete(running)
      if (this.#tails.get(key)?.handled === running) this.#tails.delete(key)
      if (done && current()) this.#done(progress, record.offset)
      for (const wake of this.#waiting.splice(0)) wake()
    })
  }

  /** A record with nothing to handle (a tombstone) is done at once, in its place. */
  skip(record: Pick<ReceivedRecord, 'topic' | 'partition' | 'offset'>): void {
    const progress = this.#progress(record.topic, record.partition)
    progress.handedOut.push(record.offset)
    this.#done(progress, record.offset)
  }

  /** Resolves once fewer than `limit` records run; `beat` is called at least every `everyMs` meanwhile. */
  async roomFor(everyMs: number, beat: () => Promise<void>): Promise<void> {
    while (this.#running.size >= this.options.limit) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          const at = this.#waiting.indexOf(wake)
          if (at >= 0) this.#waiting.splice(at, 1)
          resolve()
        }, everyMs)
        this.#waiting.push(wake)
      })
      await beat()
    }
  }

  /** Resolves once every record handed out so far has finished, done or given up. */
  async drained(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running])
  }

  #progress(topic: string, partition: number): PartitionProgress {
    const key = `${topic}\u0000${partition}`
    let progress = this.#partitions.get(key)
    if (!progress) {
      progress = { topic, partition, handedOut: [], done: new Set(), contiguous: 0, highWatermark: 0 }
      this.#partitions.set(key, progress)
    }
    return progress
  }

  #done(progress: PartitionProgress, offset: string): void {
    progress.done.add(offset)
    let last: string | undefined
    while (progress.contiguous < progress.handedOut.length && progress.done.has(progress.handedOut[progress.contiguous]!)) {
      last = progress.handedOut[progress.contiguous++]!
      progress.done.delete(last)
    }
    if (last === undefined) return
    // Keep the lists short: the committed prefix is never looked at again.
    progress.handedOut.splice(0, progress.contiguous)
    progress.contiguous = 0
    this.options.commits.handled(progress.topic, progress.partition, last)
    this.#reportLag(progress, Number(last) + 1)
  }

  #reportLag(progress: PartitionProgress, next: number): void {
    this.options.lag?.consumerLag(this.options.group, progress.topic, progress.partition, Math.max(0, progress.highWatermark - next))
  }
}

import type { Admin, PartitionMetadata } from 'kafkajs'
import type { Ownership } from '../port'
import { keyPartitioner } from './keyPartitioner'

/** Keys remembered per topic before the cache starts again: a hash per call would cost more than the lookup. */
const CACHED_KEYS = 100_000

/**
 * Where the producer puts each key: the Java-compatible murmur2 partitioner (the one
 * `KafkaTransport.publish` uses) over each topic's partition count, read once from the broker.
 */
export class KeyPartitions {
  readonly #partitioner = keyPartitioner()
  readonly #metadata: Map<string, PartitionMetadata[]>
  readonly #cache = new Map<string, number>()

  private constructor(metadata: Map<string, PartitionMetadata[]>) {
    this.#metadata = metadata
  }

  static async of(admin: Admin, topics: string[]): Promise<KeyPartitions> {
    const { topics: found } = await admin.fetchTopicMetadata({ topics })
    return new KeyPartitions(new Map(found.map(({ name, partitions }) => [name, partitions])))
  }

  partitionOf(topic: string, key: string): number | undefined {
    const partitionMetadata = this.#metadata.get(topic)
    if (!partitionMetadata) return undefined
    const cacheKey = `${topic}\u0000${key}`
    let partition = this.#cache.get(cacheKey)
    if (partition === undefined) {
      if (this.#cache.size >= CACHED_KEYS) this.#cache.clear()
      partition = this.#partitioner({ topic, partitionMetadata, message: { key, value: null } })
      this.#cache.set(cacheKey, partition)
    }
    return partition
  }
}

/** A member's share from the assignment kafkajs reports on joining (`GROUP_JOIN`'s `memberAssignment`). */
export function ownershipOf(assignment: Record<string, number[]>, partitions: KeyPartitions): Ownership {
  const held = new Map(Object.entries(assignment).map(([topic, assigned]) => [topic, new Set(assigned)]))
  return {
    owns: (topic, key) => {
      const partition = partitions.partitionOf(topic, key)
      return partition !== undefined && (held.get(topic)?.has(partition) ?? false)
    },
  }
}

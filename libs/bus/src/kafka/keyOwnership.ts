import type { Admin } from 'kafkajs'
import type { Ownership } from '../port'
import { keyedPartition } from './keyPartitioner'

/**
 * Where the producer puts each key: the Java-compatible murmur2 partitioner (the one
 * `KafkaTransport.publish` uses) over each topic's partition count, read once from the broker.
 * No cache: the hash (about 80 ns) costs less than building a key and looking it up.
 */
export class KeyPartitions {
  readonly #counts: Map<string, number>

  private constructor(counts: Map<string, number>) {
    this.#counts = counts
  }

  static async of(admin: Admin, topics: string[]): Promise<KeyPartitions> {
    const { topics: found } = await admin.fetchTopicMetadata({ topics })
    return new KeyPartitions(new Map(found.map(({ name, partitions }) => [name, partitions.length])))
  }

  partitionOf(topic: string, key: string): number | undefined {
    const count = this.#counts.get(topic)
    return count === undefined ? undefined : keyedPartition(key, count)
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

import type { ICustomPartitioner, PartitionerArgs } from 'kafkajs'

const SEED = 0x9747b28c
const M = 0x5bd1e995
/** Where a string key is encoded to hash it: reused, as hashing is synchronous (UTF-8 takes at most 3 bytes a UTF-16 unit). */
let scratch = Buffer.allocUnsafe(256)

/**
 * Java's `Utils.murmur2` (the hash Kafka's own clients place keys by) over the key's UTF-8 bytes,
 * in 32-bit integer arithmetic. kafkajs's copy computes the same hash with a 64-bit `Long` object
 * per step, about twenty objects for a short key; the relay hashes every event's key twice (its
 * topic and the log) and spent a fifth of what it allocated there.
 */
export function murmur2(key: string | Buffer): number {
  let bytes: Uint8Array
  let length: number
  if (typeof key === 'string') {
    if (scratch.length < key.length * 3) scratch = Buffer.allocUnsafe(Math.max(key.length * 3, scratch.length * 2))
    length = scratch.write(key, 0, 'utf8')
    bytes = scratch
  } else {
    bytes = key
    length = key.length
  }
  let h = SEED ^ length
  const whole = length & ~3
  for (let i = 0; i < whole; i += 4) {
    let k = bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24)
    k = Math.imul(k, M)
    k ^= k >>> 24
    k = Math.imul(k, M)
    h = Math.imul(h, M) ^ k
  }
  const rest = length & 3
  if (rest > 0) {
    if (rest === 3) h ^= bytes[whole + 2]! << 16
    if (rest >= 2) h ^= bytes[whole + 1]! << 8
    h ^= bytes[whole]!
    h = Math.imul(h, M)
  }
  h ^= h >>> 13
  h = Math.imul(h, M)
  h ^= h >>> 15
  return h | 0
}

/**
 * kafkajs's `Partitioners.DefaultPartitioner` with the hash above: a message's own partition if it
 * names one, else the key's murmur2 over the partition count (where Java puts it), else round
 * robin over the partitions that have a leader.
 */
export const keyPartitioner: ICustomPartitioner = () => {
  const counters = new Map<string, number>()
  return ({ topic, partitionMetadata, message }: PartitionerArgs) => {
    if (message.partition !== null && message.partition !== undefined) return message.partition
    if (message.key !== null && message.key !== undefined) return (murmur2(message.key) & 0x7fffffff) % partitionMetadata.length
    const next = (counters.get(topic) ?? Math.floor(Math.random() * 0x7fffffff)) + 1
    counters.set(topic, next)
    const available = partitionMetadata.filter(partition => partition.leader >= 0)
    if (available.length > 0) return available[(next & 0x7fffffff) % available.length]!.partitionId
    return (next & 0x7fffffff) % partitionMetadata.length
  }
}

import { createRequire } from 'node:module'
import type { ICustomPartitioner } from 'kafkajs'

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

/** The partition of `count` a key goes to: its murmur2, made positive, over the count (where Java puts it). */
export function keyedPartition(key: string | Buffer, count: number): number {
  return (murmur2(key) & 0x7fffffff) % count
}

// kafkajs builds its DefaultPartitioner from this factory and its own murmur2; given ours, the
// rules stay kafkajs's (a message's own partition, else its key's, else round robin over the
// partitions with a leader). Not a public export, hence the require of its file.
const partitionerOf = createRequire(import.meta.url)('kafkajs/src/producer/partitioners/legacy/partitioner') as (hash: (key: string | Buffer) => number) => ICustomPartitioner

/** kafkajs's `Partitioners.DefaultPartitioner` with the hash above. */
export const keyPartitioner: ICustomPartitioner = partitionerOf(murmur2)

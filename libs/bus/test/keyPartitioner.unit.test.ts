import { createRequire } from 'node:module'
import { Partitioners, type PartitionMetadata } from 'kafkajs'
import t from 'tap'
import { keyedPartition, keyPartitioner, murmur2 } from '../src/kafka/keyPartitioner'

// kafkajs's own murmur2 (the Long-based one), the reference the producer used before.
const kafkajsMurmur2 = createRequire(import.meta.url)('kafkajs/src/producer/partitioners/default/murmur2') as (key: string | Buffer) => number

/** A deterministic spread of keys: ids as we write them, every length from empty to long, non-ASCII ones. */
function keys(): string[] {
  const found: string[] = ['', 'a', 'ab', 'abc', 'abcd', 'account-3f2a', 'log', 'é', 'ключ-7', '株式-🚀-1']
  let seed = 7
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0)
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-_ABCDEFGHIJKLMNOPQRSTUVWXYZ€ü字'
  for (let n = 0; n < 5_000; n++) {
    const length = next() % 80
    let key = ''
    for (let i = 0; i < length; i++) key += alphabet[next() % alphabet.length]
    found.push(key)
  }
  return found
}

t.test('murmur2 gives Java Kafka\'s hashes (the vectors of its UtilsTest)', async t => {
  const vectors: [string, number][] = [
    ['21', -973932308],
    ['foobar', -790332482],
    ['a-little-bit-long-string', -985981536],
    ['a-little-bit-longer-string', -1486304829],
    ['lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8', -58897971],
    ['abc', 479470107],
  ]
  for (const [key, hash] of vectors) t.equal(murmur2(key), hash, key)
})

t.test('murmur2 agrees with kafkajs\'s on every key, as a string and as bytes', async t => {
  const differing = keys().filter(key => murmur2(key) !== kafkajsMurmur2(key) || murmur2(Buffer.from(key)) !== kafkajsMurmur2(key))
  t.same(differing, [])
})

t.test('the partitioner and the share groups\' key ownership put every key where kafkajs\'s DefaultPartitioner does', async t => {
  const ours = keyPartitioner()
  const theirs = Partitioners.DefaultPartitioner()
  for (const count of [1, 2, 3, 7, 12, 50]) {
    const partitionMetadata: PartitionMetadata[] = Array.from({ length: count }, (_, partitionId) => ({ partitionId, leader: 1, replicas: [1], isr: [1], partitionErrorCode: 0, offlineReplicas: [] }))
    const differing = keys().filter(key => {
      const message = { key, value: null }
      const where = theirs({ topic: 't', partitionMetadata, message })
      return ours({ topic: 't', partitionMetadata, message }) !== where || keyedPartition(key, count) !== where
    })
    t.same(differing, [], `${count} partitions`)
  }
})

t.test('a message naming its partition goes there; one without a key goes round the partitions with a leader', async t => {
  const partition = keyPartitioner()
  const partitionMetadata: PartitionMetadata[] = [0, 1, 2, 3].map(partitionId => ({ partitionId, leader: partitionId === 2 ? -1 : 1, replicas: [1], isr: [1], partitionErrorCode: 0 }))
  t.equal(partition({ topic: 't', partitionMetadata, message: { key: 'k', partition: 3, value: null } }), 3)
  const chosen = Array.from({ length: 30 }, () => partition({ topic: 't', partitionMetadata, message: { value: null } }))
  t.same([...new Set(chosen)].sort(), [0, 1, 3], 'every partition with a leader, none without')
})

import type { Producer, RecordMetadata } from 'kafkajs'
import type { TransportRecord } from '../transport'

/**
 * The most bytes of records one produce request carries. The broker refuses a partition's batch
 * over its `message.max.bytes` (1 MiB by default) with MESSAGE_TOO_LARGE, which no retry cures:
 * a relay round of 1,000 events at a contest's end (every account's cancels and freeze, the
 * settlement's results) came to more than that, and the relay retried the same round for good,
 * holding every consumer behind it. Half the default leaves room for the batch's own framing.
 */
export const SEND_LIMIT_BYTES = 512 * 1024

/**
 * The topics we create take one event of up to 64 MiB (the broker's default is 1 MiB): a
 * contest's settlement records every player's result in one event, about 200 bytes a player, so
 * a contest of 5,000 players is past 1 MiB, and an event the broker refuses stops the relay.
 */
export const largeEvents = { name: 'max.message.bytes', value: String(64 * 1024 * 1024) }

/** About what a record takes in a batch: its key, value and headers, and the record's own fields. */
function recordBytes(record: TransportRecord): number {
  let bytes = 32 + Buffer.byteLength(record.key) + Buffer.byteLength(record.value)
  for (const name in record.headers) bytes += 8 + Buffer.byteLength(name) + Buffer.byteLength(record.headers[name]!)
  return bytes
}

/** Sends `records` to `topic` in runs within the send limit, one after another: the broker's answer to each. */
export async function sendInRuns(producer: Producer, topic: string, records: TransportRecord[]): Promise<RecordMetadata[][]> {
  const answers: RecordMetadata[][] = []
  for (const run of withinSendLimit(records)) answers.push(await producer.send({ topic, acks: -1, messages: run }))
  return answers
}

/**
 * `records` cut, in order, into runs of at most `limit` bytes each (a record larger than that goes
 * alone); sent one after another, they keep each partition's order.
 */
export function withinSendLimit(records: TransportRecord[], limit = SEND_LIMIT_BYTES): TransportRecord[][] {
  const runs: TransportRecord[][] = []
  let run: TransportRecord[] = []
  let bytes = 0
  for (const record of records) {
    const size = recordBytes(record)
    if (run.length > 0 && bytes + size > limit) {
      runs.push(run)
      run = []
      bytes = 0
    }
    run.push(record)
    bytes += size
  }
  if (run.length > 0) runs.push(run)
  return runs
}

import type { Subscription } from '../port'
import type { LogReadOptions, LogRecord } from '../transport'
import type { TopicLog } from './topicLog'

/** Records handed over at once: a reader far behind still reports progress as it goes. */
const BATCH = 500

/** Reads a one-partition topic from an offset, then waits for appends, until closed or its handler throws. */
export function readTopicLog(log: TopicLog, options: LogReadOptions): Subscription {
  const stop = new AbortController()
  const records = log.partitions[0]!
  let next = Number(options.fromOffset)
  if (!Number.isSafeInteger(next) || next < 0) throw new RangeError(`not an offset: ${options.fromOffset}`)
  const reading = (async () => {
    // As Kafka: an offset past the end waits there for the records to come.
    while (!stop.signal.aborted) {
      if (next >= records.length) {
        await log.changed(stop.signal)
        continue
      }
      const batch: LogRecord[] = records.slice(next, next + BATCH).map((record, i) => ({
        offset: String(next + i),
        headers: { ...record.headers },
        value: record.value,
      }))
      next += batch.length
      try {
        await options.handler(batch)
      } catch (error) {
        stop.abort()
        options.onError(error)
      }
    }
  })()
  return {
    async close() {
      stop.abort()
      await reading
    },
  }
}

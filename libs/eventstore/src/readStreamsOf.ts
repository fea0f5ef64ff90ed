import type { RecordedEvent } from '@arena/contracts'
import type { EventStore } from './port'

/** Single-stream reads side by side for a store without `readStreams`: enough to keep a pool busy, not to flood it. */
const READS_AT_ONCE = 16

/** Several whole streams: in one read where the store can (`readStreams`), else a few streams at a time. */
export async function readStreamsOf(store: Pick<EventStore, 'readStream' | 'readStreams'>, streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
  if (store.readStreams) return store.readStreams(streams)
  const byStream = new Map<string, RecordedEvent[]>()
  for (let start = 0; start < streams.length; start += READS_AT_ONCE) {
    const batch = streams.slice(start, start + READS_AT_ONCE)
    const read = await Promise.all(batch.map(stream => store.readStream(stream)))
    batch.forEach((stream, i) => byStream.set(stream, read[i]!))
  }
  return byStream
}

import { streams, type RecordedEvent } from '@arena/contracts'
import { readStreamsOf, type EventStore } from '@arena/eventstore'

/**
 * Players' whole account histories in one contest, read from matching's own streams, each in
 * version order: for a module that merges them with its own records (the contest's replay and its
 * evidence bundle of a finished contest). One read for them all where the store batches reads.
 */
export function accountHistoriesIn(store: Pick<EventStore, 'readStream' | 'readStreams'>): (contestId: string, userIds: readonly string[]) => Promise<RecordedEvent[][]> {
  return async (contestId, userIds) => {
    const names = userIds.map(userId => streams.account(contestId, userId))
    const read = await readStreamsOf(store, names)
    return names.map(name => read.get(name) ?? [])
  }
}

import { ContestCreated, ContestUpdated, streams } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'

/** A contest's latest name, read from its own stream: for a module that names it in its words (support's notifications). */
export function contestNamesIn(store: Pick<EventStore, 'readStream'>): (contestId: string) => Promise<string | undefined> {
  return async contestId => {
    let name: string | undefined
    for (const event of await store.readStream(streams.contest(contestId))) {
      if (event.type === ContestCreated.type || event.type === ContestUpdated.type) name = (event.data as { contestName?: string }).contestName ?? name
    }
    return name
  }
}

import type { EventStore } from '@arena/eventstore'
import { evidenceRecords } from './buildEvidence'
import { chain, type Chained } from './chain'
import { pseudonymise } from './pseudonymise'

/** Reads a settled contest's evidence from the event store: what sealing and the downloads use. */
export class Evidence {
  constructor(private readonly store: Pick<EventStore, 'readStream'>) {}

  /** The whole bundle (real user ids), or undefined while the contest is not settled. */
  async whole(contestId: string): Promise<Chained | undefined> {
    const records = await evidenceRecords(this.store, contestId)
    return records && chain(records)
  }

  /** The viewer's pseudonymised copy, naming the whole bundle's head it was made from. */
  async forPlayer(contestId: string, viewer: string): Promise<Chained | undefined> {
    const records = await evidenceRecords(this.store, contestId)
    if (!records) return undefined
    return chain(pseudonymise(records, viewer, chain(records).head))
  }
}

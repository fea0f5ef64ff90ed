import type { EventStore } from '@arena/eventstore'
import type { AccountHistories } from '../ports'
import { evidenceRecords } from './buildEvidence'
import { chain, type Chained } from './chain'
import { pseudonymise } from './pseudonymise'
import type { EvidenceRecord } from './records'

/** How many contests' records are kept in memory: result pages of recent contests are read often. */
const CACHED_CONTESTS = 16

/** Reads a settled contest's evidence from the event store: what sealing and the downloads use. */
export class Evidence {
  // A settled contest's records never change (every account froze before it settled), so they are
  // read from the store once and not again for each player opening the result page.
  readonly #cache = new Map<string, EvidenceRecord[]>()

  constructor(
    private readonly store: Pick<EventStore, 'readStream'>,
    private readonly accounts: AccountHistories,
  ) {}

  /** The whole bundle (real user ids), or undefined while the contest is not settled. */
  async whole(contestId: string): Promise<Chained | undefined> {
    const records = await this.#records(contestId)
    return records && chain(records)
  }

  /** The viewer's pseudonymised copy, naming the whole bundle's head it was made from. */
  async forPlayer(contestId: string, viewer: string): Promise<Chained | undefined> {
    const records = await this.#records(contestId)
    if (!records) return undefined
    return chain(pseudonymise(records, viewer, chain(records).head))
  }

  async #records(contestId: string): Promise<EvidenceRecord[] | undefined> {
    const cached = this.#cache.get(contestId)
    if (cached) return cached
    const records = await evidenceRecords(this.store, this.accounts, contestId)
    if (!records) return undefined
    if (this.#cache.size >= CACHED_CONTESTS) this.#cache.delete(this.#cache.keys().next().value!)
    this.#cache.set(contestId, records)
    return records
  }
}

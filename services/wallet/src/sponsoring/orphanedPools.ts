import type { Clock, Logger } from '@arena/service-kit'
import { derivedId } from '../adapters/eventIds'
import type { SponsorAccounts } from './sponsorAccounts'
import type { SponsorBooks } from '../readModel/sponsorBooks'

/** Whether a contest was ever created (the contest service's stream); the wallet asks, it does not keep contests. */
export interface ContestLookup {
  exists(contestId: string): Promise<boolean>
}

/** How long a reservation may wait for its contest (by the injected clock) before it counts as orphaned. */
export const ORPHANED_POOL_GRACE_MS = 15 * 60_000

export const orphanedPoolReason = 'Contest never created'

/** One return per orphaned reservation, whoever sweeps and however often. */
export const orphanReturnCommandId = (contestId: string): string => derivedId(`sponsor-orphan-return\n${contestId}`)

export interface OrphanedPoolsDeps {
  books: SponsorBooks
  accounts: SponsorAccounts
  contests: ContestLookup
  clock: Clock
  logger: Logger
  graceMs: number
}

/**
 * Gives back a reservation whose contest was never created: the contest service reserves the
 * pool first and writes the contest second, so a crash in between leaves money set aside for
 * nothing. A retried creation (same idempotency key, same contest id) finishes well within the
 * grace; after it, `SponsorPoolReturned` closes the pool and that retry is refused instead.
 */
export class OrphanedPools {
  /** Contests seen to exist: they never stop existing, so their streams are read once. */
  readonly #created = new Set<string>()

  constructor(private readonly deps: OrphanedPoolsDeps) {}

  /** Returns every orphaned reservation past the grace; answers how many were returned. */
  async sweep(): Promise<number> {
    const { books, accounts, contests, clock, logger, graceMs } = this.deps
    const now = clock.now()
    let returned = 0
    for (const pool of books.openPools()) {
      if (this.#created.has(pool.contestId) || now.getTime() - Date.parse(pool.reservedAt) < graceMs) continue
      if (await contests.exists(pool.contestId)) {
        this.#created.add(pool.contestId)
        continue
      }
      const command = { type: 'ReturnPool' as const, commandId: orphanReturnCommandId(pool.contestId), at: now.toISOString(), sponsorId: pool.sponsorId, contestId: pool.contestId, reason: orphanedPoolReason }
      await accounts.execute(command, { actor: 'system:wallet' })
      logger.warn({ sponsorId: pool.sponsorId, contestId: pool.contestId, reservedAt: pool.reservedAt }, 'sponsor pool of a contest never created returned')
      returned++
    }
    return returned
  }
}

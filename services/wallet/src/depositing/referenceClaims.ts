import { DepositReferenceClaimed, DepositReferenceReleased, eventParser, paymentStreams, type ReferenceClaimEvent } from '@arena/contracts'
import { CommandHandler } from '@arena/service-kit'
import { claimDecider, HolderChanged, type ReferenceHolder } from '../domain/referenceClaim'
import { WALLET_IDS } from '../adapters/eventIds'
import type { Cause, WalletCommands } from '../adapters/walletCommands'

export type { ReferenceHolder } from '../domain/referenceClaim'

/**
 * One bank reference (UTR) belongs to one live deposit across all users (docs/adr/0008). Each
 * reference has a claim stream, `utr-<REFERENCE>`, appended at the version that was read (0 when
 * it does not exist yet): of two users claiming one reference at once exactly one append
 * succeeds, in any number of processes. The claim is taken before the deposit is requested.
 */
export class ReferenceClaims {
  readonly #handler: CommandHandler<Parameters<typeof claimDecider.decide>[0], ReferenceClaimEvent, ReferenceHolder | null>

  constructor(private readonly wallets: WalletCommands) {
    const parse = eventParser<ReferenceClaimEvent>([DepositReferenceClaimed, DepositReferenceReleased])
    this.#handler = new CommandHandler(wallets.store, { decider: claimDecider, parse, idNamespace: WALLET_IDS, maxAttempts: 10 })
  }

  /** The deposit holding `reference` now, if any; a rejected deposit's claim is free again. */
  async holder(reference: string): Promise<ReferenceHolder | null> {
    const holder = await this.#handler.load(paymentStreams.referenceClaim(reference))
    return holder && (await this.#live(holder)) ? holder : null
  }

  /**
   * Claims `reference` for the deposit; true when this call took it, false when the deposit
   * already held it (a retried request). Refuses with depositReferenceUsed when another live
   * deposit holds it.
   */
  async claim(reference: string, claimer: ReferenceHolder, cause: Cause, at: string): Promise<boolean> {
    const stream = paymentStreams.referenceClaim(reference)
    for (let attempt = 1; ; attempt++) {
      // Whether the holder's deposit is live is read from its wallet, outside the claim's stream.
      const seen = await this.#handler.load(stream)
      const seenLive = seen !== null && (await this.#live(seen))
      try {
        const done = await this.#handler.execute(stream, { type: 'ClaimReference', reference, claimer, seen, seenLive }, this.#stamp(claimer, cause, at))
        return done.events.length > 0 && !done.duplicate
      } catch (error) {
        // Someone claimed or released it in between: read again and decide on what they wrote.
        if (!(error instanceof HolderChanged) || attempt >= 10) throw error
      }
    }
  }

  /** Frees a reference this claimer took but whose deposit request was then refused. */
  async release(reference: string, claimer: ReferenceHolder, cause: Cause, at: string): Promise<void> {
    await this.#handler.execute(paymentStreams.referenceClaim(reference), { type: 'ReleaseReference', reference, claimer }, this.#stamp(claimer, cause, at))
  }

  #stamp(claimer: ReferenceHolder, cause: Cause, at: string) {
    return { ...cause, correlationId: cause.correlationId ?? claimer.depositId, at }
  }

  /** Held unless its deposit was rejected; a claim whose deposit is not written yet may be in flight, so it holds. */
  async #live(holder: ReferenceHolder): Promise<boolean> {
    const deposit = (await this.wallets.load(holder.userId)).deposits.get(holder.depositId)
    return deposit?.status !== 'rejected'
  }
}

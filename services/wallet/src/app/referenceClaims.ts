import { DepositReferenceClaimed, DepositReferenceReleased, paymentStreams, type NewEvent } from '@arena/contracts'
import { WrongExpectedVersion } from '@arena/eventstore'
import { WalletRefused, walletMessages as m } from '../domain/errors'
import type { Cause, CommandRunner } from './commandRunner'
import { eventIdFor } from './eventIds'

export interface ReferenceHolder {
  userId: string
  depositId: string
}

/**
 * One bank reference (UTR) belongs to one live deposit across all users (docs/adr/0008). Each
 * reference has a claim stream, `utr-<REFERENCE>`, appended at the version that was read (0 when
 * it does not exist yet): of two users claiming one reference at once exactly one append
 * succeeds, in any number of processes. The claim is taken before the deposit is requested.
 */
export class ReferenceClaims {
  constructor(private readonly runner: CommandRunner) {}

  /** The deposit holding `reference` now, if any; a rejected deposit's claim is free again. */
  async holder(reference: string): Promise<ReferenceHolder | null> {
    const { holder } = await this.#read(reference)
    return holder && (await this.#live(holder)) ? holder : null
  }

  /**
   * Claims `reference` for the deposit; true when this call took it, false when the deposit
   * already held it (a retried request). Refuses with depositReferenceUsed when another live
   * deposit holds it.
   */
  async claim(reference: string, claimer: ReferenceHolder, cause: Cause, at: string): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      const { version, holder } = await this.#read(reference)
      if (holder && holder.userId === claimer.userId && holder.depositId === claimer.depositId) return false
      if (holder && (await this.#live(holder))) throw new WalletRefused('depositReferenceUsed', m.depositReferenceUsed)
      try {
        await this.#append(reference, 'DepositReferenceClaimed', claimer, version, cause, at)
        return true
      } catch (error) {
        // Someone claimed or released it in between: read again and decide on what they wrote.
        if (!(error instanceof WrongExpectedVersion) || attempt >= 10) throw error
      }
    }
  }

  /** Frees a reference this claimer took but whose deposit request was then refused. */
  async release(reference: string, claimer: ReferenceHolder, cause: Cause, at: string): Promise<void> {
    const { version, holder } = await this.#read(reference)
    if (holder?.userId !== claimer.userId || holder.depositId !== claimer.depositId) return
    await this.#append(reference, 'DepositReferenceReleased', claimer, version, cause, at)
  }

  async #read(reference: string): Promise<{ version: number; holder: ReferenceHolder | null }> {
    const events = await this.runner.store.readStream(paymentStreams.referenceClaim(reference))
    let holder: ReferenceHolder | null = null
    for (const event of events) {
      if (DepositReferenceClaimed.is(event)) holder = { userId: event.data.userId, depositId: event.data.depositId }
      else if (DepositReferenceReleased.is(event) && holder?.depositId === event.data.depositId) holder = null
    }
    return { version: events.at(-1)?.version ?? 0, holder }
  }

  /** Held unless its deposit was rejected; a claim whose deposit is not written yet may be in flight, so it holds. */
  async #live(holder: ReferenceHolder): Promise<boolean> {
    const deposit = (await this.runner.load(holder.userId)).deposits.get(holder.depositId)
    return deposit?.status !== 'rejected'
  }

  async #append(reference: string, type: 'DepositReferenceClaimed' | 'DepositReferenceReleased', claimer: ReferenceHolder, version: number, cause: Cause, at: string) {
    const stream = paymentStreams.referenceClaim(reference)
    const event: NewEvent = {
      // Derived from the version, so a retried append of this very step is recognised as such.
      id: eventIdFor(stream, `${type}\n${claimer.depositId}\n${version}`, 0),
      type,
      data: { reference, ...claimer },
      metadata: { correlationId: cause.correlationId ?? claimer.depositId, causationId: cause.causationId ?? null, actor: cause.actor, at },
    }
    await this.runner.store.append(stream, [event], version)
  }
}

import { categoryOf, payoutHoldEventTypes, type PayoutHoldEvent, type RecordedEvent, type WithdrawalHoldDto } from '@arena/contracts'
import type { Projection } from '@arena/service-kit'
import { evolveHold, type PayoutHoldState } from '../reviewingPayouts/payoutHold'

/** Every withdrawal's review, folded from the global log, for the admin withdrawals queue. */
export class PayoutHolds implements Projection<void> {
  readonly #holds = new Map<string, NonNullable<PayoutHoldState>>()
  #position = 0

  get position(): number {
    return this.#position
  }

  apply(event: RecordedEvent): void {
    this.#position = Math.max(this.#position, event.position)
    if (categoryOf(event.stream) !== 'payoutHold' || !payoutHoldEventTypes.has(event.type)) return
    const hold = event as unknown as PayoutHoldEvent
    const next = evolveHold(this.#holds.get(hold.data.withdrawalId) ?? null, hold)
    if (next) this.#holds.set(hold.data.withdrawalId, next)
  }

  /** The hold beside a withdrawal row, or null when it was never held. */
  of(withdrawalId: string): WithdrawalHoldDto | null {
    const hold = this.#holds.get(withdrawalId)
    return hold ? { status: hold.status, reason: hold.reason, at: hold.at, releasedBy: hold.releasedBy } : null
  }
}

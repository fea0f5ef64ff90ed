import { categoryOf, prizeHoldEventTypes, type PrizeHoldDto, type PrizeHoldEvent, type RecordedEvent } from '@arena/contracts'
import type { Projection } from '@arena/service-kit'
import { evolvePrizeHold } from '../reviewingPrizes/prizeHold'

/** Every held prize, folded from the global log, for the admin "Fair play" page and the winner's result. */
export class PrizeHolds implements Projection<void> {
  readonly #holds = new Map<string, PrizeHoldDto>()
  #position = 0

  get position(): number {
    return this.#position
  }

  apply(event: RecordedEvent): void {
    this.#position = Math.max(this.#position, event.position)
    if (categoryOf(event.stream) !== 'prizeHold' || !prizeHoldEventTypes.has(event.type)) return
    const hold = event as unknown as PrizeHoldEvent
    const next = evolvePrizeHold(this.#holds.get(hold.data.holdId) ?? null, hold)
    if (next) this.#holds.set(hold.data.holdId, next)
  }

  of(holdId: string): PrizeHoldDto | null {
    return this.#holds.get(holdId) ?? null
  }

  /** Newest first; only those in one status when given. */
  list(status?: PrizeHoldDto['status'], userId?: string): PrizeHoldDto[] {
    return [...this.#holds.values()]
      .filter(h => (status === undefined || h.status === status) && (userId === undefined || h.userId === userId))
      .sort((a, b) => (a.heldAt < b.heldAt ? 1 : a.heldAt > b.heldAt ? -1 : 0))
  }
}

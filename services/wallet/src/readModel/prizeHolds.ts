import { prizeHoldEventTypes, type PrizeHoldDto, type PrizeHoldEvent } from '@arena/contracts'
import { evolvePrizeHold } from '../domain/prizeHold'
import { StreamStates } from './streamStates'

/** Every held prize, folded from the global log, for the admin "Fair play" page and the winner's result. */
export class PrizeHolds extends StreamStates<PrizeHoldEvent, PrizeHoldDto> {
  constructor() {
    super('prizeHold', prizeHoldEventTypes, event => event.data.holdId, evolvePrizeHold)
  }

  of(holdId: string): PrizeHoldDto | null {
    return this.stateOf(holdId) ?? null
  }

  /** Newest first; only those in one status when given. */
  list(status?: PrizeHoldDto['status'], userId?: string): PrizeHoldDto[] {
    return this.all()
      .filter(h => (status === undefined || h.status === status) && (userId === undefined || h.userId === userId))
      .sort((a, b) => (a.heldAt < b.heldAt ? 1 : a.heldAt > b.heldAt ? -1 : 0))
  }
}

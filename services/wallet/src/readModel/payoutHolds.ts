import { payoutHoldEventTypes, type PayoutHoldEvent, type WithdrawalHoldDto } from '@arena/contracts'
import { evolveHold, type PayoutHoldState } from '../domain/payoutHold'
import { StreamStates } from './streamStates'

/** Every withdrawal's review, folded from the global log, for the admin withdrawals queue. */
export class PayoutHolds extends StreamStates<PayoutHoldEvent, PayoutHoldState> {
  constructor() {
    super('payoutHold', payoutHoldEventTypes, event => event.data.withdrawalId, evolveHold)
  }

  /** The hold beside a withdrawal row, or null when it was never held. */
  of(withdrawalId: string): WithdrawalHoldDto | null {
    const hold = this.stateOf(withdrawalId)
    return hold ? { status: hold.status, reason: hold.reason, at: hold.at, releasedBy: hold.releasedBy } : null
  }
}

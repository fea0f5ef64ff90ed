import type { PayoutHoldEvent, WithdrawalHoldDto } from '@arena/contracts'
import { decideByType, Refusal } from '@arena/domain'
import { decideHeld } from './heldReview'

/** One withdrawal's review, a fold of `payoutHold-<withdrawalId>`; null while it was never held. */
export type PayoutHoldState = WithdrawalHoldDto & { userId: string } | null

export type PayoutHoldCommand =
  | { type: 'HoldWithdrawal'; withdrawalId: string; userId: string; reason: string; at: string }
  | { type: 'ReleaseHold'; withdrawalId: string; releasedBy: string; at: string }

/** Why a review command was refused; adapters/errorMap.ts turns it into a status. */
export type PayoutHoldRefusal = 'notHeld'
export class PayoutHoldRefused extends Refusal<PayoutHoldRefusal> {}

// A payout hold has one decision (release), so a hold is never decided otherwise.
const refusals = { notHeld: () => new PayoutHoldRefused('notHeld', holdMessages.notHeld), decided: (status: string) => new Error(`payout hold in unknown status ${status}`) }

export const holdMessages = {
  notHeld: 'This withdrawal is not held for review',
  released: 'Withdrawal released for payout',
  held: (reason: string) => `This withdrawal is held for review: ${reason}`,
} as const

export function evolveHold(state: PayoutHoldState, event: PayoutHoldEvent): PayoutHoldState {
  switch (event.type) {
    case 'WithdrawalHeld':
      return { status: 'held', reason: event.data.reason, at: event.data.at, releasedBy: null, userId: event.data.userId }
    case 'WithdrawalHoldReleased':
      return state ? { ...state, status: 'released', releasedBy: event.data.releasedBy } : state
    default: {
      const never: never = event
      throw new Error(`unknown payout hold event ${JSON.stringify(never)}`)
    }
  }
}

/**
 * Holding twice or releasing twice changes nothing (a retried request, two admins clicking):
 * the first reason stands, and a released hold is never put back by the same withdrawal.
 */
export const decideHold = decideByType<PayoutHoldCommand, PayoutHoldState, PayoutHoldEvent>('payout hold', {
  HoldWithdrawal: ({ withdrawalId, userId, reason, at }, state) => (state ? [] : [{ type: 'WithdrawalHeld', data: { withdrawalId, userId, reason, at } }]),
  ReleaseHold: (command, state) => decideHeld(state, 'released', held => ({ type: 'WithdrawalHoldReleased', data: { withdrawalId: command.withdrawalId, userId: held.userId, releasedBy: command.releasedBy, at: command.at } }), refusals),
})

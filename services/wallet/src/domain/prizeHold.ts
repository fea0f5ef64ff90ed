import type { PrizeHoldDto, PrizeHoldEvent } from '@arena/contracts'
import { decideByType, Refusal } from '@arena/domain'
import { decideHeld } from './heldReview'

/** One prize's review, a fold of `prizeHold-<holdId>`; null while it was never held. */
export type PrizeHoldState = PrizeHoldDto | null

export type PrizeHoldCommand =
  | { type: 'HoldPrize'; holdId: string; userId: string; contestId: string; contestName: string; rank: number; amount: string; reason: string; at: string }
  | { type: 'ReleasePrize'; holdId: string; releasedBy: string; at: string }
  | { type: 'WithholdPrize'; holdId: string; withheldBy: string; reason: string; at: string }

/** Why a review command was refused; adapters/errorMap.ts turns it into a status. */
export type PrizeHoldRefusal = 'notHeld' | 'decided'
export class PrizeHoldRefused extends Refusal<PrizeHoldRefusal> {}

export const prizeHoldMessages = {
  notHeld: 'This prize is not held for review',
  released: 'Prize released to the winning wallet',
  withheld: 'Prize withheld',
  alreadyReleased: 'This prize was already released',
  alreadyWithheld: 'This prize was already withheld',
  reasonRequired: 'Please enter the reason',
} as const

const refusals = {
  notHeld: () => new PrizeHoldRefused('notHeld', prizeHoldMessages.notHeld),
  decided: (status: PrizeHoldDto['status']) => new PrizeHoldRefused('decided', status === 'withheld' ? prizeHoldMessages.alreadyWithheld : prizeHoldMessages.alreadyReleased),
}

export function evolvePrizeHold(state: PrizeHoldState, event: PrizeHoldEvent): PrizeHoldState {
  switch (event.type) {
    case 'PrizeHeld': {
      const { holdId, userId, contestId, contestName, rank, amount, reason, at } = event.data
      return { holdId, userId, contestId, contestName, rank, amount, status: 'held', reason, heldAt: at, decidedBy: null, decidedAt: null, withheldReason: null }
    }
    case 'PrizeReleased':
      return state ? { ...state, status: 'released', decidedBy: event.data.releasedBy, decidedAt: event.data.at } : state
    case 'PrizeWithheld':
      return state ? { ...state, status: 'withheld', decidedBy: event.data.withheldBy, decidedAt: event.data.at, withheldReason: event.data.reason } : state
    default: {
      const never: never = event
      throw new Error(`unknown prize hold event ${JSON.stringify(never)}`)
    }
  }
}

/**
 * A prize is held once and decided once. Holding again, or repeating the decision already made
 * (a retried request, a double click), changes nothing; the opposite decision is refused, so a
 * released prize is never withheld afterwards and a withheld one never paid.
 */
export const decidePrizeHold = decideByType<PrizeHoldCommand, PrizeHoldState, PrizeHoldEvent>('prize hold', {
  HoldPrize: ({ type: _, ...data }, state) => (state ? [] : [{ type: 'PrizeHeld', data }]),
  ReleasePrize: (command, state) => decideHeld(state, 'released', held => ({ type: 'PrizeReleased', data: { holdId: command.holdId, userId: held.userId, releasedBy: command.releasedBy, at: command.at } }), refusals),
  WithholdPrize: (command, state) => decideHeld(state, 'withheld', held => ({ type: 'PrizeWithheld', data: { holdId: command.holdId, userId: held.userId, withheldBy: command.withheldBy, reason: command.reason, at: command.at } }), refusals),
})

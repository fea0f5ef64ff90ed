import { sponsorPoolOpen, type ContestState } from '../domain/state'
import { refundsDue } from '../administering/refundPlayers'
import { prizesDue } from '../settling/settlementResults'

export type Step = 'start' | 'end' | 'settle' | 'refund'

/**
 * What a contest needs done at `now`, from its state alone: the scheduler's process manager.
 * Ending is followed by settling in the same run; settling also pays prizes still due, and
 * waits while a payment for a seat is still open (that player must be in the result), and seals
 * the evidence bundle once settled.
 */
export function dueSteps(state: ContestState, now: Date): Step[] {
  const terms = state.terms
  if (!terms) return []
  const at = now.getTime()
  const ended = at >= Date.parse(terms.endAt)
  switch (state.phase) {
    case 'none':
      return []
    case 'upcoming':
      return ended ? ['end', 'settle'] : at >= Date.parse(terms.startAt) ? ['start'] : []
    case 'live':
      return ended ? ['end', 'settle'] : []
    case 'ended':
      return state.holds.size === 0 ? ['settle'] : []
    case 'settled':
      return prizesDue(state.results, state.awarded).length > 0 || state.evidenceHash === undefined || sponsorPoolOpen(state) ? ['settle'] : []
    case 'cancelled':
      return refundsDue(state.players.values()).length > 0 || sponsorPoolOpen(state) ? ['refund'] : []
    default: {
      const never: never = state.phase
      throw new Error(`unknown phase ${String(never)}`)
    }
  }
}

import type { ClaimEvent } from '@arena/contracts'
import { refuse } from './errors'

/** Who holds a unique value (a username, mobile, email or referral code), if anyone. */
export interface ClaimState {
  holder: string | null
}

export const initialClaim: ClaimState = { holder: null }

export function evolveClaim(state: ClaimState, event: ClaimEvent): ClaimState {
  switch (event.type) {
    case 'ClaimTaken':
      return { holder: event.data.userId }
    case 'ClaimReleased':
      return state.holder === event.data.userId ? { holder: null } : state
    default: {
      const never: never = event
      throw new Error(`unknown claim event ${JSON.stringify(never)}`)
    }
  }
}

export type ClaimCommand = { type: 'TakeClaim'; userId: string } | { type: 'ReleaseClaim'; userId: string }

/** Taking a value one already holds is a no-op, so a retried registration does not fail itself. */
export function decideClaim(command: ClaimCommand, state: ClaimState): ClaimEvent[] {
  switch (command.type) {
    case 'TakeClaim':
      if (state.holder === command.userId) return []
      if (state.holder !== null) refuse('CLAIM_TAKEN', { holder: state.holder })
      return [{ type: 'ClaimTaken', data: { userId: command.userId } }]
    case 'ReleaseClaim':
      return state.holder === command.userId ? [{ type: 'ClaimReleased', data: { userId: command.userId } }] : []
    default: {
      const never: never = command
      throw new Error(`unknown claim command ${JSON.stringify(never)}`)
    }
  }
}

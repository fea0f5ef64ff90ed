import { Type, defineMessage, type MessageOf } from './schema'

const Instant = Type.String({ description: 'ISO-8601 instant' })

/**
 * One stream per prize under fair-play review, `prizeHold-<prizeCommandId>` (the id settlement
 * pays that prize with), kept apart from the wallet ledger: a held prize has not moved into the
 * winning wallet. Releasing it appends PrizeReleased here and then credits the prize with that
 * same command id, so the wallet's own idempotency pays it once however often it is released.
 */
export const prizeHoldStream = (holdId: string): string => `prizeHold-${holdId}`

/** Settlement found a fair-play flag on the winner: the prize waits for an admin. */
export const PrizeHeld = defineMessage('PrizeHeld', Type.Object({
  holdId: Type.String(), userId: Type.String(), contestId: Type.String(), contestName: Type.String(),
  rank: Type.Integer(), amount: Type.String(), reason: Type.String(), at: Instant,
}))
/** An admin reviewed the flag and pays the prize (the credit follows on the wallet stream). */
export const PrizeReleased = defineMessage('PrizeReleased', Type.Object({
  holdId: Type.String(), userId: Type.String(), releasedBy: Type.String(), at: Instant,
}))
/** An admin refused the prize: it is never credited and stays with the operator. */
export const PrizeWithheld = defineMessage('PrizeWithheld', Type.Object({
  holdId: Type.String(), userId: Type.String(), withheldBy: Type.String(), reason: Type.String(), at: Instant,
}))

export type PrizeHoldEvent =
  | MessageOf<typeof PrizeHeld | typeof PrizeReleased | typeof PrizeWithheld>

export const prizeHoldEventTypes: ReadonlySet<string> = new Set<PrizeHoldEvent['type']>(['PrizeHeld', 'PrizeReleased', 'PrizeWithheld'])

/** A held prize as the admin "Fair play" page and the winner's result show it. */
export interface PrizeHoldDto {
  holdId: string
  userId: string
  contestId: string
  contestName: string
  rank: number
  amount: string
  status: 'held' | 'released' | 'withheld'
  /** Why it was held (the fair-play flags at settlement). */
  reason: string
  heldAt: string
  /** Who released or withheld it, when, and (withheld) why. */
  decidedBy: string | null
  decidedAt: string | null
  withheldReason: string | null
}

/** What the admin "Fair play" page lists: one shared value (or one sign-up burst) and the accounts behind it. */
export interface FairPlayFlagDto {
  kind: 'device' | 'bank' | 'upi' | 'pan' | 'signupIp'
  /** The shared value, masked where it is sensitive (bank account, UPI id, PAN). */
  value: string
  accounts: { userId: string; name: string; at: string }[]
  /** When the accounts were seen with it: the first and the last sighting. */
  firstAt: string
  lastAt: string
}

import { Type, defineMessage, type Static } from './schema'

const Instant = Type.String({ description: 'ISO-8601 instant' })

/**
 * One stream per withdrawal under review, `payoutHold-<withdrawalId>`, kept apart from the
 * wallet ledger: a hold moves no money, it only stops the withdrawal being completed until an
 * admin releases it (or rejects the withdrawal, which returns the money as usual).
 */
export const payoutHoldStream = (withdrawalId: string): string => `payoutHold-${withdrawalId}`

/** KYC disagrees with the player's declaration (birth date or state): `reason` says how. */
export const WithdrawalHeld = defineMessage('WithdrawalHeld', Type.Object({
  withdrawalId: Type.String(), userId: Type.String(), reason: Type.String(), at: Instant,
}))
/** An admin looked at the disagreement and lets the withdrawal go on to completion. */
export const WithdrawalHoldReleased = defineMessage('WithdrawalHoldReleased', Type.Object({
  withdrawalId: Type.String(), userId: Type.String(), releasedBy: Type.String(), at: Instant,
}))

export type PayoutHoldEvent =
  | { type: 'WithdrawalHeld'; data: Static<typeof WithdrawalHeld.schema> }
  | { type: 'WithdrawalHoldReleased'; data: Static<typeof WithdrawalHoldReleased.schema> }

export const payoutHoldEventTypes: ReadonlySet<string> = new Set<PayoutHoldEvent['type']>(['WithdrawalHeld', 'WithdrawalHoldReleased'])

/** The hold as the admin withdrawals screen shows it beside the row. */
export interface WithdrawalHoldDto {
  status: 'held' | 'released'
  reason: string
  at: string
  releasedBy: string | null
}

/** Why a contest command was refused; the HTTP adapter maps each to a status code, never the decider. */
export type ContestRefusal =
  | 'notFound'
  | 'alreadyExists'
  | 'notEditable'
  | 'termsLocked'
  | 'cancelled'
  | 'closed'
  | 'full'
  | 'alreadyJoined'
  | 'declarationRequired'
  | 'underAge'
  | 'excludedState'
  | 'notPlayer'
  | 'settled'
  | 'onBreak'
  /** PLAY_MODE=free: a contest with an entry fee cannot be joined. */
  | 'paidPlayOff'

export class ContestRefused extends Error {
  constructor(
    readonly reason: ContestRefusal,
    message: string,
    /** Field-keyed texts for the admin forms. */
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ContestRefused'
  }
}

/**
 * Texts for refusals. The spec words only "Participation limit exceeded" (a client text, reused
 * here so server and card agree); every other text is ours.
 */
export const contestMessages = {
  notFound: 'Contest not found',
  alreadyExists: 'Contest already exists',
  notEditable: 'Only an upcoming contest can be edited',
  feeLocked: 'Entry fee cannot change once players have joined',
  fundLocked: 'Virtual fund cannot change once players have joined',
  seatsLocked: 'Max participants cannot be below the players already joined',
  cancelled: 'This contest has been cancelled',
  closed: 'This contest is closed for participation',
  full: 'Participation limit exceeded',
  alreadyJoined: 'You have already participated in this contest',
  declarationRequired: 'Please enter your date of birth and state of residence to join a paid contest',
  underAge: 'You must be at least 18 years old to participate',
  excludedState: (state: string) => `Residents of ${state} cannot participate in paid contests`,
  notPlayer: 'You have not participated in this contest',
  settled: 'This contest is already complete',
  participated: 'You have successfully participated in the contest',
  added: 'Contest added successfully',
  updated: 'Contest updated successfully',
  deleted: 'Contest deleted successfully',
  tryAgain: 'Your payment is being processed, please try again in a moment',
  sponsorPoolLocked: 'The prize pool of a sponsored contest cannot change',
  sponsorLocked: 'The sponsor is chosen when the contest is created and cannot change',
} as const

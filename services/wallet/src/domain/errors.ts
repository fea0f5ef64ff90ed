import { FieldsInvalid, Refusal } from '@arena/domain'

/** Why a wallet command was refused; the HTTP layer and the bus adapter map these, never the decider. */
export type WalletRefusal =
  | 'insufficientBalance'
  | 'noWalletSelected'
  | 'entryFeeAlreadyPaid'
  | 'entryFeeNotPaid'
  | 'prizeAlreadyCredited'
  | 'bonusAlreadyCredited'
  | 'depositNotFound'
  | 'depositAlreadyExists'
  | 'depositNotPending'
  | 'depositReferenceUsed'
  | 'depositAmountMismatch'
  | 'withdrawalNotFound'
  | 'withdrawalAlreadyExists'
  | 'withdrawalNotPending'
  | 'walletLimitReached'
  | 'selfApproval'
  | 'alreadyApproved'
  | 'idempotencyKeyReused'
  | 'depositLimitReached'
  | 'onBreak'
  | 'breakAlreadyLonger'
  | 'taxYearOpen'
  /** PLAY_MODE=free: no deposits and no entry fees. */
  | 'paidPlayOff'

/** A refused wallet command; `detail` carries extra facts the caller may show (the shortfall, the current status). */
export class WalletRefused extends Refusal<WalletRefusal> {}

/** Input that breaks a field rule; `errors` is keyed by the command's field names, texts are the spec's. */
export class WalletInputInvalid extends FieldsInvalid {}

/**
 * Texts for refusals the spec does not word (it gives only the withdrawal form's three, which
 * come from @arena/domain). All of these are "not in the spec".
 */
export const walletMessages = {
  amountInvalid: 'Please enter valid amount',
  referenceRequired: 'Reference is required',
  reasonRequired: 'Reject reason is required',
  textTooLong: 'Please enter at most 500 characters',
  rankInvalid: 'Rank must be a whole number from 1',
  rewardCapInvalid: 'Reward cap must be a percentage from 0 to 100',
  winningInsufficient: 'Insufficient balance in winning wallet',
  entryFeeAlreadyPaid: 'Entry fee for this contest is already paid',
  entryFeeNotPaid: 'No entry fee was paid for this contest',
  prizeAlreadyCredited: 'Prize for this contest is already credited',
  bonusAlreadyCredited: 'This bonus is already credited',
  depositNotFound: 'Deposit not found',
  depositAlreadyExists: 'Deposit already exists',
  depositNotPending: 'Deposit is already settled',
  depositReferenceUsed: 'This reference is already used by another deposit',
  depositAmountMismatch: 'Amount does not match the deposit request',
  withdrawalNotFound: 'Withdrawal not found',
  withdrawalAlreadyExists: 'Withdrawal already exists',
  withdrawalNotPending: 'Withdrawal is already settled',
  withdrawalSubmitted: 'Withdrawal request submitted successfully',
  walletLimitReached: 'This deposit would take the wallet above its limit',
  selfApproval: 'You cannot approve your own deposit or withdrawal',
  alreadyApproved: 'You already approved this; a second admin must approve it',
  idempotencyKeyReused: 'This idempotency-key was already used for a different request',
  depositFirstApproval: 'Deposit approved (1 of 2 approvals): a second admin must confirm it',
  withdrawalFirstApproval: 'Withdrawal approved (1 of 2 approvals): a second admin must complete it',
  taxYearOpen: 'This financial year has not ended yet',
  financialYearInvalid: 'Financial year must look like 2026-27',
  gstRateInvalid: 'GST rate must be a decimal from 0 to 1',
} as const

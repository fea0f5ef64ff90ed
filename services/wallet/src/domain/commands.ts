import type { BonusKindName, DepositMethodName } from '@arena/contracts'
import type { TdsPolicyName, TickedWallets } from '@arena/domain'

/**
 * What every wallet command carries: the id that makes it idempotent (the same id applied twice
 * changes the wallet once), the instant it happens (from the caller's clock) and the wallet's owner.
 */
interface Base {
  commandId: string
  /** ISO-8601 instant. */
  at: string
  userId: string
}

/** Pays a contest's entry fee from the ticked wallets in the spec's deduction order. */
export interface DebitEntryFee extends Base {
  type: 'DebitEntryFee'
  contestId: string
  contestName?: string
  fee: string
  ticked: TickedWallets
  /** Defaults to the payment modal's 50%. */
  rewardCapPercent?: string
}
/** Gives a contest's fee back to the wallets it came from (a cancelled contest). */
export interface RefundEntryFee extends Base {
  type: 'RefundEntryFee'
  contestId: string
}
export interface CreditPrize extends Base {
  type: 'CreditPrize'
  contestId: string
  contestName?: string
  rank: number
  amount: string
}
export interface CreditBonus extends Base {
  type: 'CreditBonus'
  bonusId: string
  amount: string
  kind: BonusKindName
  note?: string | null
}
export interface RequestDeposit extends Base {
  type: 'RequestDeposit'
  depositId: string
  amount: string
  method: DepositMethodName
  reference: string
  requestedBy: 'user' | 'provider'
  /** DEPOSIT_GST_RATE (a decimal, e.g. "0.28"); absent or 0: no GST, the whole amount is credited. */
  gstRate?: string
}
export interface ConfirmDeposit extends Base {
  type: 'ConfirmDeposit'
  depositId: string
  /** `admin:<id>` or `provider:<eventId>`. */
  confirmedBy: string
  /** When the payer's side states an amount, it must match the request's. */
  amount?: string
}
export interface RejectDeposit extends Base {
  type: 'RejectDeposit'
  depositId: string
  reason: string
  rejectedBy: string
}
/** KYC and the bank account are checked before this is decided (they live in another service). */
export interface RequestWithdrawal extends Base {
  type: 'RequestWithdrawal'
  withdrawalId: string
  amount: string
  bankAccountId: string
  /** A per-withdrawal policy of libs/domain, or `rule133` (net winnings of the financial year). */
  tdsPolicy?: WithdrawalTdsPolicy
}
export type WithdrawalTdsPolicy = TdsPolicyName | 'rule133'
/** Rule 133's year-end step for one user: tax what the year's withdrawals left untaxed. */
export interface CloseTaxYear extends Base {
  type: 'CloseTaxYear'
  /** "2026-27"; the command's `at` must be after the year ended. */
  financialYear: string
}
export interface CompleteWithdrawal extends Base {
  type: 'CompleteWithdrawal'
  withdrawalId: string
  completedBy: string
  payoutReference?: string | null
}
export interface RejectWithdrawal extends Base {
  type: 'RejectWithdrawal'
  withdrawalId: string
  reason: string
  rejectedBy: string
}

/** Sets, lowers, raises or removes (null) deposit limits; periods left out stay as they are. */
export interface SetDepositLimits extends Base {
  type: 'SetDepositLimits'
  limits: Partial<Record<'daily' | 'weekly' | 'monthly', string | null>>
}
/** A time-out or self-exclusion (see BREAK_DURATIONS); it cannot be undone. */
export interface TakeBreak extends Base {
  type: 'TakeBreak'
  duration: string
}

export type WalletCommand =
  | DebitEntryFee
  | RefundEntryFee
  | CreditPrize
  | CreditBonus
  | RequestDeposit
  | ConfirmDeposit
  | RejectDeposit
  | RequestWithdrawal
  | CompleteWithdrawal
  | RejectWithdrawal
  | SetDepositLimits
  | TakeBreak
  | CloseTaxYear

export type WalletCommandType = WalletCommand['type']

import type { WithdrawalHoldDto } from './payoutHold'
import type { DepositMethodName, UnmatchedReasonName } from './wallet'

/**
 * The wallet's HTTP answers and pushes: what players, admins and the web read. The events and
 * commands they are built from are in `./wallet`.
 */

// ---- HTTP and push shapes (spec sections 3 and 7) ----

/** The spec's wallet fields: cash, winning and reward, as 2-place strings. */
export interface WalletBalanceDto {
  balance: string
  winningamount: string
  bonus: string
}

/**
 * The spec's per-user event (section 7: balance, winningamount, kycCompleteStatus), sent after
 * every wallet change and every KYC change, with the balances and the KYC state as they now are.
 */
export const walletPushEvent = 'walletBalance'

export interface UserStatePushDto extends WalletBalanceDto {
  kycCompleteStatus: 'complete' | 'pending'
}

/**
 * The wallet fields of profile-data (spec section 3): the three balances, and `Rebalance`, the
 * referral bonuses earned so far (already part of `bonus`, the reward wallet: shown, not added).
 */
export interface WalletProfileDto extends WalletBalanceDto {
  Rebalance: string
}

export type TxStatus = 'deposit' | 'bonus' | 'referral' | 'participate' | 'refund' | 'winning' | 'withdral' | 'tds'

/** One row of the history tables (spec section 3, Transaction). */
export interface TransactionDto {
  tx_id: string
  amount: string
  status: 'pending' | 'success' | 'rejected'
  txStatus: TxStatus
  transType: 'CREDIT' | 'DEBIT'
  /** ISO-8601 instant of the event that created the row. */
  date: string
  contest_id: { _id: string; contestName?: string } | null
  bank_detail_id: string | null
  /** The rejection reason, once rejected. */
  reject: string | null
  /** Withdrawals only: the tax withheld and the amount paid out. */
  tds?: string
  paid?: string
  /** Deposits with GST (DEPOSIT_GST_RATE above 0): the gross paid, the GST in it and what the cash wallet got. */
  gross?: string
  gst?: string
  credited?: string
}

/** A deposit request as both the player and the admin see it. */
interface DepositRequestFields {
  amount: string
  method: DepositMethodName
  reference: string
  status: 'pending' | 'success' | 'rejected'
  date: string
  reject: string | null
}

export interface DepositRowDto extends DepositRequestFields {
  _id: string
  userId: string
  /** Admins who approved so far, and how many approvals completing it takes (1 or 2). */
  approvals: string[]
  approvalsNeeded: number
  /** The GST split (gross = amount, the GST in it, what is credited) when DEPOSIT_GST_RATE was above 0. */
  gstRate?: string
  gst?: string
  credited?: string
}

/** One unmatched payment in the admin list (spec section 7 has no such call: an addition). */
export interface UnmatchedPaymentDto {
  _id: string
  eventId: string
  reason: UnmatchedReasonName
  userId: string | null
  depositId: string | null
  amount: string | null
  reference: string | null
  method: string | null
  detail?: string
  date: string
}

export interface WithdrawalRowDto {
  _id: string
  userId: string
  amount: string
  tds: string
  paid: string
  bank_detail_id: string
  status: 'pending' | 'success' | 'rejected'
  date: string
  reject: string | null
  /** Admin list only: the declaration review, when KYC disagreed with the player's declaration (payoutHold.ts). */
  hold?: WithdrawalHoldDto | null
  /** Admins who approved so far, and how many approvals completing it takes (1 or 2). */
  approvals: string[]
  approvalsNeeded: number
}

// ---- Who to pay and who paid: identity's facts on the admin money queues (joined by the platform) ----

/** The player behind a deposit or withdrawal, for the admin who matches or pays it. */
export interface PlayerContactDto {
  userId: string
  /** The name players are told to quote in the payment's message ("Please mention your username"). */
  name: string
  mobile: string | null
  countryCode: string
  email: string | null
  /** The spec's kycCompleteStatus. */
  kycStatus: 'complete' | 'pending'
  /** The player's saved UPI ids, oldest first. */
  upiIds: string[]
}

/** The bank account a withdrawal is paid to, in full: the operator types these into the bank. */
export interface PayoutAccountDto {
  bankAccountId: string
  accountHolderName: string
  accountNo: string
  ifscCode: string
  bankName: string
  branchName: string
  status: 'pending' | 'accepted' | 'rejected'
}

/** An earlier deposit request that quoted the same reference (UTR), any user's. */
export interface EarlierReferenceDto {
  _id: string
  userId: string
  status: 'pending' | 'success' | 'rejected'
  date: string
}

/** The admin deposit queue's row with who filed it and whether its reference was used before. */
export interface AdminDepositRowDto extends DepositRowDto {
  player: PlayerContactDto | null
  /** Earlier requests quoting this reference, oldest first; empty when it is new. */
  referenceUsedBefore: EarlierReferenceDto[]
}

/** The admin withdrawal queue's row with who to pay and where. */
export interface AdminWithdrawalRowDto extends WithdrawalRowDto {
  player: PlayerContactDto | null
  payee: PayoutAccountDto | null
}

/** One of the player's own deposit requests (GET /api/deposit-requests), newest first. */
export interface PlayerDepositDto extends DepositRequestFields {
  _id: string
  /** The same id as `tx_id` in the history tables. */
  tx_id: string
}

/** A player's responsible-play settings as the wallet decides with them (GET /api/responsible-play). */
export interface ResponsiblePlayDto {
  limits: Record<'daily' | 'weekly' | 'monthly', {
    /** In force now; null = no limit. */
    limit: string | null
    /** Deposited (requested, not rejected) in the current India-time window. */
    used: string
    /** What may still be deposited in this window; null without a limit. */
    remaining: string | null
    /** When the window starts again. */
    resetsAt: string
    /** A raise or removal waiting its 24 hours. */
    pending: { limit: string | null; appliesAt: string } | null
  }>
  /** The break in force, if any. */
  break: { kind: 'timeOut' | 'selfExclusion'; duration: string; from: string; until: string } | null
}

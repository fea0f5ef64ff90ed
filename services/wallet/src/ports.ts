import type { PayoutAccountDto, PlayerContactDto } from '@arena/contracts'

/**
 * Whether a user may be paid out to a bank account: completed KYC and an accepted bank account.
 * Identity implements it; the wallet only asks. A refusal names the form field it belongs to
 * and the text to show there (e.g. `bank_account_id`: "First bank account is required").
 */
export interface PayoutEligibility {
  check(userId: string, bankAccountId: string): Promise<{ ok: true } | { ok: false; field: string; message: string }>
}

/** The PAN a user gave in KYC, for the TDS report; null until KYC holds one. */
export interface PanLookup {
  panOf(userId: string): Promise<string | null>
}

/** Until identity provides KYC, no PAN is known. */
export const noPanYet: PanLookup = { panOf: async () => null }

/**
 * Whether a user's KYC is complete, for the per-user push (identity implements it from its read
 * model; synchronous, so the push leaves in the same turn as the change it reports).
 */
export interface KycStatusLookup {
  kycCompleteStatus(userId: string): 'complete' | 'pending'
}

/** Until identity answers, nobody's KYC is complete. */
export const noKycYet: KycStatusLookup = { kycCompleteStatus: () => 'pending' }
/** Whether a user may be credited: only an active account (identity knows; unknown ids are not users). */
export type AccountStatus = 'active' | 'unknown' | 'blocked' | 'deleted'

/** Identity's answer for the payment webhook, which names its user by id. */
export interface PaymentAccounts {
  statusOf(userId: string): Promise<AccountStatus>
}

/** For harnesses without identity (tests of other modules): every user id counts as an active account. */
export const everyAccountActive: PaymentAccounts = { statusOf: async () => 'active' }

/**
 * Who a deposit or withdrawal belongs to and where a payout goes, for the admin queues only
 * (identity answers from its read models; the platform passes it in). Null for an unknown user
 * or an account that is not the user's.
 */
export interface PlayerDirectory {
  contactOf(userId: string): Promise<PlayerContactDto | null>
  payoutAccountOf(userId: string, bankAccountId: string): Promise<PayoutAccountDto | null>
}

/** Without identity the queues show ids only. */
export const noPlayerDirectory: PlayerDirectory = { contactOf: async () => null, payoutAccountOf: async () => null }

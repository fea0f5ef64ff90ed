import type { IdentityModule } from '@arena/identity'
import type { PayoutEligibility } from '@arena/wallet'

/**
 * Withdrawals need completed KYC and an accepted bank account, both owned by identity. Until
 * identity exports its own check, every payout is refused with the KYC gate's message, so no
 * withdrawal can slip past an unverified account.
 */
export function payoutEligibilityOf(identity: IdentityModule): PayoutEligibility {
  const own = (identity as IdentityModule & { payoutEligibility?: PayoutEligibility }).payoutEligibility
  return own ?? { check: async () => ({ ok: false, field: 'bank_account_id', message: 'Please complete your KYC first' }) }
}

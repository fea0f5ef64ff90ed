import { AMOUNT_CEILING, Decimal, TDS_POLICIES, computeTds, isDecimalString } from '@arena/domain'

/**
 * The operator's money limits (rupees, inclusive), loaded by the platform from the environment.
 * Every one lies far inside the precision the ledger computes with (see AMOUNT_CEILING), so no
 * amount or balance is ever rounded away.
 */
export interface WalletLimits {
  /** Largest single deposit. */
  maxDeposit: string
  /** Largest single withdrawal. */
  maxWithdrawal: string
  /** Smallest withdrawal: high enough that TDS never rounds to zero. */
  minWithdrawal: string
  /** Largest balance a wallet may reach through deposits. */
  maxBalance: string
  /** Deposits and withdrawals above this need two different admins to approve them. */
  twoAdminAbove: string
}

export const defaultWalletLimits: WalletLimits = {
  maxDeposit: '100000',
  maxWithdrawal: '100000',
  minWithdrawal: '100',
  maxBalance: '1000000',
  twoAdminAbove: '25000',
}

/** Refuses limits that would let precision or TDS slip: checked once at start. */
export function checkWalletLimits(limits: WalletLimits): WalletLimits {
  for (const [name, value] of Object.entries(limits)) {
    if (!isDecimalString(value, 2) || value.startsWith('-')) throw new Error(`wallet limit ${name} must be a rupee amount, got ${value}`)
    if (new Decimal(value).greaterThan(AMOUNT_CEILING)) throw new Error(`wallet limit ${name} must be at most ${AMOUNT_CEILING}`)
  }
  if (new Decimal(limits.minWithdrawal).greaterThan(limits.maxWithdrawal)) throw new Error('wallet limit minWithdrawal is above maxWithdrawal')
  for (const policy of Object.keys(TDS_POLICIES) as (keyof typeof TDS_POLICIES)[]) {
    if (new Decimal(computeTds(limits.minWithdrawal, policy).tax).isZero()) throw new Error(`wallet limit minWithdrawal ${limits.minWithdrawal} is so small its TDS rounds to 0 (${policy})`)
  }
  return limits
}

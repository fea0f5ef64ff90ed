import { AMOUNT_CEILING, Decimal, isDecimalString, parseInr } from '@arena/domain'
import { WalletInputInvalid, walletMessages } from './errors'

/**
 * A rupee amount from a command: 2 places at most, above 0 unless `allowZero`, and at most the
 * ceiling every amount shares (so no balance ever outgrows the Decimal's exact precision).
 */
export function rupees(raw: string, field: string, allowZero = false): Decimal {
  let value: Decimal
  try {
    value = parseInr(raw)
  } catch {
    throw new WalletInputInvalid({ [field]: walletMessages.amountInvalid })
  }
  if (value.isZero() && !allowZero) throw new WalletInputInvalid({ [field]: walletMessages.amountInvalid })
  if (value.greaterThan(AMOUNT_CEILING)) throw new WalletInputInvalid({ [field]: walletMessages.amountInvalid })
  return value
}

export function rewardCap(raw: string): string {
  const ok = isDecimalString(raw) && !raw.startsWith('-') && new Decimal(raw).lessThanOrEqualTo(100)
  if (!ok) throw new WalletInputInvalid({ rewardCapPercent: walletMessages.rewardCapInvalid })
  return new Decimal(raw).toString()
}

/** Longest free text a command may carry (a reason, a payment reference): it is kept in an event forever. */
export const TEXT_MAX_CHARS = 500

export function required(raw: string | null | undefined, field: string, message: string): string {
  const value = raw?.trim() ?? ''
  if (value === '') throw new WalletInputInvalid({ [field]: message })
  return limited(value, field)
}

export function limited(value: string, field: string): string {
  if (value.length > TEXT_MAX_CHARS) throw new WalletInputInvalid({ [field]: walletMessages.textTooLong })
  return value
}

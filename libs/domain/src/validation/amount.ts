import { Decimal, formatInr, isDecimalString } from '../money'
import { isBlank } from './fields'

/**
 * The highest rupee amount any single money movement may carry, whatever is configured:
 * 12 significant digits, far inside the 40 the Decimal keeps, so sums of many of them stay
 * exact. Configured caps (per deposit, per withdrawal, per wallet) must lie at or below it.
 */
export const AMOUNT_CEILING = '9999999999.99'

/** Per-transaction bounds, inclusive; `max` defaults to the ceiling, `min` to "above 0". */
export interface AmountLimits {
  min?: string
  max?: string
}

export interface AmountTexts {
  required: string
  invalid: string
  /** Said when the amount is below `min`; a generic text when not given. */
  belowMin?: (min: string) => string
}

/** "0500" -> "500", "00.5" -> "0.5": leading zeros go, the one before the point stays. */
export const normalizeAmount = (raw: string): string => raw.trim().replace(/^0+(?=\d)/, '')

export const maxAmountMessage = (max: string): string => `Maximum amount is ${formatInr(max)}` // not in the spec
export const minAmountMessage = (min: string): string => `Minimum amount is ${formatInr(min)}` // not in the spec

/**
 * The rupee-amount rule every money form shares (withdrawal, deposit): required, a plain
 * decimal above 0 with at most 2 places (no sign, no exponent), then the limits.
 */
export function amountError(raw: string | undefined, texts: AmountTexts, limits: AmountLimits = {}): string | undefined {
  if (isBlank(raw)) return texts.required
  const amount = normalizeAmount(raw!)
  const positive = isDecimalString(amount, 2) && !amount.startsWith('-') && /[1-9]/.test(amount)
  if (!positive) return texts.invalid
  const value = new Decimal(amount)
  const max = limits.max ?? AMOUNT_CEILING
  if (value.greaterThan(max)) return maxAmountMessage(max)
  if (limits.min !== undefined && value.lessThan(limits.min)) return (texts.belowMin ?? minAmountMessage)(limits.min)
  return undefined
}

import { computeTds, formatInr, normalizeWithdrawalAmount, validateWithdrawal } from '@arena/domain'

export interface WithdrawalPreview {
  /** What reaches the bank account. */
  received: string
  tds: string
  /** The policy's rate as the spec words it ("TDS 30%"). */
  percent: string
  /** How the rate applies, e.g. "amount x 30 / 130". */
  formula: string
}

/**
 * The figures shown live under the amount (spec section 9): computed with the same TDS rule
 * the wallet records, so what the player sees is what the ledger will hold. Null while the
 * amount is not a valid one.
 */
export function withdrawalPreview(raw: string): WithdrawalPreview | null {
  const amount = normalizeWithdrawalAmount(raw)
  if (validateWithdrawal({ amount, bankAccountId: '-' }).amount) return null
  const record = computeTds(amount)
  const { rateNumerator, rateDenominator } = record.inputs
  return {
    received: formatInr(record.paid),
    tds: formatInr(record.tax),
    percent: `${rateNumerator}%`,
    formula: `amount x ${rateNumerator} / ${rateDenominator}`,
  }
}

/**
 * What the amount box keeps while typing: digits and one point, leading zeros stripped
 * (spec section 5: "A leading zero is stripped").
 */
export function amountInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '')
  const dot = cleaned.indexOf('.')
  const single = dot < 0 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replaceAll('.', '')
  return normalizeWithdrawalAmount(single)
}

import { isDecimalString } from '../money'
import { compact, isBlank } from './fields'
import { messages, type FieldErrors } from './messages'

/** "0500" -> "500", "00.5" -> "0.5": leading zeros go, the one before the point stays. */
export const normalizeWithdrawalAmount = (raw: string): string => raw.trim().replace(/^0+(?=\d)/, '')

export interface WithdrawalInput {
  amount?: string
  bankAccountId?: string
}

export type WithdrawalField = 'amount' | 'bankAccountId'

/**
 * The amount must be a rupee amount above 0 with at most 2 decimals. Whether the winning
 * wallet holds it is the wallet's decision, not a form rule.
 */
export function validateWithdrawal(input: WithdrawalInput): FieldErrors<WithdrawalField> {
  return compact({
    amount: amountError(input.amount),
    bankAccountId: isBlank(input.bankAccountId) ? messages.bankAccountRequired : undefined,
  })
}

function amountError(raw: string | undefined): string | undefined {
  if (isBlank(raw)) return messages.withdrawalAmountRequired
  const amount = normalizeWithdrawalAmount(raw!)
  const positive = isDecimalString(amount, 2) && !amount.startsWith('-') && /[1-9]/.test(amount)
  return positive ? undefined : messages.withdrawalAmountInvalid
}

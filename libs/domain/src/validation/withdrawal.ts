import { formatInr } from '../money'
import { amountError, normalizeAmount, type AmountLimits } from './amount'
import { compact, type FormInput, requiredError } from './fields'
import { messages, type FieldErrors } from './messages'

/** "0500" -> "500", "00.5" -> "0.5": leading zeros go, the one before the point stays. */
export const normalizeWithdrawalAmount = normalizeAmount

export type WithdrawalInput = FormInput<'amount' | 'bankAccountId'>

export type WithdrawalField = keyof WithdrawalInput

const texts = {
  required: messages.withdrawalAmountRequired,
  invalid: messages.withdrawalAmountInvalid,
  belowMin: (min: string) => `Minimum withdrawal amount is ${formatInr(min)}`, // not in the spec
}

/**
 * The amount must be a rupee amount above 0 with at most 2 decimals, within the limits when
 * given (the wallet's configured minimum and maximum). Whether the winning wallet holds it is
 * the wallet's decision, not a form rule.
 */
export function validateWithdrawal(input: WithdrawalInput, limits: AmountLimits = {}): FieldErrors<WithdrawalField> {
  return compact({
    amount: amountError(input.amount, texts, limits),
    bankAccountId: requiredError(input.bankAccountId, messages.bankAccountRequired),
  })
}

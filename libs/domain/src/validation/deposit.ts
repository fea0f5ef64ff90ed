import { amountError, type AmountLimits } from './amount'
import { compact, type FormInput, isBlank } from './fields'
import { messages, type FieldErrors } from './messages'

export type DepositInput = FormInput<'amount' | 'reference'>

export type DepositField = keyof DepositInput

/**
 * The bank references a transfer into our account carries (its UTR), after normalising:
 * - 12 digits: the RRN of an IMPS or UPI transfer;
 * - 16 characters: a NEFT UTR, the sending bank's 4-letter IFSC code then 12 letters/digits;
 * - 22 characters: an RTGS UTR, the 4-letter bank code then 18 letters/digits.
 */
export const REFERENCE_PATTERNS: readonly RegExp[] = [/^\d{12}$/, /^[A-Z]{4}[A-Z0-9]{12}$/, /^[A-Z]{4}[A-Z0-9]{18}$/]

/** Upper case without spaces: how a reference is compared and stored ("sbin 0123..." is "SBIN0123..."). */
export const normalizeReference = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase()

export const isValidReference = (raw: string): boolean => {
  const reference = normalizeReference(raw)
  return REFERENCE_PATTERNS.some(pattern => pattern.test(reference))
}

const texts = { required: messages.depositAmountRequired, invalid: messages.depositAmountInvalid }

/** A deposit request: the withdrawal form's amount rule, and a real UTR. */
export function validateDeposit(input: DepositInput, limits: AmountLimits = {}): FieldErrors<DepositField> {
  return compact({
    amount: amountError(input.amount, texts, limits),
    reference: isBlank(input.reference) ? messages.referenceRequired : isValidReference(input.reference!) ? undefined : messages.referenceInvalid,
  })
}

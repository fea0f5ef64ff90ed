import { checkUpload, type UploadedFile } from '../files'
import { INDIAN_BANKS } from './banks'
import { compact, isBlank, LETTERS_AND_SPACES, requiredError } from './fields'
import { messages, type FieldErrors } from './messages'

export interface BankInput {
  bankName?: string
  accountNo?: string
  /** Filled from the profile name and read-only on the form. */
  accountHolderName?: string
  ifscCode?: string
  branchName?: string
  cancelledChequeImage?: UploadedFile
}

export type BankField = keyof BankInput

/**
 * The spec's IFSC shape, 4 letters then 7 digits, kept as written (real IFSCs are
 * 4 letters, a 0, then 6 letters or digits; the stricter spec shape refuses a few of them).
 * Letters may be typed in either case.
 */
const IFSC_PATTERN = /^[A-Za-z]{4}\d{7}$/

export function validateBank(input: BankInput, banks: readonly string[] = INDIAN_BANKS): FieldErrors<BankField> {
  return compact({
    bankName: isBlank(input.bankName) ? messages.bankNameRequired : banks.includes(input.bankName!) ? undefined : messages.bankNameUnknown,
    accountNo: accountNumberError(input.accountNo),
    accountHolderName: requiredError(input.accountHolderName, messages.accountHolderRequired),
    ifscCode: isBlank(input.ifscCode) ? messages.ifscRequired : IFSC_PATTERN.test(input.ifscCode!) ? undefined : messages.ifscInvalid,
    branchName: branchNameError(input.branchName),
    cancelledChequeImage: input.cancelledChequeImage ? checkUpload('chequeImage', input.cancelledChequeImage) : messages.chequeImageRequired,
  })
}

/** Digits only, 6 to 18 of them, and not all zeros. */
function accountNumberError(raw: string | undefined): string | undefined {
  if (isBlank(raw)) return messages.accountNumberRequired
  return /^\d{6,18}$/.test(raw!) && /[1-9]/.test(raw!) ? undefined : messages.accountNumberInvalid
}

function branchNameError(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return messages.branchNameRequired
  if (raw.startsWith(' ')) return messages.firstSpaceNotAllowed
  return LETTERS_AND_SPACES.test(raw) ? undefined : messages.alphabeticOnly
}

import { newId, publicApi, type Cause, type Static } from '@arena/contracts'
import { validateBank } from '@arena/domain'
import type { IdentityDeps } from '../adapters/deps'
import { applyToBank } from '../users/kycWrites'
import { requireUser } from '../users/userWrites'
import { decideBank, type BankCommand } from '../domain/bank'
import { assertValid } from '../adapters/forms'
import { storeThen, type Upload } from '../adapters/uploads'
import { assertKycComplete, legalName } from './bankDto'

/** Not in the spec: the holder field is read-only there, so only a forged form can differ. */
export const holderMismatch = 'Account holder name must match the name on your KYC'

export const bankForm = publicApi['POST /api/add_bank_detail'].body
export const bankFiles = { cancelledChequeImage: 'chequeImage' } as const
export type BankUpload = Upload<typeof bankForm, keyof typeof bankFiles>

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * add_bank_detail (multipart): KYC must be complete; the form is checked with the shared bank
 * rules; the account starts pending until an admin accepts it. The upload is read only once the
 * KYC gate has passed, so a refused player's cheque is never taken in.
 */
export async function addBankDetail(deps: IdentityDeps, userId: string, upload: () => Promise<BankUpload>, cause: Cause) {
  const user = requireUser(deps, userId)
  assertKycComplete(deps, user)
  const { form, files } = await upload()
  const holder = legalName(user)
  const input = { ...form, cancelledChequeImage: files.cancelledChequeImage }
  const errors: Partial<Record<string, string>> = validateBank(input)
  if (!errors.accountHolderName && !sameName(input.accountHolderName!, holder)) errors.accountHolderName = holderMismatch
  assertValid(errors)
  const command = (chequeFile: string): BankCommand => ({ type: 'AddBankDetail', record: record(form, holder, chequeFile), at: cause.at })
  decideBank(command('dry-run'), deps.kyc.bank(user.id))
  await storeThen(deps.dataDir, 'cheque', [files.cancelledChequeImage!], ([file]) => applyToBank(deps, user.id, command(file!), cause))
  return { status: true, message: 'Bank details added successfully' }
}

function record(form: Static<typeof bankForm>, holder: string, chequeFile: string) {
  return {
    id: newId(),
    bankName: form.bankName!,
    accountNo: form.accountNo!,
    accountHolderName: holder,
    ifscCode: form.ifscCode!.toUpperCase(),
    branchName: form.branchName!.trim(),
    chequeFile,
  }
}

import type { FastifyRequest } from 'fastify'
import { newId } from '@arena/contracts'
import { validateBank } from '@arena/domain'
import { principalOf } from '@arena/service-kit'
import type { IdentityDeps } from '../deps'
import { applyToBank } from '../users/kycWrites'
import { requireUser } from '../users/userWrites'
import { decideBank, type BankCommand } from '../domain/bank'
import { assertValid, causeOf, type Fields } from '../adapters/forms'
import { readForm, storeThen } from '../adapters/uploads'
import { assertKycComplete, legalName } from './bankDto'

/** Not in the spec: the holder field is read-only there, so only a forged form can differ. */
export const holderMismatch = 'Account holder name must match the name on your KYC'

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * add_bank_detail (multipart): KYC must be complete; the form is checked with the shared bank
 * rules; the account starts pending until an admin accepts it.
 */
export async function addBankDetail(deps: IdentityDeps, request: FastifyRequest) {
  const user = requireUser(deps, principalOf(request).id)
  assertKycComplete(deps, user)
  const { fields, files } = await readForm(request, { cancelledChequeImage: 'chequeImage' })
  const holder = legalName(user)
  const input = {
    bankName: fields('bankName'), accountNo: fields('accountNo'), accountHolderName: fields('accountHolderName'),
    ifscCode: fields('ifscCode'), branchName: fields('branchName'), cancelledChequeImage: files.cancelledChequeImage,
  }
  const errors: Partial<Record<string, string>> = validateBank(input)
  if (!errors.accountHolderName && !sameName(input.accountHolderName!, holder)) errors.accountHolderName = holderMismatch
  assertValid(errors)
  const cause = causeOf(request, deps.clock)
  const command = (chequeFile: string): BankCommand => ({ type: 'AddBankDetail', record: record(fields, holder, chequeFile), at: cause.at })
  decideBank(command('dry-run'), deps.kyc.bank(user.id))
  await storeThen(deps.dataDir, 'cheque', [files.cancelledChequeImage!], ([file]) => applyToBank(deps, user.id, command(file!), cause))
  return { status: true, message: 'Bank details added successfully' }
}

function record(fields: Fields, holder: string, chequeFile: string) {
  return {
    id: newId(),
    bankName: fields('bankName')!,
    accountNo: fields('accountNo')!,
    accountHolderName: holder,
    ifscCode: fields('ifscCode')!.toUpperCase(),
    branchName: fields('branchName')!.trim(),
    chequeFile,
  }
}

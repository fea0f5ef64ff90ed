import { kycGateMessage, type BankAccountDto, type UpiDetailDto } from '@arena/contracts'
import type { IdentityDeps } from '../adapters/deps'
import type { BankRecord, UpiRecord } from '../domain/bank'
import { IdentityError } from '../domain/errors'
import type { UserState } from '../domain/user'
import { uploadUrl } from '../adapters/uploads'
import { gateInput } from '../verifyingKyc/kycProfile'

export const bankDto = (record: BankRecord): BankAccountDto => ({
  _id: record.id,
  accountNo: record.accountNo,
  bankName: record.bankName,
  accountHolderName: record.accountHolderName,
  ifscCode: record.ifscCode,
  branchName: record.branchName,
  cancelledChequeImage: uploadUrl('cheque', record.chequeFile),
  status: record.status,
  rejectReason: record.rejectReason,
  date: record.date,
})

export const upiDto = (record: UpiRecord): UpiDetailDto => ({ _id: record.id, upiId: record.upiId, date: record.date })

/** Newest first, as the saved lists show them. */
export const newestFirst = <T extends { date: string }>(items: T[]): T[] => items.slice().sort((a, b) => b.date.localeCompare(a.date))

/** The name on the verified photo ID: the only name a payout account may carry. */
export const legalName = (user: UserState): string => `${user.fname} ${user.lname}`.trim() || user.name

/** Bank and UPI details need completed KYC; the refusal is the spec's gate text that applies (section 4). */
export function assertKycComplete(deps: IdentityDeps, user: UserState): void {
  const message = kycGateMessage(gateInput(deps.kyc.kyc(user.id), user))
  if (message) throw new IdentityError('KYC_REQUIRED', { message })
}

import { KYC_DOCUMENTS, type KycStatus } from '@arena/contracts'
import type { KycState } from '../domain/kyc'
import type { UserState } from '../domain/user'
import { uploadUrl } from '../adapters/uploads'
import { folderOf, kycProfile, phoneVerified } from '../verifyingKyc/kycProfile'

/** One player in the admin KYC queue: who, what they declared, and each document with its file. */
export function kycRow(user: UserState, state: KycState) {
  const documents = KYC_DOCUMENTS.flatMap(document => {
    const doc = state.docs[document]
    return doc ? [{ document, status: doc.status, reason: doc.reason, url: uploadUrl(folderOf[document], doc.file), submittedAt: doc.submittedAt }] : []
  })
  return {
    userId: user.id,
    name: user.name,
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    mobileVerifyStatus: phoneVerified(user) ? 'verify' : 'pending',
    kycCompleteStatus: kycProfile(state, user).kycCompleteStatus,
    photoId: state.photoId,
    address: state.address,
    panNo: state.panNo,
    documents,
    submittedAt: documents.map(d => d.submittedAt).sort().at(-1) ?? '',
  }
}

export type KycRow = ReturnType<typeof kycRow>

/**
 * Players with a document in `status` ('all': any document sent). The pending queue is first
 * come, first served: the longest-waiting document first. Other lists show the newest first.
 */
export function kycQueue(rows: KycRow[], status: KycStatus | 'all'): KycRow[] {
  const matching = rows.filter(row => row.documents.some(d => status === 'all' || d.status === status))
  if (status !== 'pending') return matching.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))
  const waitingSince = (row: KycRow) => row.documents.filter(d => d.status === 'pending').map(d => d.submittedAt).sort()[0] ?? ''
  return matching.sort((a, b) => waitingSince(a).localeCompare(waitingSince(b)))
}

import type { BankAccountDto, KycDocument, KycStatus } from '@arena/contracts'
import type { ApiClient } from '../../../app/api'

/** One player of GET api/admin/kyc: what they declared and each document sent, with its file path. */
export interface KycReviewRow {
  userId: string
  name: string
  mobile: string
  email: string
  mobileVerifyStatus: 'verify' | 'pending'
  kycCompleteStatus: 'complete' | 'pending'
  photoId: { docType: 'id' | 'ps' | 'li'; fname: string; lname: string; gender: string; dob: string; documentNo: string } | null
  address: { docTypeAddress: string; state: string } | null
  panNo: string | null
  documents: { document: KycDocument; status: KycStatus; reason: string; url: string; submittedAt: string }[]
  submittedAt: string
}

/** One account of GET api/admin/bank-details, with its owner. */
export type BankReviewRow = BankAccountDto & { userId: string; userName: string; mobile: string }

export type ReviewQueue = 'kyc' | 'bank'
/** The status filter; '' lists every status ('all' on the wire). */
export type ReviewFilter = string

interface Page<Row> {
  status: true
  data: Row[]
  total: number
}

const query = (filter: ReviewFilter) => new URLSearchParams({ status: filter || 'all', limit: '50' }).toString()

export const fetchKycQueue = (api: ApiClient, filter: ReviewFilter) => api.get<Page<KycReviewRow>>(`admin/kyc?${query(filter)}`)
export const fetchBankQueue = (api: ApiClient, filter: ReviewFilter) => api.get<Page<BankReviewRow>>(`admin/bank-details?${query(filter)}`)

/** A KYC decision on one document: approve, or reject with the reason the player will read. */
export const decideKycDocument = (api: ApiClient, userId: string, document: KycDocument, decision: 'approve' | 'reject', reason: string) =>
  api.post<{ status: true; message?: string }>(`admin/kyc/${encodeURIComponent(userId)}/${document}/${decision}`, { reason })

export const decideBankDetail = (api: ApiClient, id: string, decision: 'accept' | 'reject', reason: string) =>
  api.post<{ status: true; message?: string }>(`admin/bank-details/${encodeURIComponent(id)}/${decision}`, { reason })

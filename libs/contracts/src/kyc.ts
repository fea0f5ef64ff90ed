import { Type, defineMessage, typesOf, type MessageOf, type Static } from './schema'

/**
 * KYC and bank/UPI details, owned by identity. Kept out of `user-<id>` so the user fold stays
 * small: `kyc-<userId>` holds the documents and their reviews, `bank-<userId>` the payout
 * accounts and UPI IDs. Files are named by generated names under `<dataDir>/uploads/<folder>/`.
 */
export const kycStreams = {
  kyc: (userId: string) => `kyc-${userId}`,
  bank: (userId: string) => `bank-${userId}`,
} as const

/** The spec's KYC status words. */
export type KycStatus = 'pending' | 'verify' | 'reject'
export type BankStatus = 'pending' | 'accepted' | 'rejected'
/** What an admin reviews one by one; the photo ID's two sides are judged separately. */
export const KYC_DOCUMENTS = ['photoFront', 'photoBack', 'address', 'pan', 'video'] as const
export type KycDocument = (typeof KYC_DOCUMENTS)[number]
export const UPLOAD_FOLDERS = ['kyc', 'address', 'pan', 'video', 'cheque'] as const
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number]

const Instant = Type.String({ description: 'ISO-8601 instant' })
const Reviewer = { by: Type.String(), at: Instant }

/** An OTP went to the number the player wants to prove; the challenge is checked on userVerifyOtp. */
export const KycPhoneOtpSent = defineMessage('KycPhoneOtpSent', Type.Object({ countryCode: Type.String(), mobile: Type.String(), challengeId: Type.String(), at: Instant }))
export const KycPhoneVerified = defineMessage('KycPhoneVerified', Type.Object({ countryCode: Type.String(), mobile: Type.String(), at: Instant }))
/** Both sides start pending; a resubmission replaces both. `dob` is YYYY-MM-DD. */
export const KycPhotoIdSubmitted = defineMessage('KycPhotoIdSubmitted', Type.Object({
  docType: Type.Union([Type.Literal('id'), Type.Literal('ps'), Type.Literal('li')]),
  fname: Type.String(), lname: Type.String(),
  gender: Type.Union([Type.Literal('Male'), Type.Literal('Female'), Type.Literal('Eunuch')]),
  dob: Type.String(), documentNo: Type.String(), frontFile: Type.String(), backFile: Type.String(), at: Instant,
}))
/** `state` is the Indian state of residence on the proof; contests use it for the residency rule. */
export const KycAddressSubmitted = defineMessage('KycAddressSubmitted', Type.Object({ docTypeAddress: Type.String(), state: Type.String(), file: Type.String(), at: Instant }))
export const KycPanSubmitted = defineMessage('KycPanSubmitted', Type.Object({ panNo: Type.String(), file: Type.String(), at: Instant }))
export const KycVideoSubmitted = defineMessage('KycVideoSubmitted', Type.Object({ file: Type.String(), at: Instant }))
export const KycDocumentVerified = defineMessage('KycDocumentVerified', Type.Object({ document: Type.String(), ...Reviewer }))
export const KycDocumentRejected = defineMessage('KycDocumentRejected', Type.Object({ document: Type.String(), reason: Type.String(), ...Reviewer }))
/**
 * The review that verified the last pending document completed the player's KYC (written once,
 * with that review). Carries who referred the player, so the wallet can pay the referral bonus
 * without asking identity (the link is fixed at sign-up).
 */
export const KycCompleted = defineMessage('KycCompleted', Type.Object({ name: Type.String(), referredBy: Type.Union([Type.String(), Type.Null()]), at: Instant }))

/** `ifscCode` is stored upper-cased; `chequeFile` is under uploads/cheque. Starts pending. */
export const BankDetailAdded = defineMessage('BankDetailAdded', Type.Object({
  bankId: Type.String(), bankName: Type.String(), accountNo: Type.String(), accountHolderName: Type.String(),
  ifscCode: Type.String(), branchName: Type.String(), chequeFile: Type.String(), at: Instant,
}))
export const BankDetailAccepted = defineMessage('BankDetailAccepted', Type.Object({ bankId: Type.String(), ...Reviewer }))
export const BankDetailRejected = defineMessage('BankDetailRejected', Type.Object({ bankId: Type.String(), reason: Type.String(), ...Reviewer }))
export const UpiDetailAdded = defineMessage('UpiDetailAdded', Type.Object({ upiDetailId: Type.String(), upiId: Type.String(), at: Instant }))

export type KycEvent =
  | MessageOf<typeof KycPhoneOtpSent | typeof KycPhoneVerified | typeof KycPhotoIdSubmitted | typeof KycAddressSubmitted | typeof KycPanSubmitted |
    typeof KycVideoSubmitted>
  | { type: 'KycDocumentVerified'; data: Static<typeof KycDocumentVerified.schema> & { document: KycDocument } }
  | { type: 'KycDocumentRejected'; data: Static<typeof KycDocumentRejected.schema> & { document: KycDocument } }
  | { type: 'KycCompleted'; data: Static<typeof KycCompleted.schema> }

export type BankEvent = MessageOf<(typeof bankEvents)[number]>

/** States and union territories, for the address-proof picker and the server's check. */
export const INDIAN_STATES: readonly string[] = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh',
  'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha',
  'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
  'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Jammu and Kashmir',
  'Ladakh', 'Lakshadweep', 'Puducherry',
]

/** Not in the spec: the address proof's state has a picker but no wording. */
export const STATE_REQUIRED = 'Please select state'

/** The KYC fields of the profile-data answer (spec section 3). A step never submitted has no status. */
export interface KycProfileFields {
  docType?: 'id' | 'ps' | 'li'
  documentNo?: string
  fImage?: string
  bImage?: string
  fImage_status?: KycStatus
  bImage_status?: KycStatus
  fi_rejectResion?: string
  bi_rejectResion?: string
  /** True once a photo ID was submitted (the spec's interMediate flag). */
  interMediate: boolean
  docTypeAddress?: string
  addProofImage?: string
  addressStatus?: KycStatus
  add_rejectResion?: string
  state?: string
  panNo?: string
  panDocImage?: string
  taxStatus?: KycStatus
  tax_rejectResion?: string
  /** True once a PAN was submitted for verification. */
  taxForverify: boolean
  video?: string
  videoStatus?: KycStatus
  v_rejectResion?: string
  kycCompleteStatus: 'complete' | 'pending'
}

/** Bank account as the lists and the withdrawal picker read it (spec section 3). */
export interface BankAccountDto {
  _id: string
  accountNo: string
  bankName: string
  accountHolderName: string
  ifscCode: string
  branchName: string
  /** A path served only to the owner and admins. */
  cancelledChequeImage: string
  status: BankStatus
  rejectReason: string
  date: string
}

export interface UpiDetailDto {
  _id: string
  upiId: string
  date: string
}

/** The spec's texts when the bank form is hidden because KYC is not complete (section 4). */
export const kycGateMessages = {
  rejected: 'Please update KYC documents to add bank details',
  missing: 'Please complete your KYC first',
  waiting: 'Please wait for KYC verification',
} as const

/**
 * Why bank and UPI saving is closed, or undefined when KYC is complete. Kept beside the DTO it
 * reads so the server's refusal and the page's notice are one rule.
 */
export function kycGateMessage(kyc: KycGateInput): string | undefined {
  if (kyc.kycCompleteStatus === 'complete') return undefined
  const statuses = [kyc.fImage_status, kyc.bImage_status, kyc.addressStatus, kyc.taxStatus, kyc.videoStatus]
  if (statuses.includes('reject')) return kycGateMessages.rejected
  // A phone not yet proven is a step not yet done, like a document never sent.
  if (statuses.includes(undefined) || kyc.mobileVerifyStatus !== 'verify') return kycGateMessages.missing
  return kycGateMessages.waiting
}

export type KycGateInput = Pick<KycProfileFields, 'kycCompleteStatus' | 'fImage_status' | 'bImage_status' | 'addressStatus' | 'taxStatus' | 'videoStatus'> & {
  mobileVerifyStatus?: string
}

/** The contracts of the KYC and bank streams' events, for reading them back checked. */
export const kycEvents = [
  KycPhoneOtpSent, KycPhoneVerified, KycPhotoIdSubmitted, KycAddressSubmitted, KycPanSubmitted, KycVideoSubmitted,
  KycDocumentVerified, KycDocumentRejected, KycCompleted,
] as const
export const bankEvents = [BankDetailAdded, BankDetailAccepted, BankDetailRejected, UpiDetailAdded] as const
export const kycEventTypes = typesOf(kycEvents)
export const bankEventTypes = typesOf(bankEvents)

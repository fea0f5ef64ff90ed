import type { KycDocument, KycGateInput, KycProfileFields, UploadFolder } from '@arena/contracts'
import { isKycComplete, type KycDoc, type KycState } from '../domain/kyc'
import type { UserState } from '../domain/user'
import { uploadUrl } from '../adapters/uploads'

/** Where each document's file is stored. */
export const folderOf: Record<KycDocument, UploadFolder> = { photoFront: 'kyc', photoBack: 'kyc', address: 'address', pan: 'pan', video: 'video' }

const url = (document: KycDocument, doc: KycDoc | null) => (doc ? uploadUrl(folderOf[document], doc.file) : undefined)
/** A reason only where there is one: the screens show the reason dialog for rejected items. */
const reason = (doc: KycDoc | null) => (doc?.status === 'reject' ? doc.reason : undefined)

/**
 * The spec's KYC fields of profile-data (section 3). Steps never sent carry no status at all,
 * which the bank page reads as "Please complete your KYC first".
 */
export function kycProfile(state: KycState, user: Pick<UserState, 'mobileVerified' | 'mobile'>): KycProfileFields {
  const { docs } = state
  const fields: KycProfileFields = {
    docType: state.photoId?.docType,
    documentNo: state.photoId?.documentNo,
    fImage: url('photoFront', docs.photoFront),
    bImage: url('photoBack', docs.photoBack),
    fImage_status: docs.photoFront?.status,
    bImage_status: docs.photoBack?.status,
    fi_rejectResion: reason(docs.photoFront),
    bi_rejectResion: reason(docs.photoBack),
    interMediate: state.photoId !== null,
    docTypeAddress: state.address?.docTypeAddress,
    addProofImage: url('address', docs.address),
    addressStatus: docs.address?.status,
    add_rejectResion: reason(docs.address),
    state: state.address?.state,
    panNo: state.panNo ?? undefined,
    panDocImage: url('pan', docs.pan),
    taxStatus: docs.pan?.status,
    tax_rejectResion: reason(docs.pan),
    taxForverify: docs.pan !== null,
    video: url('video', docs.video),
    videoStatus: docs.video?.status,
    v_rejectResion: reason(docs.video),
    kycCompleteStatus: isKycComplete(state, phoneVerified(user)) ? 'complete' : 'pending',
  }
  // JSON drops undefined anyway; dropping it here keeps in-process callers seeing the same shape.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as unknown as KycProfileFields
}

/** The user facts a KYC completion is announced with (see KycCompleted). */
export const kycPlayer = (user: Pick<UserState, 'mobileVerified' | 'mobile' | 'name' | 'referredBy'>) => ({
  mobileVerified: phoneVerified(user), name: user.name, referredBy: user.referredBy,
})

export const phoneVerified = (user: Pick<UserState, 'mobileVerified' | 'mobile'>): boolean => user.mobile !== null && user.mobileVerified

/** What the gate rule of the bank page reads. */
export const gateInput = (state: KycState, user: Pick<UserState, 'mobileVerified' | 'mobile'>): KycGateInput => ({
  ...kycProfile(state, user),
  mobileVerifyStatus: phoneVerified(user) ? 'verify' : 'pending',
})

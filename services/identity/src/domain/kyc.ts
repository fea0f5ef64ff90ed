import type { KycDocument, KycEvent, KycStatus } from '@arena/contracts'
import type { Gender } from './user'

/** One reviewed file: its generated name, where the review stands, and why it was refused. */
export interface KycDoc {
  file: string
  status: KycStatus
  reason: string
  submittedAt: string
}

export interface PhotoIdDetails {
  docType: 'id' | 'ps' | 'li'
  fname: string
  lname: string
  gender: Gender
  dob: string
  documentNo: string
}

/** A player's KYC: a fold of `kyc-<userId>`. */
export interface KycState {
  /** The OTP sent for the phone step, until it is verified or replaced. */
  phoneChallenge: { countryCode: string; mobile: string; challengeId: string } | null
  photoId: PhotoIdDetails | null
  address: { docTypeAddress: string; state: string } | null
  panNo: string | null
  docs: Record<KycDocument, KycDoc | null>
  /** KycCompleted was written: the completion is announced once. */
  completed: boolean
}

export const initialKyc: KycState = {
  phoneChallenge: null,
  photoId: null,
  address: null,
  panNo: null,
  docs: { photoFront: null, photoBack: null, address: null, pan: null, video: null },
  completed: false,
}

const fresh = (file: string, at: string): KycDoc => ({ file, status: 'pending', reason: '', submittedAt: at })

export function evolveKyc(state: KycState, event: KycEvent): KycState {
  switch (event.type) {
    case 'KycPhoneOtpSent': {
      const { countryCode, mobile, challengeId } = event.data
      return { ...state, phoneChallenge: { countryCode, mobile, challengeId } }
    }
    case 'KycPhoneVerified':
      return { ...state, phoneChallenge: null }
    case 'KycPhotoIdSubmitted': {
      const { frontFile, backFile, at, ...details } = event.data
      return { ...state, photoId: details, docs: { ...state.docs, photoFront: fresh(frontFile, at), photoBack: fresh(backFile, at) } }
    }
    case 'KycAddressSubmitted': {
      const { docTypeAddress, state: residence, file, at } = event.data
      return { ...state, address: { docTypeAddress, state: residence }, docs: { ...state.docs, address: fresh(file, at) } }
    }
    case 'KycPanSubmitted':
      return { ...state, panNo: event.data.panNo, docs: { ...state.docs, pan: fresh(event.data.file, event.data.at) } }
    case 'KycVideoSubmitted':
      return { ...state, docs: { ...state.docs, video: fresh(event.data.file, event.data.at) } }
    case 'KycDocumentVerified':
      return review(state, event.data.document, 'verify', '')
    case 'KycDocumentRejected':
      return review(state, event.data.document, 'reject', event.data.reason)
    case 'KycCompleted':
      return { ...state, completed: true }
    default: {
      const never: never = event
      throw new Error(`unknown kyc event ${JSON.stringify(never)}`)
    }
  }
}

function review(state: KycState, document: KycDocument, status: KycStatus, reason: string): KycState {
  const doc = state.docs[document]
  return doc ? { ...state, docs: { ...state.docs, [document]: { ...doc, status, reason } } } : state
}

/** Complete only when the phone is proven and every document is verified. */
export function isKycComplete(state: KycState, mobileVerified: boolean): boolean {
  return mobileVerified && Object.values(state.docs).every(doc => doc?.status === 'verify')
}

/** Every file a KYC state points at, for the read model's owner index. */
export const kycFiles = (state: KycState): string[] => Object.values(state.docs).flatMap(doc => (doc ? [doc.file] : []))

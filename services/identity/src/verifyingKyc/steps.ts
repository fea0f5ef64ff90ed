import { INDIAN_STATES, STATE_REQUIRED, type publicApi, type Static } from '@arena/contracts'
import { calendarDateAt, validateKycAddress, validateKycPan, validateKycPhotoId, validateKycVideo } from '@arena/domain'
import { applyToUser } from '../users/userWrites'
import type { PhotoIdDetails } from '../domain/kyc'
import { phoneVerified } from './kycProfile'
import type { DocumentStep } from './submitDocument'

/** The form of a KYC step's call. */
export type KycStepCall = 'POST /api/interMediateUpdate' | 'POST /api/addressKyc' | 'POST /api/taxKyc' | 'POST /api/videoKyc'
type Form<K extends KycStepCall> = (typeof publicApi)[K]['body']
type PhotoIdForm = Form<'POST /api/interMediateUpdate'>

const text = (value: string | undefined) => (value ?? '').trim()

export const photoIdDetails = (form: Static<PhotoIdForm>): PhotoIdDetails => {
  const docType = text(form.docType) as PhotoIdDetails['docType']
  const documentNo = text(form.documentNo)
  return {
    docType,
    fname: text(form.fname),
    lname: text(form.lname),
    gender: text(form.gender) as PhotoIdDetails['gender'],
    dob: text(form.dob),
    // Passport and licence numbers are letters and digits; one case keeps reviews and lookups simple.
    documentNo: docType === 'id' ? documentNo : documentNo.toUpperCase(),
  }
}

/** interMediateUpdate: docType id|ps|li, names, gender, dob (18 or over in India today), document number, both sides. */
export const photoIdStep: DocumentStep<PhotoIdForm, 'fImage' | 'bImage'> = {
  folder: 'kyc',
  files: { fImage: 'kycIdFront', bImage: 'kycIdBack' },
  documents: ['photoFront', 'photoBack'],
  validate: (form, files, now) => validateKycPhotoId({
    docType: form.docType, fname: form.fname, lname: form.lname, gender: form.gender, dob: form.dob,
    documentNo: form.documentNo, fImage: files.fImage, bImage: files.bImage, today: calendarDateAt(now),
  }),
  command: (form, [frontFile, backFile], user, at) => ({
    type: 'SubmitPhotoId', details: photoIdDetails(form), frontFile: frontFile!, backFile: backFile!, mobileVerified: phoneVerified(user), at,
  }),
  message: 'Photo ID submitted for verification',
  // The profile's personal data are read-only and come from the photo ID (the user decider checks the age again).
  afterRecorded: (deps, userId, form, cause) => {
    const { fname, lname, gender, dob } = photoIdDetails(form)
    return applyToUser(deps, userId, { type: 'ChangePersonalData', data: { fname, lname, gender, dob }, now: new Date(cause.at) }, cause)
  },
}

/** addressKyc: the proof's type, its image (10 KB to 1 MB) and the state of residence. */
export const addressStep: DocumentStep<Form<'POST /api/addressKyc'>, 'addProof'> = {
  folder: 'address',
  files: { addProof: 'addressProof' },
  documents: ['address'],
  validate: (form, files) => ({
    ...validateKycAddress({ docTypeAddress: form.docTypeAddress, addProof: files.addProof }),
    state: INDIAN_STATES.includes(text(form.state)) ? undefined : STATE_REQUIRED,
  }),
  command: (form, [file], _user, at) => ({ type: 'SubmitAddress', docTypeAddress: text(form.docTypeAddress), state: text(form.state), file: file!, at }),
  message: 'Address proof submitted for verification',
}

/** taxKyc: PAN number and its image. */
export const panStep: DocumentStep<Form<'POST /api/taxKyc'>, 'panDoc'> = {
  folder: 'pan',
  files: { panDoc: 'panImage' },
  documents: ['pan'],
  validate: (form, files) => validateKycPan({ panNo: form.panNo, panDoc: files.panDoc }),
  command: (form, [file], _user, at) => ({ type: 'SubmitPan', panNo: text(form.panNo).toUpperCase(), file: file!, at }),
  message: 'PAN submitted for verification',
}

/** videoKyc: the face video, mp4 of 1 to 10 MB. */
export const videoStep: DocumentStep<Form<'POST /api/videoKyc'>, 'video'> = {
  folder: 'video',
  files: { video: 'kycVideo' },
  documents: ['video'],
  validate: (_form, files) => validateKycVideo({ video: files.video }),
  command: (_form, [file], _user, at) => ({ type: 'SubmitVideo', file: file!, at }),
  message: 'Video submitted for verification',
}

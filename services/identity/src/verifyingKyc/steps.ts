import { INDIAN_STATES, STATE_REQUIRED } from '@arena/contracts'
import { calendarDateAt, validateKycAddress, validateKycPan, validateKycPhotoId, validateKycVideo } from '@arena/domain'
import { applyToUser } from '../users/userWrites'
import type { PhotoIdDetails } from '../domain/kyc'
import type { Fields } from '../adapters/forms'
import { phoneVerified } from './kycProfile'
import type { DocumentStep } from './submitDocument'

const text = (fields: Fields, name: string) => (fields(name) ?? '').trim()

export const photoIdDetails = (fields: Fields): PhotoIdDetails => {
  const docType = text(fields, 'docType') as PhotoIdDetails['docType']
  const documentNo = text(fields, 'documentNo')
  return {
    docType,
    fname: text(fields, 'fname'),
    lname: text(fields, 'lname'),
    gender: text(fields, 'gender') as PhotoIdDetails['gender'],
    dob: text(fields, 'dob'),
    // Passport and licence numbers are letters and digits; one case keeps reviews and lookups simple.
    documentNo: docType === 'id' ? documentNo : documentNo.toUpperCase(),
  }
}

/** interMediateUpdate: docType id|ps|li, names, gender, dob (18 or over in India today), document number, both sides. */
export const photoIdStep: DocumentStep<'fImage' | 'bImage'> = {
  folder: 'kyc',
  files: { fImage: 'kycIdFront', bImage: 'kycIdBack' },
  documents: ['photoFront', 'photoBack'],
  validate: (fields, files, now) => validateKycPhotoId({
    docType: fields('docType'), fname: fields('fname'), lname: fields('lname'), gender: fields('gender'), dob: fields('dob'),
    documentNo: fields('documentNo'), fImage: files.fImage, bImage: files.bImage, today: calendarDateAt(now),
  }),
  command: (fields, [frontFile, backFile], user, at) => ({
    type: 'SubmitPhotoId', details: photoIdDetails(fields), frontFile: frontFile!, backFile: backFile!, mobileVerified: phoneVerified(user), at,
  }),
  message: 'Photo ID submitted for verification',
  // The profile's personal data are read-only and come from the photo ID (the user decider checks the age again).
  afterRecorded: (deps, userId, fields, cause) => {
    const { fname, lname, gender, dob } = photoIdDetails(fields)
    return applyToUser(deps, userId, { type: 'ChangePersonalData', data: { fname, lname, gender, dob }, now: new Date(cause.at) }, cause)
  },
}

/** addressKyc: the proof's type, its image (10 KB to 1 MB) and the state of residence. */
export const addressStep: DocumentStep<'addProof'> = {
  folder: 'address',
  files: { addProof: 'addressProof' },
  documents: ['address'],
  validate: (fields, files) => ({
    ...validateKycAddress({ docTypeAddress: fields('docTypeAddress'), addProof: files.addProof }),
    state: INDIAN_STATES.includes(text(fields, 'state')) ? undefined : STATE_REQUIRED,
  }),
  command: (fields, [file], _user, at) => ({ type: 'SubmitAddress', docTypeAddress: text(fields, 'docTypeAddress'), state: text(fields, 'state'), file: file!, at }),
  message: 'Address proof submitted for verification',
}

/** taxKyc: PAN number and its image. */
export const panStep: DocumentStep<'panDoc'> = {
  folder: 'pan',
  files: { panDoc: 'panImage' },
  documents: ['pan'],
  validate: (fields, files) => validateKycPan({ panNo: fields('panNo'), panDoc: files.panDoc }),
  command: (fields, [file], _user, at) => ({ type: 'SubmitPan', panNo: text(fields, 'panNo').toUpperCase(), file: file!, at }),
  message: 'PAN submitted for verification',
}

/** videoKyc: the face video, mp4 of 1 to 10 MB. */
export const videoStep: DocumentStep<'video'> = {
  folder: 'video',
  files: { video: 'kycVideo' },
  documents: ['video'],
  validate: (_fields, files) => validateKycVideo({ video: files.video }),
  command: (_fields, [file], _user, at) => ({ type: 'SubmitVideo', file: file!, at }),
  message: 'Video submitted for verification',
}

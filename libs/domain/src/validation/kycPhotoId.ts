import { isAdult, parseCalendarDate } from '../age'
import { checkUpload, type UploadedFile } from '../files'
import { compact, isBlank, personNameError } from './fields'
import { messages, type FieldErrors } from './messages'

/** id = Aadhaar, ps = passport, li = driving licence (the KYC docType values). */
export const ID_DOCUMENT_TYPES = ['id', 'ps', 'li'] as const
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number]
export const GENDERS = ['Male', 'Female', 'Eunuch'] as const

export const AGE_BELOW_MINIMUM = 'You must be at least 18 years old' // not in the spec

export interface KycPhotoIdInput {
  docType?: string
  fname?: string
  lname?: string
  gender?: string
  /** YYYY-MM-DD. */
  dob?: string
  documentNo?: string
  fImage?: UploadedFile
  bImage?: UploadedFile
  /** India's calendar date (YYYY-MM-DD); when given, the dob must make the user 18 or over. */
  today?: string
}

export type KycPhotoIdField = 'docType' | 'fname' | 'lname' | 'gender' | 'dob' | 'documentNo' | 'fImage' | 'bImage'

const ALPHANUMERIC = /^[A-Za-z0-9]+$/

/**
 * Aadhaar is 12 digits (the spec says 12 characters; Aadhaar numbers are all digits).
 * The spec asks only for "a length check" on licences: 15-16 characters covers the
 * national format (state, RTO, year, serial) with or without a leading zero on the RTO.
 */
export function documentNumberError(docType: IdDocumentType, raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim()
  switch (docType) {
    case 'id':
      return /^\d{12}$/.test(value) ? undefined : messages.aadhaarInvalid
    case 'ps':
      if (value !== '' && !ALPHANUMERIC.test(value)) return messages.alphanumericNoSpace
      return value.length === 8 ? undefined : messages.passportInvalid
    case 'li':
      if (value !== '' && !ALPHANUMERIC.test(value)) return messages.alphanumericNoSpace
      return value.length >= 15 && value.length <= 16 ? undefined : messages.licenceInvalid
    default: {
      const unreachable: never = docType
      return unreachable
    }
  }
}

function dobError(dob: string | undefined, today: string | undefined): string | undefined {
  if (isBlank(dob)) return messages.dobRequired
  if (!parseCalendarDate(dob!)) return messages.dobInvalid
  if (today === undefined) return undefined
  return isAdult(dob!, today) ? undefined : AGE_BELOW_MINIMUM
}

export function validateKycPhotoId(input: KycPhotoIdInput): FieldErrors<KycPhotoIdField> {
  const docType = ID_DOCUMENT_TYPES.find(t => t === input.docType)
  return compact({
    docType: docType ? undefined : messages.documentTypeRequired,
    fname: personNameError(input.fname, messages.firstNameRequired),
    lname: personNameError(input.lname, messages.lastNameRequired),
    gender: GENDERS.some(g => g === input.gender) ? undefined : messages.genderRequired,
    dob: dobError(input.dob, input.today),
    documentNo: docType ? documentNumberError(docType, input.documentNo) : undefined,
    fImage: input.fImage ? checkUpload('kycIdFront', input.fImage) : messages.frontImageRequired,
    bImage: input.bImage ? checkUpload('kycIdBack', input.bImage) : messages.backImageRequired,
  })
}

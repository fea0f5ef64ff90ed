import { checkUpload, type UploadedFile } from '../files'
import { compact } from './fields'
import { messages, type FieldErrors } from './messages'

export const ADDRESS_DOCUMENT_TYPES = ['aadhar', 'drivingLicense', 'passport', 'utilityBill', 'bankPassbook'] as const
export type AddressDocumentType = (typeof ADDRESS_DOCUMENT_TYPES)[number]

export interface KycAddressInput {
  docTypeAddress?: string
  addProof?: UploadedFile
}

export type KycAddressField = 'docTypeAddress' | 'addProof'

export function validateKycAddress(input: KycAddressInput): FieldErrors<KycAddressField> {
  return compact({
    docTypeAddress: ADDRESS_DOCUMENT_TYPES.some(t => t === input.docTypeAddress) ? undefined : messages.addressTypeRequired,
    addProof: input.addProof ? checkUpload('addressProof', input.addProof) : messages.addressProofRequired,
  })
}

import { checkUpload } from '../files'
import { compact, type FormInput } from './fields'
import { messages, type FieldErrors } from './messages'

export const ADDRESS_DOCUMENT_TYPES = ['aadhar', 'drivingLicense', 'passport', 'utilityBill', 'bankPassbook'] as const
export type AddressDocumentType = (typeof ADDRESS_DOCUMENT_TYPES)[number]

export type KycAddressInput = FormInput<'docTypeAddress', 'addProof'>

export type KycAddressField = keyof KycAddressInput

export function validateKycAddress(input: KycAddressInput): FieldErrors<KycAddressField> {
  return compact({
    docTypeAddress: ADDRESS_DOCUMENT_TYPES.some(t => t === input.docTypeAddress) ? undefined : messages.addressTypeRequired,
    addProof: input.addProof ? checkUpload('addressProof', input.addProof) : messages.addressProofRequired,
  })
}

import { checkUpload, type UploadedFile } from '../files'
import { compact } from './fields'
import { messages, type FieldErrors } from './messages'

export interface KycPanInput {
  panNo?: string
  panDoc?: UploadedFile
}

export type KycPanField = 'panNo' | 'panDoc'

/**
 * The spec's rule, kept as written: up to 10 characters, letters and digits, not digits
 * only. It is looser than the PAN format (AAAAA9999A) on purpose: the admin verifies the
 * document itself.
 */
export function panNumberError(raw: string | undefined): string | undefined {
  const pan = (raw ?? '').trim()
  const ok = /^[A-Za-z0-9]{1,10}$/.test(pan) && !/^\d+$/.test(pan)
  return ok ? undefined : messages.panInvalid
}

export function validateKycPan(input: KycPanInput): FieldErrors<KycPanField> {
  return compact({
    panNo: panNumberError(input.panNo),
    panDoc: input.panDoc ? checkUpload('panImage', input.panDoc) : messages.panImageRequired,
  })
}

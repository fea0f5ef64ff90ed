import { checkUpload } from '../files'
import { compact, type FormInput } from './fields'
import { messages, type FieldErrors } from './messages'

export type KycPanInput = FormInput<'panNo', 'panDoc'>

export type KycPanField = keyof KycPanInput

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

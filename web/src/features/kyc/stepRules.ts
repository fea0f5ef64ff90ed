import { INDIAN_STATES, STATE_REQUIRED } from '@arena/contracts'
import { calendarDateAt, validateKycAddress, validateKycPan, validateKycPhotoId, validateKycVideo, type UploadedFile } from '@arena/domain'
import type { KycStep } from './api'

/** The files of each step by field name, and the text fields it sends. */
export const STEP_FILES: Record<KycStep, string[]> = { photoId: ['fImage', 'bImage'], address: ['addProof'], pan: ['panDoc'], video: ['video'] }

/**
 * The shared rules of @arena/domain for each step, so the page refuses with the same text the
 * server would (spec section 5). `now` is the client clock: the 18+ rule uses India's date.
 */
export function stepErrors(step: KycStep, fields: Record<string, string>, files: Record<string, UploadedFile | undefined>, now: Date): Record<string, string> {
  switch (step) {
    case 'photoId':
      return validateKycPhotoId({ ...fields, fImage: files.fImage, bImage: files.bImage, today: calendarDateAt(now) })
    case 'address': {
      const errors: Record<string, string> = validateKycAddress({ docTypeAddress: fields.docTypeAddress, addProof: files.addProof })
      if (!INDIAN_STATES.includes(fields.state ?? '')) errors.state = STATE_REQUIRED
      return errors
    }
    case 'pan':
      return validateKycPan({ panNo: fields.panNo, panDoc: files.panDoc })
    case 'video':
      return validateKycVideo({ video: files.video })
    default: {
      const never: never = step
      throw new Error(`unknown step ${String(never)}`)
    }
  }
}

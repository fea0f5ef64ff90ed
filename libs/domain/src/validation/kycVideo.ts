import { checkUpload, type UploadedFile } from '../files'
import { messages, type FieldErrors } from './messages'

export interface KycVideoInput {
  video?: UploadedFile
}

export function validateKycVideo(input: KycVideoInput): FieldErrors<'video'> {
  const error = input.video ? checkUpload('kycVideo', input.video) : messages.videoRequired
  return error ? { video: error } : {}
}

import { checkUpload, UPLOAD_RULES, type UploadedFile } from '../files'
import type { FieldErrors } from './messages'

export interface ProfileImageInput {
  profileImage?: UploadedFile
}

/** No file counts as no valid image, so it gets the type message. */
export function validateProfileImage(input: ProfileImageInput): FieldErrors<'profileImage'> {
  const error = input.profileImage ? checkUpload('profileImage', input.profileImage) : UPLOAD_RULES.profileImage.typeMessage
  return error ? { profileImage: error } : {}
}

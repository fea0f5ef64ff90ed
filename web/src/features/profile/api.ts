import type { ApiClient } from '../../app/api'
import type { Profile } from './slice'

interface Answer<T = undefined> {
  status: true
  message?: string
  data: T
}

/** POST api/profile-data with no _id: always the caller's own profile. */
export const fetchProfile = (api: ApiClient) => api.post<Answer<Profile>>('profile-data', {})

/** Multipart with the one field profileImage; the server checks the bytes again. */
export const uploadProfileImage = (api: ApiClient, form: FormData) => api.postForm<Answer<{ profileImage: string }>>('profile-data-update', form)

export const removeProfileImage = (api: ApiClient) => api.post<Answer>('profile-image-empty', {})

export const deleteAccount = (api: ApiClient) => api.post<Answer>('delete-account', {})

/** Step 1 answers with data.encrypted_otp (a code was sent); with `otp` and it, the change is applied. */
export const changePersonalData = (api: ApiClient, body: Record<string, string>) =>
  api.post<{ status: true; message?: string; data?: { encrypted_otp: string; otpSentTo: string } }>('persional-data-update', body)

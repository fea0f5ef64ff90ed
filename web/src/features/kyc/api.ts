import type { KycProfileFields } from '@arena/contracts'
import type { ApiClient } from '../../app/api'

/** The profile-data fields the KYC and bank screens read: the KYC fields plus phone and names. */
export type KycProfile = KycProfileFields & {
  name: string
  fname: string
  lname: string
  gender: string
  dob: string
  mobile: string
  countryCode: string
  mobileVerifyStatus: 'verify' | 'pending'
}

interface Answer {
  status: true
  message?: string
}

/** POST api/profile-data with no _id: the caller's own profile, KYC fields included. */
export const fetchKycProfile = (api: ApiClient) => api.post<Answer & { data: KycProfile }>('profile-data', {})

/** Sends an OTP to the number to prove (the phone step). */
export const sendPhoneOtp = (api: ApiClient, body: { countryCode: string; mobile: string }) =>
  api.post<Answer>('userMobileKyc', { type: 'phone', ...body })

/** Checks the OTP of the last userMobileKyc; refusals come under the otp field. */
export const verifyPhoneOtp = (api: ApiClient, otp: string) => api.post<Answer>('userVerifyOtp', { type: 'otp', otp })

/** The four upload steps and their calls (spec section 7), all multipart. */
export const STEP_CALLS = { photoId: 'interMediateUpdate', address: 'addressKyc', pan: 'taxKyc', video: 'videoKyc' } as const
export type KycStep = keyof typeof STEP_CALLS

export const submitStep = (api: ApiClient, step: KycStep, form: FormData) => api.postForm<Answer>(STEP_CALLS[step], form)

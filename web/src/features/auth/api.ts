import type { ApiClient } from '../../app/api'
import type { OtpTicket } from './slice'

/**
 * The identity calls of spec section 7. The spec's payload also lists deviceName, browserName,
 * osName and ip; the server derives the login-history row from the request itself (a row the
 * client wrote could be forged), so they are not sent.
 */
export interface OtpAnswer {
  status: true
  message?: string
  token?: string
  data?: Partial<OtpTicket> & { registerStatus?: boolean }
}

export interface TokenAnswer {
  status: true
  message?: string
  token?: string
}

/** The address part of both steps: mobile for India, email for every other country. */
export type AddressBody = { countryCode: string } & ({ mobile: string } | { email: string })

export const registrationPath = (address: AddressBody) => ('mobile' in address ? 'user-registor' : 'user-registor-email')

/** Sign Up, either step: without `otp` it sends one, with it (and the ticket) it registers or logs in. */
export const postRegistration = (api: ApiClient, body: AddressBody & Record<string, unknown>) =>
  api.post<OtpAnswer>(registrationPath(body), body)

/** Sign In, either step. */
export const postLogin = (api: ApiClient, body: AddressBody & Record<string, unknown>) => api.post<OtpAnswer>('login', body)

export const postTempLogin = (api: ApiClient, values: { email: string; password: string; mobile: string }) =>
  api.post<TokenAnswer>('temp-user-login', values)

export const postPasswordReset = (api: ApiClient, values: { userId: string; token: string; password: string; password2: string }) =>
  api.post<TokenAnswer>('reset-password', values)

/** /login/{_id}: the _id is the signed link token the verification mail carried. */
export const postEmailVerification = (api: ApiClient, userId: string) => api.post<TokenAnswer>('email-verification', { userId })

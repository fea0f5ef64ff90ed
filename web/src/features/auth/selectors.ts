import { createSelector } from '@reduxjs/toolkit'
import { compact, emailError, isIndia, otpError, validateLogin, validateSignUp } from '@arena/domain'
import { countryByIso } from './countries'
import type { AuthField, AuthState } from './slice'

type WithAuth = { auth: AuthState }

export const selectAuth = (state: WithAuth) => state.auth

export const selectCallingCode = (state: WithAuth) => countryByIso(state.auth.countryIso).callingCode

/** Spec section 2: India signs in with a mobile number, every other country with an email. */
export const selectUsesMobile = (state: WithAuth) => isIndia(selectCallingCode(state))

/** Username, referral and terms appear only for a new user at the OTP step (spec section 4, step 3). */
export const selectShowsNewUserFields = (state: WithAuth) =>
  state.auth.tab === 'signUp' && state.auth.step === 'otp' && state.auth.registered === false

/** The shared rules of libs/domain, so the server refuses the same input with the same words. */
export function authClientErrors(auth: AuthState): Partial<Record<AuthField, string>> {
  const countryCode = countryByIso(auth.countryIso).callingCode
  const { mobile, email, otp, name, terms, referralBy } = auth.values
  const otpSent = auth.step === 'otp'
  if (auth.tab === 'signUp') {
    return validateSignUp({ countryCode, mobile, email, otpSent, registered: auth.registered ?? undefined, name, otp, terms, referralBy })
  }
  if (isIndia(countryCode)) return validateLogin({ countryCode, mobile, otpSent, otp })
  return compact({ email: emailError(email), otp: otpSent ? otpError(otp) : undefined })
}

/** What shows under each field: its client error once edited or submitted, else the server's. */
export const selectAuthErrors = createSelector([selectAuth], (auth): Partial<Record<string, string>> => {
  const client = authClientErrors(auth)
  const shown: Partial<Record<string, string>> = { ...auth.serverErrors }
  for (const [field, message] of Object.entries(client) as [AuthField, string][]) {
    if (auth.attempted || auth.touched[field]) shown[field] = message
  }
  return shown
})

/** The submit button's text for each tab and step (spec section 4). */
export function selectSubmitLabel(state: WithAuth): string {
  const { tab, step } = state.auth
  if (tab === 'signIn') return step === 'otp' ? 'Verify OTP' : 'Log in'
  return step === 'otp' ? 'Verify & Proceed' : 'Get OTP'
}

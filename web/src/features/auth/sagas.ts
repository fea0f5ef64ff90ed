import { isIndia } from '@arena/domain'
import { call, fork, put, select, takeLeading } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { deps } from '../../app/sagaDeps'
import { tokenReceived } from '../session/slice'
import { toastShown } from '../toast/slice'
import { afterLoginPath } from './afterLogin'
import { postLogin, postRegistration, type AddressBody, type OtpAnswer } from './api'
import { countryByIso } from './countries'
import { authClientErrors, selectAuth } from './selectors'
import { authSubmitted, otpResendRequested, otpSent, requestFailed, requestStarted, signedIn, type AuthState } from './slice'

/** Spec section 8: a login refusal shows as a toast 500 ms later (the field errors show at once). */
export const LOGIN_ERROR_TOAST_DELAY_MS = 500

function addressOf(auth: AuthState): AddressBody {
  const countryCode = countryByIso(auth.countryIso).callingCode
  return isIndia(countryCode) ? { countryCode, mobile: auth.values.mobile } : { countryCode, email: auth.values.email.trim() }
}

const sendTo = (auth: AuthState) => (auth.tab === 'signIn' ? postLogin : postRegistration)

function* finishLogin(token: string, message: string | undefined, pathname: string) {
  const { navigate } = yield* deps()
  yield put(tokenReceived(token))
  yield put(signedIn())
  yield put(toastShown({ kind: 'success', text: message || 'Login successfully' }))
  const next = afterLoginPath(pathname)
  if (next) yield call(navigate, next)
}

function* delayedToast(text: string) {
  const { sleep } = yield* deps()
  yield call(sleep, LOGIN_ERROR_TOAST_DELAY_MS)
  yield put(toastShown({ kind: 'error', text }))
}

/**
 * Field errors go under their fields. A refusal naming no field is shown where the player is
 * looking: under the OTP box at the OTP step (spec section 8), else under the number or email.
 */
function* fail(auth: AuthState, error: unknown) {
  const refusal = asApiError(error)
  const errors: Partial<Record<string, string>> = { ...refusal.errors }
  const addressField = 'mobile' in addressOf(auth) ? 'mobile' : 'email'
  if (errors.countryCode) errors[addressField] ??= errors.countryCode
  const fieldKeyed = Object.keys(errors).some(field => ['mobile', 'email', 'otp', 'name', 'referralBy', 'terms'].includes(field))
  if (!fieldKeyed) errors[auth.step === 'otp' ? 'otp' : addressField] = refusal.message
  yield put(requestFailed(errors))
  if (auth.tab === 'signIn') yield fork(delayedToast, refusal.message)
}

/** First step, and Resend OTP: the server sends a code and returns the sealed ticket. */
function* requestOtp(auth: AuthState, pathname: string) {
  const { api } = yield* deps()
  yield put(requestStarted())
  try {
    const answer: OtpAnswer = yield call(sendTo(auth), api, { ...addressOf(auth), ...(auth.values.referralBy.trim() ? { referralBy: auth.values.referralBy.trim() } : {}) })
    const data = answer.data ?? {}
    // Spec section 4, step 6: a login answer may already carry the token.
    if (answer.token && !data.encrypted_otp) return yield* finishLogin(answer.token, answer.message, pathname)
    const ticket = { encrypted_otp: data.encrypted_otp ?? '', encrypted_mobile: data.encrypted_mobile ?? '', encrypted_countryCode: data.encrypted_countryCode ?? '' }
    const registered = auth.tab === 'signUp' ? data.registerStatus === true : null
    yield put(otpSent({ ticket, registered }))
    yield put(toastShown({ kind: 'success', text: answer.message || 'OTP sent successfully' }))
  } catch (error) {
    yield* fail(auth, error)
  }
}

/** Second step: the OTP with the ticket, plus username, referral and terms for a new user. */
function* verifyOtp(auth: AuthState, pathname: string) {
  const { api } = yield* deps()
  const { otp, name, referralBy } = auth.values
  const newUser = auth.tab === 'signUp' && auth.registered === false
  const body = { ...addressOf(auth), ...auth.ticket, otp, ...(newUser ? { name, referralBy: referralBy.trim(), terms: true } : {}) }
  yield put(requestStarted())
  try {
    const answer: OtpAnswer = yield call(sendTo(auth), api, body)
    if (!answer.token) throw new Error('the server answered without a token')
    yield* finishLogin(answer.token, answer.message, pathname)
  } catch (error) {
    yield* fail(auth, error)
  }
}

function* submit(action: ReturnType<typeof authSubmitted>) {
  const auth: AuthState = yield select(selectAuth)
  if (auth.sending || Object.keys(authClientErrors(auth)).length > 0) return
  if (auth.step === 'address') yield* requestOtp(auth, action.payload.pathname)
  else yield* verifyOtp(auth, action.payload.pathname)
}

function* resend() {
  const auth: AuthState = yield select(selectAuth)
  if (auth.sending || auth.step !== 'otp') return
  yield* requestOtp(auth, '/')
}

export function* authSaga() {
  yield takeLeading(authSubmitted.type, submit)
  yield takeLeading(otpResendRequested.type, resend)
}

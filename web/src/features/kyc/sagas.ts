import { FILE_HEADER_BYTES, mobileError, otpError, type UploadedFile } from '@arena/domain'
import { call, put, takeLeading } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { takeFile } from '../../app/fileStash'
import { takeLatestRead } from '../../app/requestSaga'
import { deps } from '../../app/sagaDeps'
import { toastShown } from '../toast/slice'
import { fetchKycProfile, sendPhoneOtp, submitStep, verifyPhoneOtp } from './api'
import {
  kycFailed, kycLoaded, kycRequested, phoneFailed, phoneOtpRequested, phoneOtpSent, phoneOtpSubmitted, phoneVerified,
  stepFailed, stepSubmitted, stepSucceeded,
} from './slice'
import { STEP_FILES, stepErrors } from './stepRules'

function* requestOtp(action: ReturnType<typeof phoneOtpRequested>) {
  const { api } = yield* deps()
  const problem = mobileError(action.payload.mobile, action.payload.countryCode)
  if (problem) {
    yield put(phoneFailed({ mobile: problem }))
    return
  }
  try {
    const answer: { message?: string } = yield call(sendPhoneOtp, api, action.payload)
    yield put(phoneOtpSent())
    yield put(toastShown({ kind: 'success', text: answer.message || 'OTP sent successfully' }))
  } catch (error) {
    const refusal = asApiError(error)
    // The number form has one box: every refusal (a taken number, a cool-down) shows under it.
    yield put(phoneFailed({ mobile: refusal.errors.mobile ?? refusal.errors.countryCode ?? refusal.message }))
  }
}

/** Spec section 8: an OTP verification error shows under the OTP field. */
function* verifyOtp(action: ReturnType<typeof phoneOtpSubmitted>) {
  const { api } = yield* deps()
  const problem = otpError(action.payload)
  if (problem) {
    yield put(phoneFailed({ otp: problem }))
    return
  }
  try {
    const answer: { message?: string } = yield call(verifyPhoneOtp, api, action.payload.trim())
    yield put(phoneVerified())
    yield put(toastShown({ kind: 'success', text: answer.message || 'Mobile number verified successfully' }))
    yield put(kycRequested())
  } catch (error) {
    const refusal = asApiError(error)
    yield put(phoneFailed({ otp: refusal.errors.otp ?? refusal.message }))
  }
}

const readHeader = (file: File): Promise<Uint8Array> => file.slice(0, FILE_HEADER_BYTES).arrayBuffer().then(buffer => new Uint8Array(buffer))

/** Checks a step with the shared rules (files by their first bytes and size), then sends it as multipart. */
function* submit(action: ReturnType<typeof stepSubmitted>) {
  const { api, now } = yield* deps()
  const { step, fields } = action.payload
  const files: Record<string, File | undefined> = {}
  const checks: Record<string, UploadedFile | undefined> = {}
  for (const name of STEP_FILES[step]) {
    const id = action.payload.files[name]
    const file = id ? takeFile(id) : undefined
    files[name] = file
    if (!file) continue
    const header: Uint8Array = yield call(readHeader, file)
    checks[name] = { size: file.size, header }
  }
  const errors = stepErrors(step, fields, checks, new Date(now()))
  if (Object.keys(errors).length > 0) {
    yield put(stepFailed({ step, errors }))
    return
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file, file.name)
  try {
    const answer: { message?: string } = yield call(submitStep, api, step, form)
    yield put(stepSucceeded(step))
    yield put(toastShown({ kind: 'success', text: answer.message || 'Submitted for verification' }))
    yield put(kycRequested())
  } catch (error) {
    const refusal = asApiError(error)
    yield put(stepFailed({ step, errors: refusal.errors }))
    yield put(toastShown({ kind: 'error', text: refusal.message }))
  }
}

export function* kycSaga() {
  yield takeLatestRead(kycRequested.type, { send: fetchKycProfile, loaded: answer => kycLoaded(answer.data), failed: kycFailed })
  yield takeLeading(phoneOtpRequested.type, requestOtp)
  yield takeLeading(phoneOtpSubmitted.type, verifyOtp)
  yield takeLeading(stepSubmitted.type, submit)
}

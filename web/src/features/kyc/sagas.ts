import { FILE_HEADER_BYTES, mobileError, otpError, type UploadedFile } from '@arena/domain'
import { call, put, takeLeading } from 'redux-saga/effects'
import { takeFile } from '../../app/fileStash'
import { sendChange, takeLatestRead } from '../../app/requestSaga'
import { deps } from '../../app/sagaDeps'
import { fetchKycProfile, sendPhoneOtp, submitStep, verifyPhoneOtp } from './api'
import {
  kycFailed, kycLoaded, kycRequested, phoneFailed, phoneOtpRequested, phoneOtpSent, phoneOtpSubmitted, phoneVerified,
  stepFailed, stepSubmitted, stepSucceeded,
} from './slice'
import { STEP_FILES, stepErrors } from './stepRules'

function* requestOtp(action: ReturnType<typeof phoneOtpRequested>) {
  const problem = mobileError(action.payload.mobile, action.payload.countryCode)
  if (problem) {
    yield put(phoneFailed({ mobile: problem }))
    return
  }
  yield* sendChange({
    send: api => sendPhoneOtp(api, action.payload),
    fallback: 'OTP sent successfully',
    done: () => phoneOtpSent(),
    // The number form has one box: every refusal (a taken number, a cool-down) shows under it.
    failed: refusal => phoneFailed({ mobile: refusal.errors.mobile ?? refusal.errors.countryCode ?? refusal.message }),
    toastRefusal: false,
  })
}

/** Spec section 8: an OTP verification error shows under the OTP field. */
function* verifyOtp(action: ReturnType<typeof phoneOtpSubmitted>) {
  const problem = otpError(action.payload)
  if (problem) {
    yield put(phoneFailed({ otp: problem }))
    return
  }
  const verified: boolean = yield* sendChange({
    send: api => verifyPhoneOtp(api, action.payload.trim()),
    fallback: 'Mobile number verified successfully',
    done: () => phoneVerified(),
    failed: refusal => phoneFailed({ otp: refusal.errors.otp ?? refusal.message }),
    toastRefusal: false,
  })
  if (verified) yield put(kycRequested())
}

const readHeader = (file: File): Promise<Uint8Array> => file.slice(0, FILE_HEADER_BYTES).arrayBuffer().then(buffer => new Uint8Array(buffer))

/** Checks a step with the shared rules (files by their first bytes and size), then sends it as multipart. */
function* submit(action: ReturnType<typeof stepSubmitted>) {
  const { now } = yield* deps()
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
  const sent: boolean = yield* sendChange({
    send: api => submitStep(api, step, form), fallback: 'Submitted for verification', done: () => stepSucceeded(step), failed: refusal => stepFailed({ step, errors: refusal.errors }),
  })
  if (sent) yield put(kycRequested())
}

export function* kycSaga() {
  yield takeLatestRead(kycRequested.type, { send: fetchKycProfile, loaded: answer => kycLoaded(answer.data), failed: kycFailed })
  yield takeLeading(phoneOtpRequested.type, requestOtp)
  yield takeLeading(phoneOtpSubmitted.type, verifyOtp)
  yield takeLeading(stepSubmitted.type, submit)
}

import { FILE_HEADER_BYTES, emailError, mobileError, otpError, validatePassword, validateProfileImage } from '@arena/domain'
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { takeFile } from '../../app/fileStash'
import { sendChange } from '../../app/requestSaga'
import { fieldErrors } from '../../app/requestState'
import { deps } from '../../app/sagaDeps'
import { logOutAfter } from '../session/sagas'
import { loggedOut } from '../session/slice'
import { toastShown } from '../toast/slice'
import { changePersonalData, deleteAccount, fetchProfile, removeProfileImage, uploadProfileImage } from './api'
import {
  accountDeleteFailed,
  accountDeleteRequested,
  changeApplied,
  changeFailed,
  changeOtpSent,
  changeOtpSubmitted,
  changeRequested,
  selectProfile,
  type ChangeForm,
  profileFailed,
  profileImageChosen,
  profileImageFailed,
  profileImageRemoved,
  profileImageRemoveRequested,
  profileImageUpdated,
  profileLoaded,
  profileRequested,
  type Profile,
} from './slice'

/** Spec section 9: after removing the image the player lands on /profile-user 2 s later. */
export const IMAGE_REMOVED_REDIRECT_MS = 2000
/** Spec section 4: after deleting the account the player is logged out 1 s later. */
export const ACCOUNT_DELETED_LOGOUT_MS = 1000

/** 401/403 on one's own profile means the token no longer opens the account (expired, blocked, deleted). */
const locksOut = (status: number) => status === 401 || status === 403

function* load() {
  const { api } = yield* deps()
  try {
    const answer: { data: Profile } = yield call(fetchProfile, api)
    // Spec section 3: a blocked user (userBlock 'yes') has the token removed.
    if (answer.data.userBlock === 'yes') {
      yield put(toastShown({ kind: 'error', text: 'Your account is blocked' }))
      yield put(loggedOut())
      return
    }
    yield put(profileLoaded(answer.data))
  } catch (error) {
    const refusal = asApiError(error)
    yield put(profileFailed(refusal.message))
    if (locksOut(refusal.status)) {
      yield put(toastShown({ kind: 'error', text: refusal.message }))
      yield put(loggedOut())
    }
  }
}

const readHeader = (file: File): Promise<Uint8Array> => file.slice(0, FILE_HEADER_BYTES).arrayBuffer().then(buffer => new Uint8Array(buffer))

/** The shared rule judges the file by its first bytes and size, as the server will. */
function* upload(action: ReturnType<typeof profileImageChosen>) {
  const file = takeFile(action.payload)
  if (!file) {
    yield put(profileImageFailed(validateProfileImage({}).profileImage!))
    return
  }
  const header: Uint8Array = yield call(readHeader, file)
  const problem = validateProfileImage({ profileImage: { size: file.size, header } }).profileImage
  if (problem) {
    yield put(profileImageFailed(problem))
    return
  }
  const form = new FormData()
  form.append('profileImage', file, file.name)
  yield* sendChange({
    send: api => uploadProfileImage(api, form),
    fallback: 'Profile image updated successfully',
    done: (_message, answer) => profileImageUpdated(answer.data.profileImage),
    failed: refusal => profileImageFailed(refusal.errors.profileImage ?? refusal.message),
    toastRefusal: false,
  })
}

function* remove() {
  const removed: boolean = yield* sendChange({
    send: removeProfileImage,
    fallback: 'Profile image removed successfully',
    done: () => profileImageRemoved(),
    failed: refusal => profileImageFailed(refusal.message),
    toastRefusal: false,
  })
  if (!removed) return
  const { sleep, navigate } = yield* deps()
  yield call(sleep, IMAGE_REMOVED_REDIRECT_MS)
  yield call(navigate, '/profile-user')
  yield put(profileRequested())
}

function* removeAccount() {
  const deleted: boolean = yield* sendChange({ send: deleteAccount, fallback: 'Account deleted successfully', failed: () => accountDeleteFailed() })
  if (deleted) yield* logOutAfter(ACCOUNT_DELETED_LOGOUT_MS)
}

/** The shared rules, so a bad value is caught before a code is spent on it. */
function changeProblems(fields: Record<string, string>): Record<string, string> {
  const problems: Record<string, string | undefined> =
    fields.type === 'mobile' ? { mobile: mobileError(fields.mobile, fields.countryCode) }
      : fields.type === 'email' ? { email: emailError(fields.email) }
        : { ...validatePassword({ password: fields.password, password2: fields.password2 }), opassword: 'opassword' in fields && !fields.opassword ? 'Please enter old password' : undefined }
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => Boolean(entry[1])))
}


/** Step 1 and Resend OTP: the server sends a code and answers with encrypted_otp. */
function* requestChange(action: ReturnType<typeof changeRequested>) {
  const { api } = yield* deps()
  const problems = changeProblems(action.payload)
  if (Object.keys(problems).length > 0) {
    yield put(changeFailed(problems))
    return
  }
  try {
    const answer: { message?: string; data?: { encrypted_otp: string; otpSentTo: string } } = yield call(changePersonalData, api, action.payload)
    if (answer.data?.encrypted_otp) {
      yield put(changeOtpSent({ encryptedOtp: answer.data.encrypted_otp, sentTo: answer.data.otpSentTo }))
      yield put(toastShown({ kind: 'success', text: answer.message || 'OTP sent successfully' }))
      return
    }
    // Nothing to prove (the value is already the account's, and proven).
    yield put(changeApplied())
    yield put(toastShown({ kind: 'success', text: answer.message || 'Updated successfully' }))
  } catch (error) {
    yield put(changeFailed(fieldErrors(asApiError(error))))
  }
}

/** Step 2: the same call with the OTP; spec section 8: an OTP error shows under the OTP field. */
function* confirmChange(action: ReturnType<typeof changeOtpSubmitted>) {
  const problem = otpError(action.payload)
  if (problem) {
    yield put(changeFailed({ otp: problem }))
    return
  }
  const state: { change: ChangeForm } = yield select(selectProfile)
  const change = state.change
  const applied: boolean = yield* sendChange({
    send: api => changePersonalData(api, { ...change.fields, otp: action.payload.trim(), encrypted_otp: change.encryptedOtp ?? '' }),
    fallback: 'Updated successfully',
    done: () => changeApplied(),
    failed: refusal => {
      const errors = fieldErrors(refusal)
      // Whatever went wrong after the code was sent is about the code: it shows under the OTP box.
      return changeFailed(errors.otp || errors.form ? { otp: errors.otp ?? errors.form! } : errors)
    },
    toastRefusal: false,
  })
  if (applied) yield put(profileRequested())
}

export function* profileSaga() {
  yield takeLatest(profileRequested.type, load)
  yield takeLatest(profileImageChosen.type, upload)
  yield takeLeading(profileImageRemoveRequested.type, remove)
  yield takeLeading(accountDeleteRequested.type, removeAccount)
  yield takeLeading(changeRequested.type, requestChange)
  yield takeLeading(changeOtpSubmitted.type, confirmChange)
}

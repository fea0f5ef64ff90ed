import { validatePassword, validateTempLogin } from '@arena/domain'
import { call, put, takeLeading } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import type { FormSlice } from '../../app/formSlice'
import { deps } from '../../app/sagaDeps'
import { tokenReceived } from '../session/slice'
import { toastShown } from '../toast/slice'
import { postEmailVerification, postPasswordReset, postTempLogin, type TokenAnswer } from './api'
import { emailVerificationSlice, passwordResetSlice, tempLoginSlice } from './formsSlice'

type Submitted = ReturnType<FormSlice['actions']['submitted']>

/**
 * The form's shared rule runs again here, so nothing invalid reaches the server even if a
 * screen forgets to check; the same words then show under the fields.
 */
function* refusedByRule(slice: FormSlice, errors: Partial<Record<string, string>>) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined)
  if (entries.length === 0) return false
  yield put(slice.actions.failed({ message: entries[0]![1], errors: Object.fromEntries(entries) }))
  return true
}

function* refused(slice: FormSlice, error: unknown) {
  const refusal = asApiError(error)
  yield put(slice.actions.failed({ message: refusal.message, errors: refusal.errors }))
  yield put(toastShown({ kind: 'error', text: refusal.message }))
}

function* tempLogin(action: Submitted) {
  const { api, navigate } = yield* deps()
  const values = { email: action.payload.email ?? '', password: action.payload.password ?? '', mobile: action.payload.mobile ?? '' }
  if (yield* refusedByRule(tempLoginSlice, validateTempLogin(values))) return
  try {
    const answer: TokenAnswer = yield call(postTempLogin, api, { ...values, email: values.email.trim() })
    if (!answer.token) throw new Error('the server answered without a token')
    yield put(tokenReceived(answer.token))
    yield put(tempLoginSlice.actions.succeeded(answer.message || 'Login successfully'))
    yield put(toastShown({ kind: 'success', text: answer.message || 'Login successfully' }))
    yield call(navigate, '/dashboard')
  } catch (error) {
    yield* refused(tempLoginSlice, error)
  }
}

function* passwordReset(action: Submitted) {
  const { api } = yield* deps()
  const { userId = '', token = '', password = '', password2 = '' } = action.payload
  if (yield* refusedByRule(passwordResetSlice, validatePassword({ password, password2 }))) return
  try {
    const answer: TokenAnswer = yield call(postPasswordReset, api, { userId, token, password, password2 })
    const message = answer.message || 'Password reset successfully'
    yield put(passwordResetSlice.actions.succeeded(message))
    yield put(toastShown({ kind: 'success', text: message }))
  } catch (error) {
    yield* refused(passwordResetSlice, error)
  }
}

/** Spec section 2: the link verifies the email, then the visitor goes to /, whatever the answer. */
function* emailVerification(action: Submitted) {
  const { api, navigate } = yield* deps()
  try {
    const answer: TokenAnswer = yield call(postEmailVerification, api, action.payload.userId ?? '')
    const message = answer.message || 'Email verified successfully'
    yield put(emailVerificationSlice.actions.succeeded(message))
    yield put(toastShown({ kind: 'success', text: message }))
  } catch (error) {
    yield* refused(emailVerificationSlice, error)
  }
  yield call(navigate, '/')
}

export function* accountFormsSaga() {
  yield takeLeading(tempLoginSlice.actions.submitted.type, tempLogin)
  yield takeLeading(passwordResetSlice.actions.submitted.type, passwordReset)
  yield takeLeading(emailVerificationSlice.actions.submitted.type, emailVerification)
}

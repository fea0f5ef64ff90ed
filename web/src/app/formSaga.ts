import { call, put, takeLatest } from 'redux-saga/effects'
import { toastShown } from '../features/toast/slice'
import { ApiError, type ApiClient } from './api'
import type { FormSlice } from './formSlice'
import { deps } from './sagaDeps'

export type FormSender = (api: ApiClient, values: Record<string, string>) => Promise<{ message?: string }>

/**
 * Sends a form and reports the answer both ways the spec asks: a toast with the server's
 * message, and the field-keyed errors stored for the fields to show.
 */
export function formSaga(slice: FormSlice, send: FormSender, fallbackSuccess: string) {
  const { submitted, succeeded, failed } = slice.actions
  function* submit(action: ReturnType<typeof submitted>) {
    const { api } = yield* deps()
    try {
      const body: { message?: string } = yield call(send, api, action.payload)
      const message = body.message || fallbackSuccess
      yield put(succeeded(message))
      yield put(toastShown({ kind: 'success', text: message }))
    } catch (error) {
      const refusal = error instanceof ApiError ? error : new ApiError('Something went wrong, please try again', 0)
      yield put(failed({ message: refusal.message, errors: refusal.errors }))
      yield put(toastShown({ kind: 'error', text: refusal.message }))
    }
  }
  return function* () {
    yield takeLatest(submitted.type, submit)
  }
}

import { takeLatest } from 'redux-saga/effects'
import type { ApiClient } from './api'
import type { FormSlice } from './formSlice'
import { sendChange } from './requestSaga'

export type FormSender = (api: ApiClient, values: Record<string, string>) => Promise<{ message?: string }>

/**
 * Sends a form and reports the answer both ways the spec asks: a toast with the server's
 * message, and the field-keyed errors stored for the fields to show.
 */
export function formSaga(slice: FormSlice, send: FormSender, fallbackSuccess: string) {
  const { submitted, succeeded, failed } = slice.actions
  const submit = (action: ReturnType<typeof submitted>) =>
    sendChange({ send: api => send(api, action.payload), fallback: fallbackSuccess, done: message => succeeded(message), failed })
  return function* () {
    yield takeLatest(submitted.type, submit)
  }
}

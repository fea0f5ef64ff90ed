import type { Action, PayloadAction } from '@reduxjs/toolkit'
import type { ActionPattern } from 'redux-saga/effects'
import { call, put, takeLatest } from 'redux-saga/effects'
import { toastShown } from '../features/toast/slice'
import { asApiError, type ApiClient } from './api'
import type { Refusal } from './requestState'
import { deps } from './sagaDeps'

/** One read from the server: the call, the action that stores its answer, the one that keeps why it failed. */
export interface Read<Payload, Answer> {
  send: (api: ApiClient, payload: Payload) => Promise<Answer>
  loaded: (answer: Answer, payload: Payload) => Action
  failed: (message: string, payload: Payload) => Action
}

/** Runs one read for the payload of the action that asked for it. */
export function* read<Payload, Answer>({ send, loaded, failed }: Read<Payload, Answer>, payload: Payload) {
  const { api } = yield* deps()
  try {
    const answer: Answer = yield call(send, api, payload)
    yield put(loaded(answer, payload))
  } catch (error) {
    yield put(failed(asApiError(error).message, payload))
  }
}

/** The read for each `pattern` action; a newer request replaces one still on its way, so a slow old answer never overwrites a newer one. */
export const takeLatestRead = <Payload, Answer>(pattern: ActionPattern, steps: Read<Payload, Answer>) =>
  takeLatest(pattern, (action: Action) => read(steps, (action as PayloadAction<Payload>).payload))

/** A list answer's rows; anything that is not a list reads as none. */
export const rowsOf = <Row>(answer: { data: Row[] }): Row[] => (Array.isArray(answer.data) ? answer.data : [])

/** One change sent from a dialog or form: how it is sent, and the actions that record how it ended. */
export interface Send<Answer extends { message?: string }> {
  send: (api: ApiClient) => Promise<Answer>
  /** The success toast's text when the server sends no message. */
  fallback: string
  /** Absent where the success needs no more than its toast. */
  done?: (message: string, answer: Answer) => Action
  failed: (refusal: Refusal) => Action
  /** False where the dialog shows the refusal itself, without a toast. */
  toastRefusal?: boolean
}

/**
 * Sends one change and reports it both ways the spec asks: a toast with the server's message, and
 * the done or failed action (the refusal's field errors) for the dialog. True when it was accepted.
 */
export function* sendChange<Answer extends { message?: string }>({ send, fallback, done, failed, toastRefusal = true }: Send<Answer>) {
  const { api } = yield* deps()
  try {
    const answer: Answer = yield call(send, api)
    const message = answer.message || fallback
    if (done) yield put(done(message, answer))
    yield put(toastShown({ kind: 'success', text: message }))
    return true
  } catch (error) {
    const refusal = asApiError(error)
    yield put(failed({ message: refusal.message, errors: refusal.errors }))
    if (toastRefusal) yield put(toastShown({ kind: 'error', text: refusal.message }))
    return false
  }
}

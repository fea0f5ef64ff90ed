import type { PayloadAction } from '@reduxjs/toolkit'
import { all, call, takeLatest } from 'redux-saga/effects'
import { read, takeLatestRead, type Read } from '../../app/requestSaga'
import { deps } from '../../app/sagaDeps'
import { fetchDepositSplit, fetchTdsStatement, fetchWithdrawalWorking } from './taxApi'
import {
  depositSplitFailed, depositSplitLoaded, depositSplitRequested, tdsStatementFailed, tdsStatementLoaded, tdsStatementRequested,
  withdrawalWorkingFailed, withdrawalWorkingLoaded, withdrawalWorkingRequested,
} from './taxSlice'

/** Typing pauses this long before the server is asked (latest only: each keystroke cancels the wait). */
export const PREVIEW_DELAY_MS = 250

/** A preview of the amount being typed, asked for once the typing pauses. */
const preview = <Data>(send: Read<string, { data: Data }>['send'], loaded: (payload: { amount: string; data: Data }) => { type: string }, failed: (payload: { amount: string; error: string }) => { type: string }) =>
  function* (action: PayloadAction<string>) {
    const { sleep } = yield* deps()
    yield call(sleep, PREVIEW_DELAY_MS)
    yield* read({ send, loaded: (answer, amount) => loaded({ amount, data: answer.data }), failed: (error, amount) => failed({ amount, error }) }, action.payload)
  }

export function* taxSaga() {
  yield all([
    takeLatest(withdrawalWorkingRequested.type, preview(fetchWithdrawalWorking, withdrawalWorkingLoaded, withdrawalWorkingFailed)),
    takeLatest(depositSplitRequested.type, preview(fetchDepositSplit, depositSplitLoaded, depositSplitFailed)),
    takeLatestRead(tdsStatementRequested.type, { send: fetchTdsStatement, loaded: answer => tdsStatementLoaded(answer.data), failed: tdsStatementFailed }),
  ])
}

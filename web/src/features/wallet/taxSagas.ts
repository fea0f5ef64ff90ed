import { all, call, put, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { deps } from '../../app/sagaDeps'
import { fetchDepositSplit, fetchTdsStatement, fetchWithdrawalWorking, type DepositSplit, type TdsStatementDto, type WithdrawalWorking } from './taxApi'
import {
  depositSplitFailed, depositSplitLoaded, depositSplitRequested, tdsStatementFailed, tdsStatementLoaded, tdsStatementRequested,
  withdrawalWorkingFailed, withdrawalWorkingLoaded, withdrawalWorkingRequested,
} from './taxSlice'

/** Typing pauses this long before the server is asked (latest only: each keystroke cancels the wait). */
export const PREVIEW_DELAY_MS = 250

function* loadWithdrawalWorking(action: ReturnType<typeof withdrawalWorkingRequested>) {
  const { api, sleep } = yield* deps()
  const amount = action.payload
  yield call(sleep, PREVIEW_DELAY_MS)
  try {
    const answer: { data: WithdrawalWorking } = yield call(fetchWithdrawalWorking, api, amount)
    yield put(withdrawalWorkingLoaded({ amount, data: answer.data }))
  } catch (error) {
    yield put(withdrawalWorkingFailed({ amount, error: asApiError(error).message }))
  }
}

function* loadDepositSplit(action: ReturnType<typeof depositSplitRequested>) {
  const { api, sleep } = yield* deps()
  const amount = action.payload
  yield call(sleep, PREVIEW_DELAY_MS)
  try {
    const answer: { data: DepositSplit } = yield call(fetchDepositSplit, api, amount)
    yield put(depositSplitLoaded({ amount, data: answer.data }))
  } catch (error) {
    yield put(depositSplitFailed({ amount, error: asApiError(error).message }))
  }
}

function* loadStatement(action: ReturnType<typeof tdsStatementRequested>) {
  const { api } = yield* deps()
  try {
    const answer: { data: TdsStatementDto } = yield call(fetchTdsStatement, api, action.payload)
    yield put(tdsStatementLoaded(answer.data))
  } catch (error) {
    yield put(tdsStatementFailed(asApiError(error).message))
  }
}

export function* taxSaga() {
  yield all([
    takeLatest(withdrawalWorkingRequested.type, loadWithdrawalWorking),
    takeLatest(depositSplitRequested.type, loadDepositSplit),
    takeLatest(tdsStatementRequested.type, loadStatement),
  ])
}

import { call, put, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { deps } from '../../app/sagaDeps'
import { fetchLoginHistory, type LoginHistoryItem } from './api'
import { loginHistoryFailed, loginHistoryLoaded, loginHistoryRequested } from './slice'

function* load() {
  const { api } = yield* deps()
  try {
    const answer: { data: LoginHistoryItem[] } = yield call(fetchLoginHistory, api)
    yield put(loginHistoryLoaded(answer.data))
  } catch (error) {
    yield put(loginHistoryFailed(asApiError(error).message))
  }
}

export function* loginHistorySaga() {
  yield takeLatest(loginHistoryRequested.type, load)
}

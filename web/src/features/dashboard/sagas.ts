import { takeLatestRead } from '../../app/requestSaga'
import { fetchLoginHistory } from './api'
import { loginHistoryFailed, loginHistoryLoaded, loginHistoryRequested } from './slice'

export function* loginHistorySaga() {
  yield takeLatestRead(loginHistoryRequested.type, { send: fetchLoginHistory, loaded: answer => loginHistoryLoaded(answer.data), failed: loginHistoryFailed })
}

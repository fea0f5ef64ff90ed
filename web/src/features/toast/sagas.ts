import { call, fork, put, takeEvery } from 'redux-saga/effects'
import { deps } from '../../app/sagaDeps'
import { closesByItself, TOAST_AUTO_CLOSE_MS, toastClosed, toastShown } from './slice'

function* closeLater(id: string) {
  const { sleep } = yield* deps()
  yield call(sleep, TOAST_AUTO_CLOSE_MS)
  yield put(toastClosed(id))
}

export function* toastSaga() {
  yield takeEvery(toastShown.type, function* (action: ReturnType<typeof toastShown>) {
    if (closesByItself(action.payload.kind)) yield fork(closeLater, action.payload.id)
  })
}

import { call, put, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { deps } from '../../app/sagaDeps'
import { fetchReplay } from './api'
import type { ReplayDto } from './model'
import { replayFailed, replayLoaded, replayOpened } from './slice'

function* loadReplay(action: ReturnType<typeof replayOpened>) {
  const { api } = yield* deps()
  const id = action.payload
  try {
    const answer: { data: ReplayDto } = yield call(fetchReplay, api, id)
    yield put(replayLoaded(answer.data))
  } catch (error) {
    yield put(replayFailed({ id, error: asApiError(error).message }))
  }
}

export function* replaySaga() {
  yield takeLatest(replayOpened.type, loadReplay)
}

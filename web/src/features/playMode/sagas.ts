import { call, put, select, takeLeading } from 'redux-saga/effects'
import { deps } from '../../app/sagaDeps'
import { fetchPlayMode } from './api'
import { playModeLoaded, playModeRequested, type PlayModeState } from './slice'

/**
 * Asks the server which play mode runs, once (the layouts request it as they mount). A server
 * without the call (or an error) counts as paid, the spec's product: the server refuses whatever
 * free mode turns off anyway.
 */
function* loadPlayMode() {
  const known: PlayModeState = yield select((state: { playMode: PlayModeState }) => state.playMode)
  if (known.mode !== 'unknown') return
  const { api } = yield* deps()
  try {
    const answer: Awaited<ReturnType<typeof fetchPlayMode>> = yield call(fetchPlayMode, api)
    yield put(playModeLoaded(answer.data?.playMode === 'free' ? 'free' : 'paid'))
  } catch {
    yield put(playModeLoaded('paid'))
  }
}

export function* playModeSaga() {
  yield takeLeading(playModeRequested.type, loadPlayMode)
}

import { call, put } from 'redux-saga/effects'
import { deps } from '../../app/sagaDeps'
import { fetchPlayMode } from './api'
import { playModeLoaded } from './slice'

/**
 * Asks the server once at start which play mode runs. A server without the call (or an error)
 * counts as paid, the spec's product: the server refuses whatever free mode turns off anyway.
 */
export function* playModeSaga() {
  const { api } = yield* deps()
  try {
    const answer: Awaited<ReturnType<typeof fetchPlayMode>> = yield call(fetchPlayMode, api)
    yield put(playModeLoaded(answer.data?.playMode === 'free' ? 'free' : 'paid'))
  } catch {
    yield put(playModeLoaded('paid'))
  }
}

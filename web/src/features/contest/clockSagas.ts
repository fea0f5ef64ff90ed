import type { Task } from 'redux-saga'
import { call, cancel, fork, put, takeEvery } from 'redux-saga/effects'
import { deps } from '../../app/sagaDeps'
import { fetchServerTime } from './api'
import { clockStarted, clockStopped, clockSynced, clockTicked, serverTimePushed, TICK_MS } from './clockSlice'

/**
 * Server time minus local time, measured with /api/server-time; the round trip is split evenly,
 * as NTP does. Null when the server could not be asked: the device clock then stands until a
 * serverTime push corrects it.
 */
export function* measureServerOffset() {
  const { api, now } = yield* deps()
  try {
    const before = now()
    const answer: { data: { serverTime: string } } = yield call(fetchServerTime, api)
    const server = Date.parse(answer.data.serverTime)
    return Number.isFinite(server) ? server - Math.round((before + now()) / 2) : null
  } catch {
    return null
  }
}

/** The offset a serverTime push gives (its `serverTime` against the local clock), or null for a push without one. */
export function offsetFromPush(payload: unknown, localNow: number): number | null {
  const text = (payload as { serverTime?: unknown } | undefined)?.serverTime
  const server = typeof text === 'string' ? Date.parse(text) : Number.NaN
  return Number.isFinite(server) ? server - localNow : null
}

function* syncWithServer() {
  const offset: number | null = yield* measureServerOffset()
  if (offset !== null) yield put(clockSynced(offset))
}

function* ticker() {
  yield call(syncWithServer)
  const { now, sleep } = yield* deps()
  for (;;) {
    yield put(clockTicked(now()))
    yield call(sleep, TICK_MS)
  }
}

function* syncFromPush(action: { type: string; payload?: unknown }) {
  const { now } = yield* deps()
  const offset = offsetFromPush(action.payload, now())
  if (offset !== null) yield put(clockSynced(offset))
}

/**
 * Ticks once a second while at least one countdown is on screen, and not at all otherwise, so
 * screens without a countdown cost nothing and tests of other features see no stray timers.
 */
export function* contestClockSaga() {
  let users = 0
  let running: Task | null = null
  yield takeEvery([clockStarted.type, clockStopped.type], function* (action: { type: string }) {
    users = Math.max(0, users + (action.type === clockStarted.type ? 1 : -1))
    if (users > 0 && running === null) running = (yield fork(ticker)) as Task
    if (users === 0 && running !== null) {
      yield cancel(running)
      running = null
    }
  })
  yield takeEvery(serverTimePushed, syncFromPush)
}

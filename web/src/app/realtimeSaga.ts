import { createAction, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit'
import { eventChannel, type EventChannel } from 'redux-saga'
import { call, fork, put, race, select, take, takeEvery } from 'redux-saga/effects'
import { fetchSocketTicket } from '../features/session/api'
import { loggedOut, selectToken, sessionEndedByServer, tokenReceived } from '../features/session/slice'
import type { ApiClient } from './api'
import type { RealtimeClient, RealtimeConnect } from './realtime'
import { deps } from './sagaDeps'

/** Screens follow a topic (`market:BTCUSDT`, `contest:<id>`) while they show it. */
export const followTopic = createAction<string>('socket/followTopic')
export const unfollowTopic = createAction<string>('socket/unfollowTopic')
/** The live channel (re)opened: whatever was pushed while it was down is lost, so lists reload. */
export const socketOpened = createAction('socket/opened')

type Live = { client: RealtimeClient | null }

function socketChannel(connect: RealtimeConnect, api: ApiClient, live: Live, topics: Iterable<string>): EventChannel<UnknownAction> {
  return eventChannel<UnknownAction>(emit => {
    // Every connect and reconnect fetches its own ticket with the session's token (held by the API client).
    const client = connect({ ticket: () => fetchSocketTicket(api), onAction: emit, onSessionEnded: () => emit(sessionEndedByServer()), onOpen: () => emit(socketOpened()) })
    for (const topic of topics) client.join?.(topic)
    live.client = client
    return () => {
      live.client = null
      client.close()
    }
  })
}

/** Counted, so two screens following one topic do not unfollow it for each other. */
function* followTopics(followed: Map<string, number>, live: Live) {
  yield takeEvery([followTopic.type, unfollowTopic.type], (action: PayloadAction<string>) => {
    const topic = action.payload
    const count = followed.get(topic) ?? 0
    if (action.type === followTopic.type) {
      followed.set(topic, count + 1)
      if (count === 0) live.client?.join?.(topic)
    } else if (count === 1) {
      followed.delete(topic)
      live.client?.leave?.(topic)
    } else if (count > 1) followed.set(topic, count - 1)
  })
}

/** Keeps one live channel open while a token is held; a new token or a logout replaces or ends it. */
export function* realtimeSaga() {
  const { realtime, api } = yield* deps()
  if (!realtime) return
  const followed = new Map<string, number>()
  const live: Live = { client: null }
  yield fork(followTopics, followed, live)
  for (;;) {
    let token: string | null = yield select(selectToken)
    while (token === null) {
      yield take(tokenReceived.type)
      token = yield select(selectToken)
    }
    const channel: EventChannel<UnknownAction> = yield call(socketChannel, realtime, api, live, followed.keys())
    try {
      for (;;) {
        const { message } = (yield race({
          message: take(channel),
          ended: take([loggedOut.type, tokenReceived.type]),
        })) as { message?: UnknownAction }
        if (!message) break
        yield put(message)
      }
    } finally {
      channel.close()
    }
  }
}

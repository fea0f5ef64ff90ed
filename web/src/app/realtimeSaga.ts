import type { UnknownAction } from '@reduxjs/toolkit'
import { eventChannel, type EventChannel } from 'redux-saga'
import { call, put, race, select, take } from 'redux-saga/effects'
import { loggedOut, selectToken, tokenReceived } from '../features/session/slice'
import type { RealtimeConnect } from './realtime'
import { deps } from './sagaDeps'

function socketChannel(connect: RealtimeConnect, token: string): EventChannel<UnknownAction> {
  return eventChannel<UnknownAction>(emit => {
    const client = connect({ token, onAction: emit })
    return () => client.close()
  })
}

/** Keeps one live channel open while a token is held; a new token or a logout replaces or ends it. */
export function* realtimeSaga() {
  const { realtime } = yield* deps()
  if (!realtime) return
  for (;;) {
    let token: string | null = yield select(selectToken)
    while (token === null) {
      yield take(tokenReceived.type)
      token = yield select(selectToken)
    }
    const channel: EventChannel<UnknownAction> = yield call(socketChannel, realtime, token)
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

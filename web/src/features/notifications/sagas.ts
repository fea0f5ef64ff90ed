import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { socketOpened } from '../../app/realtimeSaga'
import { deps } from '../../app/sagaDeps'
import { toastShown } from '../toast/slice'
import { fetchNotifications, markAllNotificationsRead, markNotificationRead, type NotificationList, type ReadAnswer } from './api'
import { allNotificationsRead, notificationRead, notificationsFailed, notificationsLoaded, notificationsRequested, unreadCounted } from './slice'

function* load() {
  const { api } = yield* deps()
  try {
    const answer: NotificationList = yield call(fetchNotifications, api)
    yield put(notificationsLoaded({ items: answer.data, unread: answer.unread }))
  } catch {
    yield put(notificationsFailed())
  }
}

function* readOne({ payload }: ReturnType<typeof notificationRead>) {
  const { api } = yield* deps()
  try {
    const answer: ReadAnswer = yield call(markNotificationRead, api, payload)
    yield put(unreadCounted(answer.unread))
  } catch (error) {
    yield put(toastShown({ kind: 'error', text: asApiError(error).message }))
    yield put(notificationsRequested())
  }
}

function* readAll() {
  const { api } = yield* deps()
  try {
    const answer: ReadAnswer = yield call(markAllNotificationsRead, api)
    yield put(unreadCounted(answer.unread))
  } catch (error) {
    yield put(toastShown({ kind: 'error', text: asApiError(error).message }))
    yield put(notificationsRequested())
  }
}

export function* notificationsSaga() {
  yield all([
    takeLatest([notificationsRequested.type, socketOpened.type], load),
    takeEvery(notificationRead.type, readOne),
    takeLatest(allNotificationsRead.type, readAll),
  ])
}

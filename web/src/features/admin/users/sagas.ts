import { call, put, takeEvery, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../../app/api'
import { deps } from '../../../app/sagaDeps'
import { toastShown } from '../../toast/slice'
import { fetchUsers, postUserAction, type AdminUserRow, type UserPage } from './api'
import { adminUserActionFailed, adminUserActionRequested, adminUsersFailed, adminUsersLoaded, adminUsersRequested, adminUserUpdated } from './slice'

function* load(action: ReturnType<typeof adminUsersRequested>) {
  const { api } = yield* deps()
  try {
    const answer: UserPage = yield call(fetchUsers, api, action.payload)
    yield put(adminUsersLoaded({ data: answer.data, total: answer.total, page: answer.page, limit: answer.limit }))
  } catch (error) {
    yield put(adminUsersFailed(asApiError(error).message))
  }
}

function* act(action: ReturnType<typeof adminUserActionRequested>) {
  const { api } = yield* deps()
  const { id } = action.payload
  try {
    const answer: { message?: string; data: AdminUserRow } = yield call(postUserAction, api, id, action.payload.action)
    yield put(adminUserUpdated(answer.data))
    yield put(toastShown({ kind: 'success', text: answer.message || 'Saved' }))
  } catch (error) {
    yield put(adminUserActionFailed(id))
    yield put(toastShown({ kind: 'error', text: asApiError(error).message }))
  }
}

export function* adminUsersSaga() {
  yield takeLatest(adminUsersRequested.type, load)
  yield takeEvery(adminUserActionRequested.type, act)
}

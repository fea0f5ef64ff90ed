import { all, call, put, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../../app/api'
import { deps } from '../../../app/sagaDeps'
import { toastShown } from '../../toast/slice'
import { fetchBanners, removeBanner, uploadBanner } from './api'
import {
  bannerRefused, bannerRemoveRequested, bannerSaved, bannersListFailed, bannersListLoaded, bannersListRequested, bannerUploadRequested, type Banner,
} from './slice'

const nameOf = (file: string) => file.split('/').pop() ?? ''

function* load() {
  const { api } = yield* deps()
  try {
    const answer: { data?: Banner[] } = yield call(fetchBanners, api)
    yield put(bannersListLoaded(Array.isArray(answer.data) ? answer.data : []))
  } catch (error) {
    yield put(bannersListFailed(asApiError(error).message))
  }
}

/** Upload and removal both end by reloading the list, so the page shows what the server holds. */
function* upload(action: ReturnType<typeof bannerUploadRequested>) {
  const { api } = yield* deps()
  const form = new FormData()
  form.append('file', action.payload)
  try {
    yield call(uploadBanner, api, form)
    yield put(bannerSaved())
    yield put(toastShown({ kind: 'success', text: 'Banner added' }))
  } catch (error) {
    const refusal = asApiError(error)
    yield put(bannerRefused(refusal.errors.file ?? refusal.message))
  }
  yield put(bannersListRequested())
}

function* remove(action: ReturnType<typeof bannerRemoveRequested>) {
  const { api } = yield* deps()
  try {
    yield call(removeBanner, api, nameOf(action.payload))
    yield put(bannerSaved())
    yield put(toastShown({ kind: 'success', text: 'Banner removed' }))
  } catch (error) {
    yield put(bannerRefused(asApiError(error).message))
  }
  yield put(bannersListRequested())
}

export function* adminBannersSaga() {
  yield all([takeLatest(bannersListRequested, load), takeLatest(bannerUploadRequested, upload), takeLatest(bannerRemoveRequested, remove)])
}

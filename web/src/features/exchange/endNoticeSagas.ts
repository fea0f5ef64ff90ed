import type { OrderDto } from '@arena/contracts'
import type { PayloadAction } from '@reduxjs/toolkit'
import { call, put, takeLatest } from 'redux-saga/effects'
import { deps } from '../../app/sagaDeps'
import { fetchOrders } from './api'
import { endNoticeLoaded, endNoticeRequested } from './endNoticeSlice'

function* loadEndNotice(action: PayloadAction<string>) {
  const { api } = yield* deps()
  try {
    const answer: { data: OrderDto[] } = yield call(fetchOrders, api, action.payload, 'cancelled')
    const count = (reason: OrderDto['cancelReason']) => answer.data.filter(o => o.cancelReason === reason).length
    yield put(endNoticeLoaded({ contestId: action.payload, ended: count('contestEnded'), cancelled: count('contestCancelled') }))
  } catch {
    // Not a player of this contest, or offline: there is simply nothing to tell.
  }
}

export function* endNoticeSaga() {
  yield takeLatest(endNoticeRequested.type, loadEndNotice)
}

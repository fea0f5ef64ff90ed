import { call, put, takeLatest } from 'redux-saga/effects'
import type { PayloadAction } from '@reduxjs/toolkit'
import { asApiError } from '../../app/api'
import { deps } from '../../app/sagaDeps'
import { fetchMyPrivateContests, postJoinCode, postPrivateContest } from './api'
import type { ContestDto } from './model'
import {
  joinCodeDone, joinCodeFailed, joinCodeSubmitted, myPrivateLoaded, myPrivateRequested, privateCreated, privateCreateFailed, privateCreateRequested,
  type PrivateFields,
} from './privateSlice'

function* create(action: PayloadAction<PrivateFields>) {
  const { api } = yield* deps()
  try {
    const answer: { data: ContestDto } = yield call(postPrivateContest, api, action.payload)
    yield put(privateCreated(answer.data))
  } catch (error) {
    const failure = asApiError(error)
    yield put(privateCreateFailed({ message: failure.message, errors: failure.errors }))
  }
}

/** The code opens the contest for this player; its detail page then offers the usual participate flow. */
function* redeem(action: PayloadAction<string>) {
  const { api, navigate } = yield* deps()
  try {
    const answer: { data: ContestDto } = yield call(postJoinCode, api, action.payload)
    yield put(joinCodeDone())
    navigate(`/trading-contest/${answer.data._id}`)
  } catch (error) {
    yield put(joinCodeFailed(asApiError(error).message))
  }
}

function* loadMine() {
  const { api } = yield* deps()
  try {
    const answer: { data: ContestDto[] } = yield call(fetchMyPrivateContests, api)
    yield put(myPrivateLoaded(answer.data))
  } catch {
    yield put(myPrivateLoaded([]))
  }
}

export function* contestPrivateSaga() {
  yield takeLatest(privateCreateRequested.type, create)
  yield takeLatest(joinCodeSubmitted.type, redeem)
  yield takeLatest(myPrivateRequested.type, loadMine)
}

import { call, put, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { deps } from '../../app/sagaDeps'
import type { AdminUserRow } from './api'
import { fetchLedger, fetchTdsReport, searchPlayers, type LedgerRow, type TdsReport } from './auditApi'
import {
  ledgerFailed, ledgerLoaded, ledgerPlayersFailed, ledgerPlayersFound, ledgerPlayersSearched, ledgerRequested, tdsReportFailed, tdsReportLoaded, tdsReportRequested,
} from './auditSlice'

const refusal = (error: unknown) => {
  const { message, errors } = asApiError(error)
  return { message, errors }
}

function* findPlayers(action: ReturnType<typeof ledgerPlayersSearched>) {
  const { api } = yield* deps()
  try {
    const rows: AdminUserRow[] = yield call(searchPlayers, api, action.payload)
    yield put(ledgerPlayersFound(rows))
  } catch (error) {
    yield put(ledgerPlayersFailed(asApiError(error).message))
  }
}

function* replay(action: ReturnType<typeof ledgerRequested>) {
  const { api } = yield* deps()
  try {
    const answer: { data: LedgerRow[] } = yield call(fetchLedger, api, action.payload.user._id, action.payload.stop)
    yield put(ledgerLoaded(answer.data))
  } catch (error) {
    yield put(ledgerFailed(refusal(error)))
  }
}

function* report(action: ReturnType<typeof tdsReportRequested>) {
  const { api } = yield* deps()
  const { from, to } = action.payload
  try {
    const answer: { data: TdsReport } = yield call(fetchTdsReport, api, from, to)
    yield put(tdsReportLoaded({ report: answer.data, from, to }))
  } catch (error) {
    yield put(tdsReportFailed(refusal(error)))
  }
}

export function* adminAuditSaga() {
  yield takeLatest(ledgerPlayersSearched.type, findPlayers)
  yield takeLatest(ledgerRequested.type, replay)
  yield takeLatest(tdsReportRequested.type, report)
}

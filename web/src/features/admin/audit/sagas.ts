import { call, put, select, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../../app/api'
import { deps } from '../../../app/sagaDeps'
import type { AdminUserRow } from '../users/api'
import { fetchLedger, fetchTdsReport, postTdsYearEnd, searchPlayers, type LedgerRow, type TdsReport } from './api'
import {
  ledgerFailed, ledgerLoaded, ledgerPlayersFailed, ledgerPlayersFound, ledgerPlayersSearched, ledgerRequested, tdsReportFailed, tdsReportLoaded, tdsReportRequested,
  tdsYearEndDone, tdsYearEndFailed, tdsYearEndRequested,
  type AuditState,
} from './slice'

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

function* closeYear(action: ReturnType<typeof tdsYearEndRequested>) {
  const { api } = yield* deps()
  try {
    const answer: { message: string; data: { tds: string; uncollected: string } } = yield call(postTdsYearEnd, api, action.payload)
    yield put(tdsYearEndDone(`${answer.message}: TDS ${answer.data.tds}, uncollected ${answer.data.uncollected}`))
    const range: { from: string; to: string } | null = yield select((state: { adminAudit: AuditState }) => state.adminAudit.tds.range)
    if (range) yield put(tdsReportRequested(range))
  } catch (error) {
    yield put(tdsYearEndFailed(refusal(error)))
  }
}

export function* adminAuditSaga() {
  yield takeLatest(tdsYearEndRequested.type, closeYear)
  yield takeLatest(ledgerPlayersSearched.type, findPlayers)
  yield takeLatest(ledgerRequested.type, replay)
  yield takeLatest(tdsReportRequested.type, report)
}

import { all, call, put, select, takeLatest } from 'redux-saga/effects'
import { asApiError } from '../../../app/api'
import { deps } from '../../../app/sagaDeps'
import { toastShown } from '../../toast/slice'
import { fetchSponsorLedger, fetchSponsors, postGrant, postSponsor, type SponsorDto, type SponsorLedgerRowDto } from './api'
import {
  grantRequested, ledgerFailed, ledgerLoaded, ledgerRequested, selectAdminSponsors, sponsorCreateRequested, sponsorFormDone, sponsorFormFailed,
  sponsorsFailed, sponsorsLoaded, sponsorsRequested, type AdminSponsorsState,
} from './slice'

function* load() {
  const { api } = yield* deps()
  try {
    const answer: { data: SponsorDto[] } = yield call(fetchSponsors, api)
    yield put(sponsorsLoaded(Array.isArray(answer.data) ? answer.data : []))
  } catch (error) {
    yield put(sponsorsFailed(asApiError(error).message))
  }
}

function* loadLedger(action: ReturnType<typeof ledgerRequested>) {
  const { api } = yield* deps()
  const sponsorId = action.payload
  try {
    const answer: { data: { ledger: SponsorLedgerRowDto[] } } = yield call(fetchSponsorLedger, api, sponsorId)
    yield put(ledgerLoaded({ sponsorId, rows: answer.data.ledger }))
  } catch (error) {
    yield put(ledgerFailed({ sponsorId, message: asApiError(error).message }))
  }
}

/** Create or grant, then the list (and an open ledger) reload so the new balance shows. */
function* submit(action: ReturnType<typeof sponsorCreateRequested> | ReturnType<typeof grantRequested>) {
  const { api } = yield* deps()
  try {
    const answer: { message?: string } = grantRequested.match(action)
      ? yield call(postGrant, api, action.payload.sponsorId, { amount: action.payload.amount, note: action.payload.note })
      : yield call(postSponsor, api, action.payload as { name: string; amount: string; note: string })
    const message = answer.message || 'Saved'
    yield put(sponsorFormDone(message))
    yield put(toastShown({ kind: 'success', text: message }))
  } catch (error) {
    const refusal = asApiError(error)
    yield put(sponsorFormFailed({ message: refusal.message, errors: refusal.errors }))
    yield put(toastShown({ kind: 'error', text: refusal.message }))
    return
  }
  yield put(sponsorsRequested())
  const page: AdminSponsorsState = yield select(selectAdminSponsors)
  if (page.ledger) yield put(ledgerRequested(page.ledger.sponsorId))
}

export function* adminSponsorsSaga() {
  yield all([
    takeLatest(sponsorsRequested.type, load),
    takeLatest(ledgerRequested.type, loadLedger),
    takeLatest([sponsorCreateRequested.type, grantRequested.type], submit),
  ])
}

import { all, put, select, takeLatest } from 'redux-saga/effects'
import { rowsOf, sendChange, takeLatestRead } from '../../../app/requestSaga'
import { fetchSponsorLedger, fetchSponsors, postGrant, postSponsor } from './api'
import {
  grantRequested, ledgerFailed, ledgerLoaded, ledgerRequested, selectAdminSponsors, sponsorCreateRequested, sponsorFormDone, sponsorFormFailed,
  sponsorsFailed, sponsorsLoaded, sponsorsRequested, type AdminSponsorsState,
} from './slice'

/** Create or grant, then the list (and an open ledger) reload so the new balance shows. */
function* submit(action: ReturnType<typeof sponsorCreateRequested> | ReturnType<typeof grantRequested>) {
  const saved: boolean = yield* sendChange({
    send: api => grantRequested.match(action)
      ? postGrant(api, action.payload.sponsorId, { amount: action.payload.amount, note: action.payload.note })
      : postSponsor(api, action.payload as { name: string; amount: string; note: string }),
    fallback: 'Saved',
    done: sponsorFormDone,
    failed: sponsorFormFailed,
  })
  if (!saved) return
  yield put(sponsorsRequested())
  const page: AdminSponsorsState = yield select(selectAdminSponsors)
  if (page.ledger) yield put(ledgerRequested(page.ledger.sponsorId))
}

export function* adminSponsorsSaga() {
  yield all([
    takeLatestRead(sponsorsRequested.type, { send: fetchSponsors, loaded: answer => sponsorsLoaded(rowsOf(answer)), failed: sponsorsFailed }),
    takeLatestRead(ledgerRequested.type, {
      send: fetchSponsorLedger,
      loaded: (answer, sponsorId) => ledgerLoaded({ sponsorId, rows: answer.data.ledger }),
      failed: (message, sponsorId) => ledgerFailed({ sponsorId, message }),
    }),
    takeLatest([sponsorCreateRequested.type, grantRequested.type], submit),
  ])
}

import { all, fork } from 'redux-saga/effects'
import { contestSaga } from './contestSagas'
import { endNoticeSaga } from './endNoticeSagas'
import { marketSaga } from './marketSagas'

/** The exchange screens: the market of one symbol, and the player's contest around it. */
export function* exchangeSaga() {
  yield all([fork(marketSaga), fork(contestSaga), fork(endNoticeSaga)])
}

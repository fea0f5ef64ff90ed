import { combineReducers, configureStore } from '@reduxjs/toolkit'
import createSagaMiddleware from 'redux-saga'
import { all, fork } from 'redux-saga/effects'
import { adminUsersSaga } from '../features/admin/users/sagas'
import { adminUsersReducer } from '../features/admin/users/slice'
import { accountFormsSaga } from '../features/auth/formsSagas'
import { emailVerificationSlice, passwordResetSlice, tempLoginSlice } from '../features/auth/formsSlice'
import { authSaga } from '../features/auth/sagas'
import { authReducer } from '../features/auth/slice'
import { loginHistorySaga } from '../features/dashboard/sagas'
import { loginHistoryReducer } from '../features/dashboard/slice'
import { profileSaga } from '../features/profile/sagas'
import { profileReducer } from '../features/profile/slice'
import { contactReducer } from '../features/contact/slice'
import { contactSaga } from '../features/contact/sagas'
import { forgotPasswordReducer } from '../features/forgotPassword/slice'
import { forgotPasswordSaga } from '../features/forgotPassword/sagas'
import { subscriberReducer } from '../features/subscriber/slice'
import { subscriberSaga } from '../features/subscriber/sagas'
import { sessionReducer } from '../features/session/slice'
import { sessionSaga } from '../features/session/sagas'
import { toastReducer } from '../features/toast/slice'
// Not the feature's index: it also exports pages, whose CSS imports Node cannot load in unit tests.
import { supportReducer } from '../features/support/slice'
import { supportSaga } from '../features/support/sagas'
import { toastSaga } from '../features/toast/sagas'
import { contestReducer } from '../features/contest/slice'
import { contestSaga } from '../features/contest/sagas'
import { adminContestsSaga } from '../features/admin/contests/sagas'
import { adminContestsReducer } from '../features/admin/contests/slice'
import { adminWalletSaga } from '../features/admin/wallet/sagas'
import { adminWalletReducer } from '../features/admin/wallet/slice'
import { adminFairPlaySaga } from '../features/admin/fairPlay/sagas'
import { adminFairPlayReducer } from '../features/admin/fairPlay/slice'
import { walletSaga } from '../features/wallet/sagas'
import { taxReducer } from '../features/wallet/taxSlice'
import { taxSaga } from '../features/wallet/taxSagas'
import { walletReducer } from '../features/wallet/slice'
import { depositFormReducer, withdrawalReducer } from '../features/wallet/withdrawalSlice'
import { kycSaga } from '../features/kyc/sagas'
import { kycReducer } from '../features/kyc/slice'
import { bankSaga } from '../features/bank/sagas'
import { bankReducer } from '../features/bank/slice'
import { adminReviewSaga } from '../features/admin/review/sagas'
import { adminReviewReducer } from '../features/admin/review/slice'
import { adminAuditSaga } from '../features/admin/audit/sagas'
import { adminAuditReducer } from '../features/admin/audit/slice'
import { exchangeReducer } from '../features/exchange/slice'
import { marketReducer } from '../features/exchange/marketSlice'
import { orderFormReducer } from '../features/exchange/orderFormSlice'
import { performanceReducer } from '../features/exchange/performanceSlice'
import { endNoticeReducer } from '../features/exchange/endNoticeSlice'
import { ordersReducer } from '../features/exchange/ordersSlice'
import { exchangeSaga } from '../features/exchange/sagas'
import { adminBannersReducer } from '../features/admin/banners/slice'
import { adminBannersSaga } from '../features/admin/banners/sagas'
import type { ApiClient } from './api'
import { memoryStorage, realSleep, type AppDeps } from './deps'
import { realtimeSaga } from './realtimeSaga'
import { replayReducer } from '../features/replay/slice'
import { replaySaga } from '../features/replay/sagas'
import { responsiblePlayReducer } from '../features/responsiblePlay/slice'
import { responsiblePlaySaga } from '../features/responsiblePlay/sagas'
import { playModeReducer } from '../features/playMode/slice'
import { playModeSaga } from '../features/playMode/sagas'
import { adminSponsorsReducer } from '../features/admin/sponsors/slice'
import { adminSponsorsSaga } from '../features/admin/sponsors/sagas'
import { notificationsReducer } from '../features/notifications/slice'
import { notificationsSaga } from '../features/notifications/sagas'

const rootReducer = combineReducers({
  session: sessionReducer,
  toast: toastReducer,
  contact: contactReducer,
  subscriber: subscriberReducer,
  forgotPassword: forgotPasswordReducer,
  auth: authReducer,
  tempLogin: tempLoginSlice.reducer,
  passwordReset: passwordResetSlice.reducer,
  emailVerification: emailVerificationSlice.reducer,
  profile: profileReducer,
  loginHistory: loginHistoryReducer,
  adminUsers: adminUsersReducer,
  contest: contestReducer,
  adminContests: adminContestsReducer,
  support: supportReducer,
  adminBanners: adminBannersReducer,
  wallet: walletReducer,
  withdrawal: withdrawalReducer,
  depositForm: depositFormReducer,
  tax: taxReducer,
  adminWallet: adminWalletReducer,
  adminFairPlay: adminFairPlayReducer,
  kyc: kycReducer,
  bank: bankReducer,
  adminReview: adminReviewReducer,
  adminAudit: adminAuditReducer,
  market: marketReducer,
  exchange: exchangeReducer,
  exchangeOrders: ordersReducer,
  orderForm: orderFormReducer,
  exchangePerformance: performanceReducer,
  endNotice: endNoticeReducer,
  replay: replayReducer,
  responsiblePlay: responsiblePlayReducer,
  playMode: playModeReducer,
  adminSponsors: adminSponsorsReducer,
  notifications: notificationsReducer,
})

export type RootState = ReturnType<typeof rootReducer>

function* rootSaga() {
  yield all([
    fork(sessionSaga),
    fork(toastSaga),
    fork(realtimeSaga),
    fork(contactSaga),
    fork(subscriberSaga),
    fork(forgotPasswordSaga),
    fork(authSaga),
    fork(accountFormsSaga),
    fork(profileSaga),
    fork(loginHistorySaga),
    fork(adminUsersSaga),
    fork(supportSaga),
    fork(adminBannersSaga),
    fork(contestSaga),
    fork(adminContestsSaga),
    fork(walletSaga),
    fork(taxSaga),
    fork(adminWalletSaga),
    fork(adminFairPlaySaga),
    fork(kycSaga),
    fork(bankSaga),
    fork(adminReviewSaga),
    fork(adminAuditSaga),
    fork(exchangeSaga),
    fork(replaySaga),
    fork(responsiblePlaySaga),
    fork(playModeSaga),
    fork(adminSponsorsSaga),
    fork(notificationsSaga),
  ])
}

/** The store with its sagas running; only `api` is required, the rest default to harmless stand-ins. */
export function makeStore(preloadedState: Partial<RootState> | undefined, dependencies: Partial<AppDeps> & { api: ApiClient }) {
  const deps: AppDeps = {
    storage: memoryStorage(),
    now: () => Date.now(),
    sleep: realSleep,
    navigate: () => {},
    ...dependencies,
  }
  const sagaMiddleware = createSagaMiddleware({ context: { deps } })
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: getDefault => getDefault({ thunk: false }).concat(sagaMiddleware),
  })
  sagaMiddleware.run(rootSaga)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

import { call, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { deps } from '../../app/sagaDeps'
import { toastShown } from '../toast/slice'
import { fetchWalletBalance, postParticipate, postPlayNow } from './api'
import { detailRefreshed } from './detailSlice'
import { listRequested } from './listsSlice'
import { exchangePath, type Place, type WalletBalanceDto } from './model'
import {
  balancesFailed,
  balancesLoaded,
  participateFailed,
  participateOpened,
  participateRequested,
  participateSucceeded,
  playNowRequested,
  playNowSettled,
  RELOAD_AFTER_JOIN_MS,
  type ParticipateState,
} from './participateSlice'
import { selectParticipate } from './reducer'

const JOINED_FALLBACK = 'You have successfully participated in the contest'

function* loadBalances() {
  const { api } = yield* deps()
  try {
    const answer: { data: WalletBalanceDto } = yield call(fetchWalletBalance, api)
    yield put(balancesLoaded(answer.data))
  } catch (error) {
    yield put(balancesFailed(asApiError(error).message))
  }
}

/** Spec section 4: after joining, the place the button was on reloads (1 s or 2 s later). */
function* reloadAfterJoin(place: Place, contestId: string) {
  const { sleep } = yield* deps()
  yield call(sleep, RELOAD_AFTER_JOIN_MS[place])
  yield put(place === 'detail' ? detailRefreshed(contestId) : listRequested(place))
}

/** Spec sections 5 and 8: the server's message as a toast either way; success closes the modal. */
function* participate() {
  const { api } = yield* deps()
  const { open, ticked }: ParticipateState = yield select(selectParticipate)
  if (!open) return
  const { contest, place } = open
  try {
    const answer: { message?: string } = yield call(postParticipate, api, {
      contest_id: contest.contest_id,
      entryFee: contest.entryFee,
      virtualFund: contest.virtualFund,
      max_particepate: contest.max_particepate,
      cashWalletChecked: ticked.cash,
      winningWalletChecked: ticked.winning,
      rewardWalletChecked: ticked.reward,
    })
    yield put(participateSucceeded())
    yield put(toastShown({ kind: 'success', text: answer.message || JOINED_FALLBACK }))
    yield fork(reloadAfterJoin, place, contest.contest_id)
  } catch (error) {
    yield put(participateFailed())
    yield put(toastShown({ kind: 'error', text: asApiError(error).message }))
  }
}

/** Spec section 4: Play Now first tells the server the player started, then opens the exchange. */
function* playNow(action: ReturnType<typeof playNowRequested>) {
  const { api, navigate } = yield* deps()
  const { contestId, pairRealName } = action.payload
  try {
    yield call(postPlayNow, api, contestId)
    navigate(exchangePath({ contest_id: contestId, pairRealName }))
  } catch (error) {
    yield put(toastShown({ kind: 'error', text: asApiError(error).message }))
  } finally {
    yield put(playNowSettled(contestId))
  }
}

export function* contestParticipateSaga() {
  yield takeLatest(participateOpened.type, loadBalances)
  // One join at a time: a second press while the first is on its way does nothing.
  yield takeLeading(participateRequested.type, participate)
  yield takeEvery(playNowRequested.type, playNow)
}

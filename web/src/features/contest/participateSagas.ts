import { call, fork, put, select, takeEvery, takeLeading } from 'redux-saga/effects'
import { INDIAN_STATES } from '@arena/contracts'
import { calendarDateAt, validatePlayerDeclaration } from '@arena/domain'
import { asApiError } from '../../app/api'
import { takeLatestRead } from '../../app/requestSaga'
import { deps } from '../../app/sagaDeps'
import { toastShown } from '../toast/slice'
import { fetchWalletBalance, postDeclaration, postParticipate, postPlayNow } from './api'
import { detailRefreshed } from './detailSlice'
import { listRequested } from './listsSlice'
import { exchangePath, type Place } from './model'
import {
  balancesFailed,
  balancesLoaded,
  declarationAsked,
  participateFailed,
  participateOpened,
  participateRequested,
  participateSucceeded,
  playNowRequested,
  playNowSettled,
  RELOAD_AFTER_JOIN_MS,
  type ParticipateState,
} from './participateSlice'
import { selectParticipate } from './slice'

const JOINED_FALLBACK = 'You have successfully participated in the contest'

/** Spec section 4: after joining, the place the button was on reloads (1 s or 2 s later). */
function* reloadAfterJoin(place: Place, contestId: string) {
  const { sleep } = yield* deps()
  yield call(sleep, RELOAD_AFTER_JOIN_MS[place])
  yield put(place === 'detail' ? detailRefreshed(contestId) : listRequested(place))
}

/** HTTP 428 from participateCondition: the player has not declared birth date and state yet. */
const DECLARATION_REQUIRED = 428
/** 409 from player-declaration: already on file (another tab), so the join can simply go on. */
const ALREADY_DECLARED = 409

/**
 * Sends the declaration the modal asked for; false when it was refused (its field errors are
 * shown). Checked first with the server's shared rule, so a typo costs no round trip.
 */
function* declare(declaration: ParticipateState['declaration']) {
  const { api, now } = yield* deps()
  const body = { dob: declaration.dob.trim(), state: declaration.state.trim() }
  const errors = validatePlayerDeclaration({ ...body, states: INDIAN_STATES, today: calendarDateAt(new Date(now())) })
  if (Object.keys(errors).length > 0) {
    yield put(declarationAsked({ message: declaration.message, errors: errors as Record<string, string> }))
    return false
  }
  try {
    yield call(postDeclaration, api, body)
    return true
  } catch (error) {
    const refusal = asApiError(error)
    if (refusal.status === ALREADY_DECLARED) return true
    yield put(declarationAsked({ message: declaration.message, errors: Object.keys(refusal.errors).length > 0 ? refusal.errors : { dob: refusal.message } }))
    return false
  }
}

/** Spec sections 5 and 8: the server's message as a toast either way; success closes the modal. */
function* participate() {
  const { api } = yield* deps()
  const { open, ticked, declaration }: ParticipateState = yield select(selectParticipate)
  if (!open) return
  const { contest, place } = open
  if (declaration.needed && !(yield* declare(declaration))) return
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
    const refusal = asApiError(error)
    // Asked once, before the first paid contest: the modal shows the fields instead of a toast.
    if (refusal.status === DECLARATION_REQUIRED) {
      yield put(declarationAsked({ message: refusal.message }))
      return
    }
    yield put(participateFailed())
    yield put(toastShown({ kind: 'error', text: refusal.message }))
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
  yield takeLatestRead(participateOpened.type, { send: fetchWalletBalance, loaded: answer => balancesLoaded(answer.data), failed: balancesFailed })
  // One join at a time: a second press while the first is on its way does nothing.
  yield takeLeading(participateRequested.type, participate)
  yield takeEvery(playNowRequested.type, playNow)
}

import { DEPOSIT_LIMIT_PERIODS, parseDepositLimit, responsiblePlayMessages } from '@arena/domain'
import { call, put, takeLeading } from 'redux-saga/effects'
import { asApiError } from '../../app/api'
import { takeLatestRead } from '../../app/requestSaga'
import { deps } from '../../app/sagaDeps'
import { loggedOut } from '../session/slice'
import { toastShown } from '../toast/slice'
import { fetchResponsiblePlay, fetchUserResponsiblePlay, saveDepositLimits, takeBreak } from './api'
import {
  breakConfirmed, breakFailed, limitsFailed, limitsSaved, limitsSubmitted, responsiblePlayFailed, responsiblePlayLoaded, responsiblePlayRequested,
  userResponsiblePlayFailed, userResponsiblePlayLoaded, userResponsiblePlayRequested, type LimitPeriod,
} from './slice'

/** After the break starts the message stays readable for a moment, then the player is logged out (the server already ended the session). */
export const BREAK_LOGOUT_MS = 1500

function* saveLimits(action: ReturnType<typeof limitsSubmitted>) {
  const { api } = yield* deps()
  // The shared rule first, so the form and the server give the same text for the same input.
  const problems: Record<string, string> = {}
  const limits: Partial<Record<LimitPeriod, string | null>> = {}
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const parsed = parseDepositLimit(action.payload[period])
    if (parsed === undefined) problems[period] = responsiblePlayMessages.limitInvalid
    else limits[period] = parsed
  }
  if (Object.keys(problems).length > 0) {
    yield put(limitsFailed(problems))
    return
  }
  try {
    const answer: Awaited<ReturnType<typeof saveDepositLimits>> = yield call(saveDepositLimits, api, limits)
    yield put(limitsSaved(answer.data))
    yield put(toastShown({ kind: 'success', text: answer.message || 'Deposit limits saved' }))
  } catch (error) {
    const failure = asApiError(error)
    yield put(limitsFailed(Object.keys(failure.errors).length > 0 ? failure.errors : { form: failure.message }))
  }
}

function* startBreak(action: ReturnType<typeof breakConfirmed>) {
  const { api, sleep } = yield* deps()
  try {
    const answer: Awaited<ReturnType<typeof takeBreak>> = yield call(takeBreak, api, action.payload)
    yield put(responsiblePlayLoaded(answer.data))
    yield put(toastShown({ kind: 'success', text: answer.message || 'Your break has started' }))
  } catch (error) {
    const failure = asApiError(error)
    yield put(breakFailed(Object.keys(failure.errors).length > 0 ? failure.errors : { form: failure.message }))
    return
  }
  yield call(sleep, BREAK_LOGOUT_MS)
  yield put(loggedOut())
}

export function* responsiblePlaySaga() {
  yield takeLatestRead(userResponsiblePlayRequested.type, {
    send: (api, { userId }: { userId: string }) => fetchUserResponsiblePlay(api, userId),
    loaded: (answer, { userId }) => userResponsiblePlayLoaded({ userId, data: answer.data }),
    failed: (error, { userId }) => userResponsiblePlayFailed({ userId, error }),
  })
  yield takeLatestRead(responsiblePlayRequested.type, { send: fetchResponsiblePlay, loaded: answer => responsiblePlayLoaded(answer.data), failed: responsiblePlayFailed })
  yield takeLeading(limitsSubmitted.type, saveLimits)
  yield takeLeading(breakConfirmed.type, startBreak)
}

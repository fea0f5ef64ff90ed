import { DEPOSIT_LIMIT_PERIODS, parseDepositLimit, responsiblePlayMessages } from '@arena/domain'
import { put, takeLeading } from 'redux-saga/effects'
import { sendChange, takeLatestRead } from '../../app/requestSaga'
import { fieldErrors } from '../../app/requestState'
import { logOutAfter } from '../session/sagas'
import { fetchResponsiblePlay, fetchUserResponsiblePlay, saveDepositLimits, takeBreak } from './api'
import {
  breakConfirmed, breakFailed, limitsFailed, limitsSaved, limitsSubmitted, responsiblePlayFailed, responsiblePlayLoaded, responsiblePlayRequested,
  userResponsiblePlayFailed, userResponsiblePlayLoaded, userResponsiblePlayRequested, type LimitPeriod,
} from './slice'

/** After the break starts the message stays readable for a moment, then the player is logged out (the server already ended the session). */
export const BREAK_LOGOUT_MS = 1500

function* saveLimits(action: ReturnType<typeof limitsSubmitted>) {
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
  yield* sendChange({
    send: api => saveDepositLimits(api, limits),
    fallback: 'Deposit limits saved',
    done: (_message, answer) => limitsSaved(answer.data),
    failed: refusal => limitsFailed(fieldErrors(refusal)),
    toastRefusal: false,
  })
}

function* startBreak(action: ReturnType<typeof breakConfirmed>) {
  const started: boolean = yield* sendChange({
    send: api => takeBreak(api, action.payload),
    fallback: 'Your break has started',
    done: (_message, answer) => responsiblePlayLoaded(answer.data),
    failed: refusal => breakFailed(fieldErrors(refusal)),
    toastRefusal: false,
  })
  if (started) yield* logOutAfter(BREAK_LOGOUT_MS)
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

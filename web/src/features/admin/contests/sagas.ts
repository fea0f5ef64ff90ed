import type { ContestDto } from '@arena/contracts'
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects'
import { asApiError } from '../../../app/api'
import { takeFile } from '../../../app/fileStash'
import { takeLatestRead } from '../../../app/requestSaga'
import { deps } from '../../../app/sagaDeps'
import { toastShown } from '../../toast/slice'
import { fetchAllContests, fetchContestResults, postCancelContest, postContestForm } from './api'
import {
  adminContestsFailed,
  adminContestsLoaded,
  adminContestsRequested,
  contestCancelRequested,
  contestCancelSettled,
  contestInspectFailed,
  contestInspectLoaded,
  contestInspectRequested,
  contestSaved,
  contestSaveFailed,
  contestSaveRequested,
  selectAdminContests,
  type AdminContestsState,
} from './slice'

function* save(action: ReturnType<typeof contestSaveRequested>) {
  const { api } = yield* deps()
  const { form: current }: AdminContestsState = yield select(selectAdminContests)
  const mode = current.mode ?? 'add'
  const form = new FormData()
  for (const [name, value] of Object.entries(action.payload.fields)) form.append(name, value)
  if (mode === 'edit' && current.contest) form.append('_id', current.contest._id)
  const logo = action.payload.logoId ? takeFile(action.payload.logoId) : undefined
  if (logo) form.append('contestLogo', logo)
  try {
    const answer: { message?: string } = yield call(postContestForm, api, mode, form)
    yield put(contestSaved())
    yield put(toastShown({ kind: 'success', text: answer.message || (mode === 'add' ? 'Contest added' : 'Contest updated') }))
    yield put(adminContestsRequested())
  } catch (error) {
    const refusal = asApiError(error)
    yield put(contestSaveFailed({ message: refusal.message, errors: refusal.errors }))
    yield put(toastShown({ kind: 'error', text: refusal.message }))
  }
}

function* cancelContest(action: ReturnType<typeof contestCancelRequested>) {
  const { api } = yield* deps()
  try {
    const answer: { message?: string } = yield call(postCancelContest, api, action.payload)
    yield put(toastShown({ kind: 'success', text: answer.message || 'Contest cancelled' }))
    yield put(adminContestsRequested())
  } catch (error) {
    yield put(toastShown({ kind: 'error', text: asApiError(error).message }))
  } finally {
    yield put(contestCancelSettled(action.payload))
  }
}

export function* adminContestsSaga() {
  yield takeLatestRead(adminContestsRequested.type, { send: fetchAllContests, loaded: adminContestsLoaded, failed: adminContestsFailed })
  yield takeLeading(contestSaveRequested.type, save)
  yield takeEvery(contestCancelRequested.type, cancelContest)
  yield takeLatestRead(contestInspectRequested.type, {
    send: (api, contest: ContestDto) => fetchContestResults(api, contest.contest_id),
    loaded: (answer, contest) => contestInspectLoaded({ contestId: contest.contest_id, rows: answer.data }),
    failed: (error, contest) => contestInspectFailed({ contestId: contest.contest_id, error }),
  })
}

import type { LeaderboardRowDto } from '@arena/contracts'
import { call, select } from 'redux-saga/effects'
import type { ApiClient } from '../../app/api'
import { deps } from '../../app/sagaDeps'
import { selectUser } from '../session/slice'
import { fetchContest } from './api'
import { resultOf, type ContestResult } from './result'

/** Settlement follows the end within moments: ask once a second, for at most this many tries. */
export const RESULT_POLL_MS = 1000
export const RESULT_ATTEMPTS = 20
/** Time to read one's own result before going on (the overlays also have buttons to go at once). */
export const RESULT_REDIRECT_MS = 10_000

/** The settled record of a contest (its final ranks and prizes), as the contest service keeps it. */
export const fetchContestResults = (api: ApiClient, contestId: string) =>
  api.post<{ status: true; data: LeaderboardRowDto[] }>('contest-results', { contestId })

/**
 * The result moment: once the contest is settled (Complete), the player's own rank and prize from
 * the recorded results; `unavailable` when it is not settled within RESULT_ATTEMPTS seconds.
 * Asked over HTTP: at Time Out the contest's topic has just been left.
 */
export function* lookUpResult(contestId: string) {
  const { api, sleep } = yield* deps()
  const user: ReturnType<typeof selectUser> = yield select(selectUser)
  for (let attempt = 1; attempt <= RESULT_ATTEMPTS; attempt++) {
    try {
      const answer: Awaited<ReturnType<typeof fetchContest>> = yield call(fetchContest, api, contestId)
      const status = answer.data.item.contestStatus
      if (status === 'Cancelled') return { status: 'cancelled' } as ContestResult
      if (status === 'Complete') {
        const rows: { data: LeaderboardRowDto[] } = yield call(fetchContestResults, api, contestId)
        return resultOf(rows.data, user?.id ?? null)
      }
    } catch {
      // A failed look-up is asked again; the overlay says it is still working meanwhile.
    }
    if (attempt < RESULT_ATTEMPTS) yield call(sleep, RESULT_POLL_MS)
  }
  return { status: 'unavailable' } as ContestResult
}

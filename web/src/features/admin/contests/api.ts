import type { ContestDto, LeaderboardRowDto } from '@arena/contracts'
import type { ApiClient } from '../../../app/api'

/** The admin's contest calls (spec section 7); the server checks the admin role on each. */

type Listed = { status: true; data: ContestDto[] }

/** Every contest an admin can act on: the three public lists (a cancelled contest leaves them). */
export async function fetchAllContests(api: ApiClient): Promise<ContestDto[]> {
  const [live, upcoming, past] = await Promise.all(
    (['live', 'upcoming', 'past'] as const).map(type => api.get<Listed>(`contests?type=${type}`)),
  )
  return [...upcoming!.data, ...live!.data, ...past!.data]
}

/** Multipart, because the logo travels with the fields; an update carries `_id`. */
export const postContestForm = (api: ApiClient, mode: 'add' | 'edit', form: FormData) =>
  api.postForm<{ status: true; message?: string; data: ContestDto }>(mode === 'add' ? 'contest-add' : 'contest-update', form)

/** The spec's contest-delete: the contest is cancelled and every entry fee refunded. */
export const postCancelContest = (api: ApiClient, id: string) => api.post<{ status: true; message?: string }>('contest-delete', { _id: id })

export const fetchContestResults = (api: ApiClient, contestId: string) =>
  api.post<{ status: true; data: LeaderboardRowDto[] }>('leaderboard-data', { contestId })

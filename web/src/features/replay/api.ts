import type { ApiClient } from '../../app/api'
import type { ReplayDto } from './model'

export const fetchReplay = (api: ApiClient, contestId: string) =>
  api.get<{ status: true; data: ReplayDto }>(`contests/${encodeURIComponent(contestId)}/replay`)

import type { ResponsiblePlayDto } from '@arena/contracts'
import type { ApiClient } from '../../app/api'

interface Answer {
  status: true
  message?: string
  data: ResponsiblePlayDto
}

/** The caller's own limits and break (never another user's: the server reads the token). */
export const fetchResponsiblePlay = (api: ApiClient) => api.get<Answer>('responsible-play')

/** A period left out stays as it is; null removes the limit (after 24 hours). */
export const saveDepositLimits = (api: ApiClient, limits: Partial<Record<'daily' | 'weekly' | 'monthly', string | null>>) =>
  api.post<Answer>('responsible-play/limits', limits)

export const takeBreak = (api: ApiClient, duration: string) => api.post<Answer>('responsible-play/break', { duration })

/** Admin: a user's settings, read only (no route changes them). */
export const fetchUserResponsiblePlay = (api: ApiClient, userId: string) => api.get<Answer>(`admin/users/${encodeURIComponent(userId)}/responsible-play`)

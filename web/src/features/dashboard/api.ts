import type { LoginRecordedData } from '@arena/contracts'
import type { ApiClient } from '../../app/api'

/** One row of the Login History table; the shape comes from the identity contract. */
export type LoginHistoryItem = LoginRecordedData

/** GET api/login-history: the caller's own logins, newest first (first page). */
export const fetchLoginHistory = (api: ApiClient) => api.get<{ status: true; data: LoginHistoryItem[] }>('login-history')

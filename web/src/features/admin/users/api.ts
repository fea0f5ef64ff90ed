import type { ApiClient } from '../../../app/api'

/** One row of GET api/admin/users (the identity service's admin view of a user). */
export interface AdminUserRow {
  _id: string
  name: string
  countryCode: string
  mobile: string
  email: string
  role: 'player' | 'admin'
  userBlock: 'yes' | 'no'
  /** ISO instant of a soft delete, restorable for 6 months; null for live accounts. */
  deletedAt: string | null
  referralCode: string
  createdAt: string
  lastLogin: string | null
}

export type UserAction = 'block' | 'unblock' | 'restore'

export interface UserPage {
  data: AdminUserRow[]
  total: number
  page: number
  limit: number
}

export function fetchUsers(api: ApiClient, query: { search: string; page: number }) {
  const params = new URLSearchParams({ search: query.search.trim(), page: String(query.page) })
  return api.get<UserPage & { status: true }>(`admin/users?${params.toString()}`)
}

export const postUserAction = (api: ApiClient, id: string, action: UserAction) =>
  api.post<{ status: true; message?: string; data: AdminUserRow }>(`admin/users/${encodeURIComponent(id)}/${action}`, {})

import type { ApiClient } from '../../app/api'

/** POST api/forget-Password (spec section 7): the server mails a reset link to /password-reset/{userId}/{token}. */
export function requestPasswordReset(api: ApiClient, values: Record<string, string>) {
  return api.post<{ status: boolean; message?: string }>('forget-Password', { email: values.email ?? '' })
}

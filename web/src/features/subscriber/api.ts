import type { ApiClient } from '../../app/api'

/** POST api/user-subscriber (spec section 7). */
export function subscribe(api: ApiClient, values: Record<string, string>) {
  const { name = '', email = '', mobile = '' } = values
  return api.post<{ status: boolean; message?: string }>('user-subscriber', { name, email, mobile })
}

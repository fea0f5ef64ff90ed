import type { ApiClient } from '../../app/api'

/** POST api/contactUs (spec section 7). */
export function sendContactMessage(api: ApiClient, values: Record<string, string>) {
  const { name = '', email = '', subject = '', message = '' } = values
  return api.post<{ status: boolean; message?: string }>('contactUs', { name, email, subject, message })
}

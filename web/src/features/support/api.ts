import type { ApiClient } from '../../app/api'
import type { AdminTicketRowDto, TicketDetailDto, TicketDto } from './types'

/**
 * The support calls (spec section 7). Forms go as multipart because they may carry an image;
 * the user is never sent: the server takes it from the token.
 */
export interface Answer<T> {
  status: true
  message?: string
  data: T
}

export const openTicket = (api: ApiClient, form: FormData) => api.postForm<Answer<TicketDto>>('helpIssue-data', form)

export const fetchHistory = (api: ApiClient) => api.post<Answer<TicketDto[]> & { unread: number }>('helpHistory-data', {})

/** Opens the chat room: the thread, and the owner's unread replies on it marked read. */
export const fetchChatRoom = (api: ApiClient, ticketId: string) =>
  api.post<Answer<TicketDetailDto> & { unread?: number }>('chat-room-data', { _id: ticketId })

/** The ticket and its thread without marking anything read (the admin's view). */
export const fetchThread = (api: ApiClient, ticketId: string) => api.post<Answer<TicketDetailDto>>('chat-room-tichekdata', { _id: ticketId })

/** The spec leaves the reply path unnamed; the server takes it at chat-room-reply. */
export const sendReply = (api: ApiClient, form: FormData) => api.postForm<Answer<TicketDetailDto>>('chat-room-reply', form)

export function fetchAdminTickets(api: ApiClient, filters: { status: string; search: string }) {
  const query = new URLSearchParams()
  if (filters.status) query.set('status', filters.status)
  if (filters.search.trim()) query.set('search', filters.search.trim())
  const suffix = query.toString()
  return api.get<Answer<AdminTicketRowDto[]>>(`admin/tickets${suffix ? `?${suffix}` : ''}`)
}

export const sendAdminReply = (api: ApiClient, ticketId: string, form: FormData) =>
  api.postForm<Answer<TicketDetailDto>>(`admin/tickets/${encodeURIComponent(ticketId)}/reply`, form)

export const resolveTicket = (api: ApiClient, ticketId: string) => api.post<Answer<TicketDetailDto>>(`admin/tickets/${encodeURIComponent(ticketId)}/resolve`, {})

/** Where a ticket image is served (to its owner and admins only). */
export const attachmentPath = (file: string) => `/api/helpIssue/${encodeURIComponent(file)}`

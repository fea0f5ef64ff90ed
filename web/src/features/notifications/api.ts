import type { NotificationDto } from '@arena/contracts'
import type { ApiClient } from '../../app/api'

export interface NotificationList {
  status: true
  data: NotificationDto[]
  unread: number
}

export interface ReadAnswer {
  status: true
  message: string
  unread: number
}

/** The caller's own notifications, newest first; the server takes the user from the token. */
export const fetchNotifications = (api: ApiClient) => api.get<NotificationList>('notifications')
export const markNotificationRead = (api: ApiClient, id: string) => api.post<ReadAnswer>('notifications/read', { _id: id })
export const markAllNotificationsRead = (api: ApiClient) => api.post<ReadAnswer>('notifications/read-all', {})

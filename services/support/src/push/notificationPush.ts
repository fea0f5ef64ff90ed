import { notificationPushEvents, type NotificationAddedPush, type NotificationsReadPush } from '@arena/contracts'
import type { PushHub } from '@arena/service-kit'
import type { NotificationChange, NotificationProjection } from '../readModel/notificationProjection'

/** Tells the owner's open tabs of a new notification or of read marks, with the unread count they show. */
export function pushNotificationChange(push: PushHub, projection: NotificationProjection, change: NotificationChange): void {
  if (change.type === 'added') {
    const { notification } = change
    const data: NotificationAddedPush = { notification: projection.dto(notification), unread: projection.unread(notification.userId) }
    push.toUser(notification.userId, { event: notificationPushEvents.added, data })
    return
  }
  const data: NotificationsReadPush = { ids: change.ids, unread: projection.unread(change.userId) }
  push.toUser(change.userId, { event: notificationPushEvents.read, data })
}

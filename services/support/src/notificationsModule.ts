import type { ModuleContext, ServiceModule } from '@arena/service-kit'
import { liveProjection, type ProjectionLifecycle } from './adapters/liveProjection'
import { pushNotificationChange } from './push/notificationPush'
import { readMarks } from './readingNotifications/readMarks'
import { notificationRoutes } from './readingNotifications/routes'
import { NotificationProjection } from './readModel/notificationProjection'

export { NOTIFICATION_LIST_LIMIT, notificationMessages } from './readingNotifications/routes'

export type NotificationsModule = ServiceModule & ProjectionLifecycle & { projection: NotificationProjection }

/**
 * The player's notification centre (docs/adr/0018-notification-centre.md): a read model of facts
 * other services write, read marks on the player's own stream, pushes from the projection so
 * every edge reaches its own sockets, and three calls that only ever see the caller's own.
 */
export function createNotificationsModule(ctx: ModuleContext): NotificationsModule {
  const projection = new NotificationProjection()
  const { runner, lifecycle } = liveProjection(ctx, projection, change => pushNotificationChange(ctx.push, projection, change), { name: 'notifications', skipFailedEvents: true })
  const markRead = readMarks(ctx.store, ctx.clock, position => runner.caughtUpTo(position))
  return {
    name: 'notifications',
    projection,
    routes: async app => notificationRoutes(app, { guards: ctx.guards, projection, whenReady: () => runner.whenReady(), markRead }),
    ...lifecycle,
  }
}

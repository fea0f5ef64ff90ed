import type { Subscription } from '@arena/bus'
import { checkpointsIn, type ModuleContext, type ServiceModule } from '@arena/service-kit'
import { liveProjection, type ProjectionLifecycle } from './adapters/liveProjection'
import { pushNotificationChange } from './push/notificationPush'
import { readMarks } from './readingNotifications/readMarks'
import { notificationRoutes } from './readingNotifications/routes'
import { NotificationProjection } from './readModel/notificationProjection'
import type { NoticeFacts } from './ports'
import { startNotificationWorker, type NotificationEvents } from './raisingNotifications/notificationWorker'

export { NOTIFICATION_LIST_LIMIT, notificationMessages } from './readingNotifications/routes'

export type NotificationsModule = ServiceModule & ProjectionLifecycle & { projection: NotificationProjection }

export interface NotificationsOptions {
  /**
   * Where other services' facts come from: the relay's topics on the bus (Kafka in the cluster,
   * in-process when embedded), read by the workers in the `support.notifications` group, with
   * the versions handled per source stream (docs/adr/0029).
   */
  events: NotificationEvents
  /** What the words need from the modules that own the facts (the wallet's requests, identity's banks, the contests' names). */
  facts: NoticeFacts
}

/**
 * The player's notification centre (docs/adr/0018-notification-centre.md, 0029): a worker that
 * turns facts other services write into notifications on the player's own stream, a read model
 * of those streams (notifications and read marks), pushes from the projection so every edge
 * reaches its own sockets, and three calls that only ever see the caller's own.
 */
export function createNotificationsModule(ctx: ModuleContext, options: NotificationsOptions): NotificationsModule {
  const projection = new NotificationProjection()
  // Every process folding the notifications starts from their shared checkpoint and the log after it (docs/adr/0035).
  const checkpoints = checkpointsIn(ctx, 'support-notifications')
  const { runner, lifecycle } = liveProjection(ctx, projection, change => pushNotificationChange(ctx.push, projection, change), { name: 'notifications', skipFailedEvents: true, checkpoints })
  const markRead = readMarks(ctx.store, ctx.clock, position => runner.caughtUpTo(position))
  // Background work: only where startWorkers ran (the support worker, or the embedded process),
  // never in every edge, though the appends are idempotent (docs/adr/0004-process-roles.md).
  let worker: Promise<Subscription> | undefined
  return {
    name: 'notifications',
    projection,
    routes: async app => notificationRoutes(app, { guards: ctx.guards, projection, whenReady: () => runner.whenReady(), markRead }),
    ...lifecycle,
    async startWorkers() {
      worker = startNotificationWorker(ctx.store, options.events, options.facts, ctx.logger, {
        raisedFrom: sourceId => projection.raisedFrom(sourceId),
        ready: () => runner.whenReady(),
      })
      await worker
    },
    async stop() {
      await (await worker?.catch(() => undefined))?.close()
      await lifecycle.stop()
    },
  }
}

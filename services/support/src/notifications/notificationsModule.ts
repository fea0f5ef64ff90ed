import type { FastifyInstance } from 'fastify'
import {
  AllNotificationsRead, NotificationsRead, notificationPushEvents,
  type NotificationAddedPush, type NotificationReadEvent, type NotificationsReadPush,
} from '@arena/contracts'
import { badRequest, notFound, principalOf, ProjectionRunner, type ModuleContext, type PushHub, type ServiceModule } from '@arena/service-kit'
import { NotificationProjection, type NotificationChange } from './notificationProjection'
import { readMarks } from './readMarks'
import { field, form, NoBody, reply, routeSchema, rows, Type } from '@arena/contracts'

/** How many notifications the panel lists, newest first; the unread count covers them all. */
export const NOTIFICATION_LIST_LIMIT = 100

export const notificationMessages = {
  idRequired: 'Notification id is required',
  notFound: 'Notification not found',
  allRead: 'All notifications marked as read',
  read: 'Notification marked as read',
} as const

export interface NotificationsModule extends ServiceModule {
  projection: NotificationProjection
  caughtUpTo(position: number): Promise<void>
}

function pushChange(push: PushHub, projection: NotificationProjection, change: NotificationChange): void {
  if (change.type === 'added') {
    const { notification } = change
    const data: NotificationAddedPush = { notification: projection.dto(notification), unread: projection.unread(notification.userId) }
    push.toUser(notification.userId, { event: notificationPushEvents.added, data })
    return
  }
  const data: NotificationsReadPush = { ids: change.ids, unread: projection.unread(change.userId) }
  push.toUser(change.userId, { event: notificationPushEvents.read, data })
}

/** The ids a read call names: `_id` (one) or `ids` (several); anything else is refused. */
function idsOf(body: unknown): string[] {
  const fields = typeof body === 'object' && body !== null ? (body as { _id?: unknown; ids?: unknown }) : {}
  const ids = fields.ids === undefined ? [fields._id] : fields.ids
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > NOTIFICATION_LIST_LIMIT || !ids.every(id => typeof id === 'string' && id.trim() !== '')) {
    throw badRequest(notificationMessages.idRequired, { _id: notificationMessages.idRequired })
  }
  return [...new Set((ids as string[]).map(id => id.trim()))]
}

/**
 * The player's notification centre (docs/adr/0018-notification-centre.md): a read model of facts
 * other services write, read marks on the player's own stream, pushes from the projection so
 * every edge reaches its own sockets, and three calls that only ever see the caller's own.
 */
export function createNotificationsModule(ctx: ModuleContext): NotificationsModule {
  const projection = new NotificationProjection()
  const runner = new ProjectionRunner<NotificationChange>(
    ctx.store,
    projection,
    ctx.logger,
    // Live only: a restart rebuilds the centre without pushing old notifications again.
    (change, live) => {
      if (live) pushChange(ctx.push, projection, change)
    },
    undefined,
    { name: 'notifications', skipFailedEvents: true },
  )

  const markRead = readMarks(ctx.store, ctx.clock, position => runner.caughtUpTo(position))
  const append = (userId: string, mark: NotificationReadEvent) => markRead(userId, mark)

  const routes = async (app: FastifyInstance) => {
    const authenticated = { preHandler: ctx.guards.authenticate, onRequest: async () => runner.whenReady() }
    app.get('/api/notifications', { ...authenticated, schema: routeSchema('support', { description: 'The caller\'s newest notifications', response: reply({ status: Type.Boolean(), data: rows('notifications'), unread: Type.Number() }) }) }, async request => {
      const { id } = principalOf(request)
      return { status: true, data: projection.list(id, NOTIFICATION_LIST_LIMIT).map(n => projection.dto(n)), unread: projection.unread(id) }
    })
    app.post('/api/notifications/read', { ...authenticated, schema: routeSchema('support', { description: 'Marks the caller\'s notifications read', body: form({ _id: field('one notification id'), ids: Type.Optional(Type.Array(Type.String(), { description: 'or several' })) }), response: reply({ status: Type.Boolean(), message: Type.String(), unread: Type.Number() }) }) }, async request => {
      const { id: userId } = principalOf(request)
      const ids = idsOf(request.body)
      const found = ids.map(id => projection.ownedBy(userId, id))
      // Another player's id answers exactly like one that does not exist.
      if (found.some(n => n === undefined)) throw notFound(notificationMessages.notFound)
      const unread = found.filter(n => !projection.isRead(n!)).map(n => n!.id)
      if (unread.length > 0) await append(userId, { type: NotificationsRead.type, data: NotificationsRead.parse({ userId, ids: unread }) })
      return { status: true, message: notificationMessages.read, unread: projection.unread(userId) }
    })
    app.post('/api/notifications/read-all', { ...authenticated, schema: routeSchema('support', { description: 'Marks every notification of the caller read', body: NoBody, response: reply({ status: Type.Boolean(), message: Type.String(), unread: Type.Number() }) }) }, async request => {
      const { id: userId } = principalOf(request)
      if (projection.unread(userId) > 0) {
        await append(userId, { type: AllNotificationsRead.type, data: AllNotificationsRead.parse({ userId, upTo: projection.newestPosition(userId) }) })
      }
      return { status: true, message: notificationMessages.allRead, unread: projection.unread(userId) }
    })
  }

  return {
    name: 'notifications',
    projection,
    routes,
    start: () => runner.start(),
    stop: () => runner.stop(),
    isReady: () => runner.isReady(),
    caughtUpTo: position => runner.caughtUpTo(position),
  }
}

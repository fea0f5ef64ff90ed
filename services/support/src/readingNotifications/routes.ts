import type { FastifyInstance } from 'fastify'
import { AllNotificationsRead, field, form, NoBody, NotificationsRead, reply, routeSchema, rows, Type, type NotificationReadEvent } from '@arena/contracts'
import { formCommand, jsonForm, notFound, principalOf, type FormRules, type Guards } from '@arena/service-kit'
import type { NotificationProjection } from '../readModel/notificationProjection'

/** How many notifications the panel lists, newest first; the unread count covers them all. */
export const NOTIFICATION_LIST_LIMIT = 100

export const notificationMessages = {
  idRequired: 'Notification id is required',
  notFound: 'Notification not found',
  allRead: 'All notifications marked as read',
  read: 'Notification marked as read',
} as const

const ReadBody = form({ _id: field('one notification id'), ids: Type.Optional(Type.Array(Type.String(), { description: 'or several' })) })
const idRequired = { _id: notificationMessages.idRequired }

/** The ids a read call names: `_id` (one) or `ids` (several), each non-blank, at most a page of them. */
const readRules: FormRules<typeof ReadBody, string[]> = {
  schema: ReadBody,
  refused: { _id: idRequired, ids: idRequired },
  check(fields, errors) {
    const ids = (fields.ids ?? [fields._id ?? '']).map(id => id.trim())
    if (ids.length === 0 || ids.length > NOTIFICATION_LIST_LIMIT || ids.some(id => id === '')) Object.assign(errors, idRequired)
    return [...new Set(ids)]
  },
}

export interface NotificationRouteDeps {
  guards: Guards
  projection: NotificationProjection
  whenReady(): Promise<void>
  markRead(userId: string, mark: NotificationReadEvent): Promise<void>
}

/** The centre's three calls; each only ever sees the caller's own notifications. */
export function notificationRoutes(app: FastifyInstance, { guards, projection, whenReady, markRead }: NotificationRouteDeps): void {
  const authenticated = { preHandler: guards.authenticate, onRequest: async () => whenReady() }
  const answer = reply({ status: Type.Boolean(), message: Type.String(), unread: Type.Number() })

  app.get('/api/notifications', { ...authenticated, schema: routeSchema('support', { description: 'The caller\'s newest notifications', response: reply({ status: Type.Boolean(), data: rows('notifications'), unread: Type.Number() }) }) }, async request => {
    const { id } = principalOf(request)
    return { status: true, data: projection.list(id, NOTIFICATION_LIST_LIMIT).map(n => projection.dto(n)), unread: projection.unread(id) }
  })

  app.post('/api/notifications/read', { ...authenticated, schema: routeSchema('support', { description: 'Marks the caller\'s notifications read', body: ReadBody, response: answer }) }, async request => {
    const { id: userId } = principalOf(request)
    const found = formCommand(readRules, jsonForm(request.body)).map(id => projection.ownedBy(userId, id))
    // Another player's id answers exactly like one that does not exist.
    if (found.some(n => n === undefined)) throw notFound(notificationMessages.notFound)
    const unread = found.filter(n => !projection.isRead(n!)).map(n => n!.id)
    if (unread.length > 0) await markRead(userId, { type: NotificationsRead.type, data: NotificationsRead.parse({ userId, ids: unread }) })
    return { status: true, message: notificationMessages.read, unread: projection.unread(userId) }
  })

  app.post('/api/notifications/read-all', { ...authenticated, schema: routeSchema('support', { description: 'Marks every notification of the caller read', body: NoBody, response: answer }) }, async request => {
    const { id: userId } = principalOf(request)
    if (projection.unread(userId) > 0) {
      await markRead(userId, { type: AllNotificationsRead.type, data: AllNotificationsRead.parse({ userId, upTo: projection.newestPosition(userId) }) })
    }
    return { status: true, message: notificationMessages.allRead, unread: projection.unread(userId) }
  })
}

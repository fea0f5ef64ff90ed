import { Type, defineMessage, type Static } from './schema'

/**
 * The player's notification centre. Notifications themselves are not stored: they are a read
 * model folded from facts other services already write (deposits, KYC reviews, withdrawals,
 * prizes, fills, cancels at a contest's end). Only what the player does with them is a fact of
 * its own: read marks, on `notifications-<userId>`, so they survive restarts and every device agrees.
 */
export const notificationStream = (userId: string): string => `notifications-${userId}`

/** The player opened (or ticked) these notifications. */
export const NotificationsRead = defineMessage('NotificationsRead', Type.Object({
  userId: Type.String(), ids: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
}))
/**
 * "Mark all as read": everything up to global position `upTo` (the newest notification the player
 * had when they asked); notifications that arrive later stay unread.
 */
export const AllNotificationsRead = defineMessage('AllNotificationsRead', Type.Object({
  userId: Type.String(), upTo: Type.Integer({ minimum: 0 }),
}))

export type NotificationReadEvent =
  | { type: 'NotificationsRead'; data: Static<typeof NotificationsRead.schema> }
  | { type: 'AllNotificationsRead'; data: Static<typeof AllNotificationsRead.schema> }

export const NotificationKind = Type.Union([
  Type.Literal('depositConfirmed'), Type.Literal('depositRejected'),
  Type.Literal('kycApproved'), Type.Literal('kycRejected'), Type.Literal('kycCompleted'),
  Type.Literal('bankAccepted'), Type.Literal('bankRejected'),
  Type.Literal('withdrawalCompleted'), Type.Literal('withdrawalRejected'),
  Type.Literal('prizeWon'), Type.Literal('prizeHeld'),
  Type.Literal('orderFilled'), Type.Literal('ordersCancelledAtEnd'),
])
export type NotificationKind = Static<typeof NotificationKind>

/** One notification as the bell's panel shows it. */
export interface NotificationDto {
  _id: string
  kind: NotificationKind
  title: string
  message: string
  /** Where the player can see more (a wallet history, the KYC page, the contest). */
  link: string | null
  /** ISO-8601 instant of the fact. */
  date: string
  read: boolean
}

/** Websocket pushes to the notification's owner. */
export const notificationPushEvents = {
  /** A new notification, or one that grew (more orders cancelled at the same contest's end). */
  added: 'notificationAdded',
  /** Read marks from any of the player's tabs or devices. */
  read: 'notificationsRead',
} as const

export interface NotificationAddedPush {
  notification: NotificationDto
  unread: number
}

export interface NotificationsReadPush {
  /** The ids now read; `all` when every notification up to then was marked. */
  ids: string[] | 'all'
  unread: number
}

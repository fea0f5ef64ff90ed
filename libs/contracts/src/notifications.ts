import { Type, defineMessage, type Static } from './schema'

/**
 * The player's notification centre, all on `notifications-<userId>`: support's worker turns
 * facts other services write (deposits, KYC reviews, withdrawals, prizes, fills, cancels at a
 * contest's end), consumed from the bus, into NotificationRaised events there (docs/adr/0029);
 * the player's read marks live beside them, so both survive restarts and every device agrees.
 */
export const notificationStream = (userId: string): string => `notifications-${userId}`

/** The player opened (or ticked) these notifications. */
export const NotificationsRead = defineMessage('NotificationsRead', Type.Object({
  userId: Type.String(), ids: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
}))
/**
 * "Mark all as read": everything up to global position `upTo` (the position of the newest
 * NotificationRaised the player had when they asked); notifications that arrive later stay unread.
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

const Text = Type.String()
const MaybeText = Type.Optional(Type.String())
/**
 * What a notification says, by kind: the figures and names its text is made of (the read model
 * words it with support's notificationTexts, so wording can change without rewriting history).
 * Optional fields are ones the source fact may not have had (a deposit rejected with no request seen).
 */
export const Notice = Type.Union([
  Type.Object({ kind: Type.Literal('depositConfirmed'), amount: Text }),
  Type.Object({ kind: Type.Literal('depositRejected'), amount: MaybeText, reference: MaybeText, reason: Text }),
  Type.Object({ kind: Type.Literal('kycApproved'), document: Text }),
  Type.Object({ kind: Type.Literal('kycRejected'), document: Text, reason: Text }),
  Type.Object({ kind: Type.Literal('kycCompleted') }),
  Type.Object({ kind: Type.Literal('bankAccepted'), bankName: MaybeText }),
  Type.Object({ kind: Type.Literal('bankRejected'), bankName: MaybeText, reason: Text }),
  Type.Object({ kind: Type.Literal('withdrawalCompleted'), amount: MaybeText, paid: MaybeText, tax: MaybeText }),
  Type.Object({ kind: Type.Literal('withdrawalRejected'), amount: Text, reason: Text }),
  Type.Object({ kind: Type.Literal('prizeWon'), contestId: Text, contestName: MaybeText, rank: Type.Integer({ minimum: 1 }), amount: Text }),
  Type.Object({ kind: Type.Literal('prizeHeld'), contestId: Text, contestName: Text, rank: Type.Integer(), amount: Text }),
  Type.Object({ kind: Type.Literal('orderFilled'), contestId: Text, contestName: MaybeText, orderType: Text, amount: Text, symbol: Text, price: Text }),
  /** One open order cancelled at the end; the centre shows one notification per contest counting them. */
  Type.Object({ kind: Type.Literal('ordersCancelledAtEnd'), contestId: Text, contestName: MaybeText }),
])
export type Notice = Static<typeof Notice>

/**
 * A notification for the player, appended by support's worker once per source fact: its event id
 * is derived from the fact's id, so a redelivered fact appends nothing new. `sourceId` is the
 * notification's id as players and read marks name it (the fact's id, as before this event
 * existed); the event's metadata.at is the fact's instant.
 */
export const NotificationRaised = defineMessage('NotificationRaised', Type.Object({
  userId: Type.String(),
  sourceId: Type.String({ minLength: 1 }),
  /** The fact's global position: what "mark all as read" marks written before this event existed meant. */
  sourcePosition: Type.Integer({ minimum: 0 }),
  notice: Notice,
}))
export type NotificationRaisedEvent = { type: 'NotificationRaised'; data: Static<typeof NotificationRaised.schema> }

/** Every event of `notifications-<userId>`. */
export const notificationEvents = [NotificationRaised, NotificationsRead, AllNotificationsRead] as const

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

import { checkpointOf } from '@arena/service-kit'
import { NotificationKind, Type, type Static, type TSchema } from '@arena/contracts'
import type { NotificationView } from './notificationProjection'

/**
 * Names the notification centre's fold and its checkpoint's encoding (docs/adr/0035). Change it
 * with `NotificationProjection`'s fold, the texts it words notices with (a checkpoint holds them
 * worded) or the shape below: checkpoints under an older name are never read again.
 */
export const NOTIFICATIONS_FOLD_VERSION = 'support-notifications-1'

const Str = Type.String()
const Position = Type.Integer({ minimum: 0 })
const Entries = <T extends TSchema>(value: T) => Type.Array(Type.Tuple([Str, value]))
const View = Type.Object({
  kind: NotificationKind, title: Str, message: Str, link: Type.Union([Str, Type.Null()]),
  id: Str, userId: Str, at: Str, position: Position, sourcePosition: Position,
  /** Open orders one contest's end cancelled, on the notification that counts them. */
  count: Type.Optional(Type.Integer({ minimum: 1 })),
}, { additionalProperties: false })

/**
 * Each player's notifications in the order the list shows them (the facts' order, not the
 * writes'), their read marks and unread counts as the fold kept them, which notification counts
 * each contest's cancels, and every fact a notification was raised from. The index by id and each
 * player's newest position are worked out again from the lists.
 */
export const NotificationsCheckpoint = Type.Object({
  byUser: Entries(Type.Array(View)),
  readIds: Entries(Type.Array(Str)),
  readUpTo: Entries(Position),
  readUpToSource: Entries(Position),
  cancelledAtEnd: Entries(Str),
  raisedFrom: Type.Array(Str),
  unread: Entries(Type.Integer()),
}, { additionalProperties: false })
export type NotificationsCheckpoint = Static<typeof NotificationsCheckpoint>

type CountedView = NotificationView & { count: number }

/** What the projection holds, in the maps and sets it reads. */
export interface NotificationsState {
  byUser: Map<string, NotificationView[]>
  byId: Map<string, NotificationView>
  readIds: Map<string, Set<string>>
  readUpTo: Map<string, number>
  readUpToSource: Map<string, number>
  cancelledAtEnd: Map<string, CountedView>
  raisedFrom: Set<string>
  newest: Map<string, number>
  unread: Map<string, number>
}

export const emptyNotifications = (): NotificationsState => ({
  byUser: new Map(), byId: new Map(), readIds: new Map(), readUpTo: new Map(), readUpToSource: new Map(),
  cancelledAtEnd: new Map(), raisedFrom: new Set(), newest: new Map(), unread: new Map(),
})

/** The state as JSON; a counted notification is written once, in its player's list, and named by id. */
export function notificationsCheckpoint(state: NotificationsState): NotificationsCheckpoint {
  return {
    byUser: [...state.byUser],
    readIds: [...state.readIds].map(([userId, ids]) => [userId, [...ids]]),
    readUpTo: [...state.readUpTo],
    readUpToSource: [...state.readUpToSource],
    cancelledAtEnd: [...state.cancelledAtEnd].map(([key, view]) => [key, view.id]),
    raisedFrom: [...state.raisedFrom],
    unread: [...state.unread],
  }
}

const refused = (why: string): TypeError => new TypeError(`not a ${NOTIFICATIONS_FOLD_VERSION} checkpoint: ${why}`)

/**
 * The state a checkpoint written at `position` holds, checked whole before the projection takes
 * any of it: besides the shape, each player has one list, each notification is in its own
 * player's list once, was written by then, was raised from its fact, and a contest's cancels are
 * counted on one of them. A counted notification is one object in its list, by id and by
 * contest, so counting another cancel changes all three, as in the fold.
 */
export function notificationsOf(json: unknown, position: number): NotificationsState {
  const checkpoint = checkpointOf(NotificationsCheckpoint, NOTIFICATIONS_FOLD_VERSION, json)
  const state = emptyNotifications()
  state.raisedFrom = new Set(checkpoint.raisedFrom)
  for (const [userId, views] of checkpoint.byUser) {
    if (state.byUser.has(userId)) throw refused(`player ${userId} has two lists`)
    state.byUser.set(userId, views)
    for (const view of views) {
      if (view.userId !== userId || state.byId.has(view.id)) throw refused(`notification ${view.id} is not once in its player's list`)
      if (view.position > position || !state.raisedFrom.has(view.id)) throw refused(`notification ${view.id} was not raised by ${position}`)
      state.byId.set(view.id, view)
      state.newest.set(userId, Math.max(state.newest.get(userId) ?? 0, view.position))
    }
  }
  for (const [key, id] of checkpoint.cancelledAtEnd) {
    const view: Partial<CountedView> | undefined = state.byId.get(id)
    if (view?.kind !== 'ordersCancelledAtEnd' || view.count === undefined) throw refused(`${key} counts no notification of cancels`)
    state.cancelledAtEnd.set(key, view as CountedView)
  }
  for (const [userId, ids] of checkpoint.readIds) state.readIds.set(userId, new Set(ids))
  state.readUpTo = new Map(checkpoint.readUpTo)
  state.readUpToSource = new Map(checkpoint.readUpToSource)
  state.unread = new Map(checkpoint.unread)
  return state
}

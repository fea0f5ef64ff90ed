import { PositionedProjection, type Checkpointable } from '@arena/service-kit'
import { AllNotificationsRead, idOf, NotificationRaised, NotificationsRead, type NotificationDto, type RecordedEvent, type Static } from '@arena/contracts'
import { NOTIFICATIONS_FOLD_VERSION, notificationsCheckpoint, notificationsOf, type NotificationsCheckpoint } from './notificationCheckpoint'
import { noticeText, type NotificationText } from './notificationTexts'

export interface NotificationView extends NotificationText {
  id: string
  userId: string
  at: string
  /** Global position of its NotificationRaised: "mark all as read" reads up to a position. */
  position: number
  /** Global position of the fact it tells of (for "mark all" marks written before NotificationRaised existed). */
  sourcePosition: number
}

/** What one applied event changed, for the live push. */
export type NotificationChange =
  | { type: 'added'; notification: NotificationView }
  | { type: 'read'; userId: string; ids: string[] | 'all' }

/**
 * The notification centre's read model: it folds only the players' own streams,
 * `notifications-<userId>` (docs/adr/0029): NotificationRaised, which support's worker appends
 * once per fact of another module that tells a player something, and the read marks. A
 * notification's id is the id of the fact it came from (what read marks name); its position is
 * the NotificationRaised's own, what "mark all as read" covers. Open orders cancelled at one
 * contest's end come as one notice each and show as one notification counting them. A process
 * starts from its checkpoint and the log after it (docs/adr/0035).
 */
export class NotificationProjection extends PositionedProjection<NotificationChange> implements Checkpointable {
  #byUser = new Map<string, NotificationView[]>()
  #byId = new Map<string, NotificationView>()
  #readIds = new Map<string, Set<string>>()
  #readUpTo = new Map<string, number>()
  /** "Mark all" marks written before notifications were events: they name a source fact's position. */
  #readUpToSource = new Map<string, number>()
  #cancelledAtEnd = new Map<string, NotificationView & { count: number }>()
  /** The facts every NotificationRaised folded so far tells of (a cancel counted into another notification too). */
  #raisedFrom = new Set<string>()
  /** Per user, the highest position of their notifications (the newest written). */
  #newest = new Map<string, number>()
  /**
   * Per user, how many are unread, kept as marks and notifications come: every new notification
   * pushes the count, and counting a player's whole list each time cost as much as their history.
   */
  #unread = new Map<string, number>()

  readonly reads = { categories: ['notifications'] }
  readonly foldVersion = NOTIFICATIONS_FOLD_VERSION

  protected applyNew(event: RecordedEvent): NotificationChange | undefined {
    const userId = idOf(event.stream)
    switch (event.type) {
      case NotificationRaised.type:
        return this.#raised(event, NotificationRaised.parse(event.data))
      case NotificationsRead.type:
        return this.#readOnes(userId, NotificationsRead.parse(event.data).ids)
      case AllNotificationsRead.type:
        return this.#readAll(userId, AllNotificationsRead.parse(event.data).upTo)
      default:
        return undefined
    }
  }

  #raised(event: RecordedEvent, raised: Static<typeof NotificationRaised.schema>): NotificationChange | undefined {
    const { userId, notice } = raised
    if (this.#raisedFrom.has(raised.sourceId)) return undefined
    this.#raisedFrom.add(raised.sourceId)
    // Matching cancels every open order when the contest ends (reason contestEnded): one
    // notification per contest, counting them, rather than one per order.
    if (notice.kind === 'ordersCancelledAtEnd') {
      const key = `${notice.contestId}/${userId}`
      const earlier = this.#cancelledAtEnd.get(key)
      if (earlier) {
        earlier.count += 1
        Object.assign(earlier, noticeText(notice, earlier.count))
        return { type: 'added', notification: earlier }
      }
      const change = this.#add(event, raised, noticeText(notice, 1))
      this.#cancelledAtEnd.set(key, Object.assign(change.notification, { count: 1 }))
      return change
    }
    return this.#add(event, raised, noticeText(notice))
  }

  #readOnes(userId: string, ids: string[]): NotificationChange {
    const read = this.#readIds.get(userId) ?? new Set<string>()
    this.#readIds.set(userId, read)
    for (const id of ids) {
      const notification = this.ownedBy(userId, id)
      const wasUnread = notification !== undefined && !this.isRead(notification)
      read.add(id)
      if (wasUnread) this.#countUnread(userId, -1)
    }
    return { type: 'read', userId, ids }
  }

  #readAll(userId: string, upTo: number): NotificationChange {
    // A mark names the position of the newest notification the player had; one naming no
    // notification of theirs was written when notifications were folded from the facts and
    // named the fact's position (every fact up to it had been shown).
    const marks = (this.#byUser.get(userId) ?? []).some(n => n.position === upTo) ? this.#readUpTo : this.#readUpToSource
    marks.set(userId, Math.max(marks.get(userId) ?? 0, upTo))
    // Rare (a button press), so counted again rather than worked out from the mark.
    this.#unread.set(userId, (this.#byUser.get(userId) ?? []).reduce((sum, n) => sum + (this.isRead(n) ? 0 : 1), 0))
    return { type: 'read', userId, ids: 'all' }
  }

  #add(event: RecordedEvent, raised: Static<typeof NotificationRaised.schema>, said: NotificationText): { type: 'added'; notification: NotificationView } {
    const { userId } = raised
    const notification: NotificationView = { ...said, id: raised.sourceId, userId, at: event.metadata.at, position: event.position, sourcePosition: raised.sourcePosition }
    const owned = this.#byUser.get(userId) ?? []
    // In the order the facts happened, as the player lived them: facts of different categories
    // reach the worker on different topics, so one may be written a little after a later one.
    let at = owned.length
    while (at > 0 && owned[at - 1]!.sourcePosition > notification.sourcePosition) at--
    owned.splice(at, 0, notification)
    this.#byUser.set(userId, owned)
    this.#newest.set(userId, Math.max(this.#newest.get(userId) ?? 0, notification.position))
    this.#byId.set(notification.id, notification)
    if (!this.isRead(notification)) this.#countUnread(userId, 1)
    return { type: 'added', notification }
  }

  /** Everything held, as JSON (`NotificationsCheckpoint`). */
  checkpoint(): NotificationsCheckpoint {
    return notificationsCheckpoint({
      byUser: this.#byUser, byId: this.#byId, readIds: this.#readIds, readUpTo: this.#readUpTo, readUpToSource: this.#readUpToSource,
      cancelledAtEnd: this.#cancelledAtEnd, raisedFrom: this.#raisedFrom, newest: this.#newest, unread: this.#unread,
    })
  }

  /** Takes up a checkpoint written at `position`, on a read model that has applied nothing; all of it is checked before any is taken. */
  async restore(json: unknown, position: number): Promise<void> {
    if (this.position !== 0 || this.#raisedFrom.size > 0 || this.#unread.size > 0) throw new Error('a checkpoint is restored into a read model that has applied nothing')
    const state = notificationsOf(json, position)
    this.#byUser = state.byUser
    this.#byId = state.byId
    this.#readIds = state.readIds
    this.#readUpTo = state.readUpTo
    this.#readUpToSource = state.readUpToSource
    this.#cancelledAtEnd = state.cancelledAtEnd
    this.#raisedFrom = state.raisedFrom
    this.#newest = state.newest
    this.#unread = state.unread
    this.resumeAt(position)
  }

  #countUnread(userId: string, by: number): void {
    this.#unread.set(userId, (this.#unread.get(userId) ?? 0) + by)
  }

  /** Whether a notification of the fact with this event id is written (and folded here). */
  raisedFrom(sourceId: string): boolean {
    return this.#raisedFrom.has(sourceId)
  }

  /** The user's notification with this id; undefined for another user's, exactly like a missing one. */
  ownedBy(userId: string, id: string): NotificationView | undefined {
    const found = this.#byId.get(id)
    return found?.userId === userId ? found : undefined
  }

  /** Newest first. */
  list(userId: string, limit: number): NotificationView[] {
    return (this.#byUser.get(userId) ?? []).slice(-limit).reverse()
  }

  isRead(notification: NotificationView): boolean {
    const { userId } = notification
    const legacyUpTo = this.#readUpToSource.get(userId)
    return (
      notification.position <= (this.#readUpTo.get(userId) ?? 0) ||
      (this.#readIds.get(userId)?.has(notification.id) ?? false) ||
      (legacyUpTo !== undefined && notification.sourcePosition <= legacyUpTo)
    )
  }

  unread(userId: string): number {
    return this.#unread.get(userId) ?? 0
  }

  /** Position of the user's newest NotificationRaised: what "mark all as read" covers. */
  newestPosition(userId: string): number {
    return this.#newest.get(userId) ?? 0
  }

  dto(notification: NotificationView): NotificationDto {
    const { id, kind, title, message, link, at } = notification
    return { _id: id, kind, title, message, link, date: at, read: this.isRead(notification) }
  }
}

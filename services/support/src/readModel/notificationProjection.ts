import { PositionedProjection } from '@arena/service-kit'
import { categoryOf, idOf, type NotificationDto, type RecordedEvent } from '@arena/contracts'
import { notificationTexts, type NotificationText } from './notificationTexts'

export interface NotificationView extends NotificationText {
  id: string
  userId: string
  at: string
  /** Global position of the fact it came from: "mark all as read" reads up to a position. */
  position: number
}

/** What one applied event changed, for the live push. */
export type NotificationChange =
  | { type: 'added'; notification: NotificationView }
  | { type: 'read'; userId: string; ids: string[] | 'all' }

type Data = Record<string, unknown>
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/**
 * The notification centre's read model: folded from facts the other services already write, so
 * nothing is sent twice or lost across restarts; read marks come from the player's own stream.
 * A notification's id is the id of the event it came from. Events are matched by category and
 * type name (read on every event of the log, so no schema check per event); a malformed one is
 * skipped by the runner. Amounts a decision does not repeat (a rejected deposit's amount) are
 * remembered from the request until the decision.
 */
export class NotificationProjection extends PositionedProjection<NotificationChange> {
  #byUser = new Map<string, NotificationView[]>()
  #byId = new Map<string, NotificationView>()
  #readIds = new Map<string, Set<string>>()
  #readUpTo = new Map<string, number>()
  #deposits = new Map<string, { amount: string; reference: string }>()
  #withdrawals = new Map<string, { amount: string; paid?: string; tax?: string }>()
  #banks = new Map<string, string>()
  #contests = new Map<string, string>()
  #cancelledAtEnd = new Map<string, NotificationView & { count: number }>()

  /** The account category only for its fills and cancels; the contest category only for names. */
  readonly reads = { categories: ['wallet', 'kyc', 'bank', 'prizeHold', 'notifications'], types: ['OrderFilled', 'OrderCancelled', 'ContestCreated', 'ContestUpdated'] }

  protected applyNew(event: RecordedEvent): NotificationChange | undefined {
    const data = (event.data ?? {}) as Data
    const category = categoryOf(event.stream)
    switch (category) {
      case 'wallet':
        return this.#wallet(event, idOf(event.stream), data)
      case 'kyc':
      case 'bank':
        return this.#identity(event, idOf(event.stream), data)
      case 'account':
        return this.#account(event, data)
      case 'contest':
        if ((event.type === 'ContestCreated' || event.type === 'ContestUpdated') && text(data.contestId) && text(data.contestName)) {
          this.#contests.set(data.contestId as string, data.contestName as string)
        }
        return undefined
      case 'prizeHold':
        if (event.type !== 'PrizeHeld') return undefined
        return this.#add(event, String(data.userId), notificationTexts.prizeHeld(String(data.contestId), String(data.contestName), Number(data.rank), String(data.amount)))
      case 'notifications':
        return this.#read(event, idOf(event.stream), data)
      default:
        return undefined
    }
  }

  #wallet(event: RecordedEvent, userId: string, data: Data): NotificationChange | undefined {
    switch (event.type) {
      case 'DepositRequested':
        this.#deposits.set(String(data.depositId), { amount: String(data.amount), reference: String(data.reference) })
        return undefined
      case 'DepositConfirmed':
        this.#deposits.delete(String(data.depositId))
        return this.#add(event, userId, notificationTexts.depositConfirmed(String(data.amount)))
      case 'DepositRejected': {
        const deposit = this.#deposits.get(String(data.depositId))
        this.#deposits.delete(String(data.depositId))
        return this.#add(event, userId, notificationTexts.depositRejected(deposit?.amount, deposit?.reference, String(data.reason)))
      }
      case 'WithdrawalRequested': {
        const tds = data.tds as { tax?: unknown; paid?: unknown } | undefined
        this.#withdrawals.set(String(data.withdrawalId), { amount: String(data.amount), paid: text(tds?.paid), tax: text(tds?.tax) })
        return undefined
      }
      case 'WithdrawalCompleted': {
        const withdrawal = this.#withdrawals.get(String(data.withdrawalId))
        this.#withdrawals.delete(String(data.withdrawalId))
        return this.#add(event, userId, notificationTexts.withdrawalCompleted(withdrawal?.amount, withdrawal?.paid, withdrawal?.tax))
      }
      case 'WithdrawalRejected':
        this.#withdrawals.delete(String(data.withdrawalId))
        return this.#add(event, userId, notificationTexts.withdrawalRejected(String(data.amount), String(data.reason)))
      case 'PrizeCredited':
        return this.#add(event, userId, notificationTexts.prizeWon(String(data.contestId), text(data.contestName), Number(data.rank), String(data.amount)))
      default:
        return undefined
    }
  }

  #identity(event: RecordedEvent, userId: string, data: Data): NotificationChange | undefined {
    switch (event.type) {
      case 'KycDocumentVerified':
        return this.#add(event, userId, notificationTexts.kycApproved(String(data.document)))
      case 'KycDocumentRejected':
        return this.#add(event, userId, notificationTexts.kycRejected(String(data.document), String(data.reason)))
      case 'KycCompleted':
        return this.#add(event, userId, notificationTexts.kycCompleted())
      case 'BankDetailAdded':
        this.#banks.set(String(data.bankId), String(data.bankName))
        return undefined
      case 'BankDetailAccepted':
        return this.#add(event, userId, notificationTexts.bankAccepted(this.#banks.get(String(data.bankId))))
      case 'BankDetailRejected':
        return this.#add(event, userId, notificationTexts.bankRejected(this.#banks.get(String(data.bankId)), String(data.reason)))
      default:
        return undefined
    }
  }

  #account(event: RecordedEvent, data: Data): NotificationChange | undefined {
    const userId = String(data.userId)
    const contestId = String(data.contestId)
    // A fill decided on a market trade is a resting order that filled while the player was
    // elsewhere; a fill at placement (no trade id) the player saw happen.
    if (event.type === 'OrderFilled' && data.tradeId !== null && data.tradeId !== undefined) {
      return this.#add(event, userId, notificationTexts.orderFilled({
        contestId, contestName: this.#contests.get(contestId), orderType: String(data.orderType), amount: String(data.amount), symbol: String(data.symbol), price: String(data.price),
      }))
    }
    // Matching cancels every open order when the contest ends (reason contestEnded): one
    // notification per contest, counting them, rather than one per order.
    if (event.type === 'OrderCancelled' && data.reason === 'contestEnded') {
      const key = `${contestId}/${userId}`
      const earlier = this.#cancelledAtEnd.get(key)
      if (earlier) {
        earlier.count += 1
        Object.assign(earlier, notificationTexts.ordersCancelledAtEnd(contestId, this.#contests.get(contestId), earlier.count))
        return { type: 'added', notification: earlier }
      }
      const change = this.#add(event, userId, notificationTexts.ordersCancelledAtEnd(contestId, this.#contests.get(contestId), 1))
      this.#cancelledAtEnd.set(key, Object.assign(change.notification, { count: 1 }))
      return change
    }
    return undefined
  }

  #read(event: RecordedEvent, userId: string, data: Data): NotificationChange | undefined {
    if (event.type === 'NotificationsRead' && Array.isArray(data.ids)) {
      const ids = data.ids.filter((id): id is string => typeof id === 'string')
      const read = this.#readIds.get(userId) ?? new Set<string>()
      for (const id of ids) read.add(id)
      this.#readIds.set(userId, read)
      return { type: 'read', userId, ids }
    }
    if (event.type === 'AllNotificationsRead' && typeof data.upTo === 'number') {
      this.#readUpTo.set(userId, Math.max(this.#readUpTo.get(userId) ?? 0, data.upTo))
      return { type: 'read', userId, ids: 'all' }
    }
    return undefined
  }

  #add(event: RecordedEvent, userId: string, said: NotificationText): { type: 'added'; notification: NotificationView } {
    const notification: NotificationView = { ...said, id: event.id, userId, at: event.metadata.at, position: event.position }
    const owned = this.#byUser.get(userId) ?? []
    owned.push(notification)
    this.#byUser.set(userId, owned)
    this.#byId.set(notification.id, notification)
    return { type: 'added', notification }
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
    return notification.position <= (this.#readUpTo.get(notification.userId) ?? 0) || (this.#readIds.get(notification.userId)?.has(notification.id) ?? false)
  }

  unread(userId: string): number {
    return (this.#byUser.get(userId) ?? []).reduce((sum, n) => sum + (this.isRead(n) ? 0 : 1), 0)
  }

  /** Position of the user's newest notification: what "mark all as read" covers. */
  newestPosition(userId: string): number {
    return this.#byUser.get(userId)?.at(-1)?.position ?? 0
  }

  dto(notification: NotificationView): NotificationDto {
    const { id, kind, title, message, link, at } = notification
    return { _id: id, kind, title, message, link, date: at, read: this.isRead(notification) }
  }
}

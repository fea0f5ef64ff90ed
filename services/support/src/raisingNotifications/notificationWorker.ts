import { eventParser, NotificationRaised, notificationEvents, notificationStream, type NotificationRaisedEvent, type NotificationReadEvent } from '@arena/contracts'
import { consumeEvents, type Bus, type CheckpointStore, type Subscription } from '@arena/bus'
import type { EventStore } from '@arena/eventstore'
import { CommandHandler, type Logger } from '@arena/service-kit'
import { SUPPORT_IDS } from '../adapters/ticketCommands'
import type { NoticeFacts } from '../ports'
import { mayNotify, noticeCategories, noticeCauses, noticeOf, NoticeSources } from './notices'

/** The consumer group that writes notifications: one member per support worker. */
export const notificationsGroup = 'support.notifications'

/** Where the events come from: the relay's topics (Kafka in the cluster, in-process when embedded) and the versions handled. */
export interface NotificationEvents {
  bus: Pick<Bus, 'subscribe'>
  versions: CheckpointStore
}

export interface WorkerOptions {
  /**
   * Whether the notification of the fact with this id is already written, as this process's read
   * model shows it: a shortcut past the stream reads and the append (which the derived id makes
   * harmless anyway) for facts met again. A false answer only costs the append.
   */
  raisedFrom?: (sourceId: string) => boolean
  /** Resolves once `raisedFrom` can answer for everything written before (the read model caught up). */
  ready?: () => Promise<void>
}

/**
 * Notifications on the player's stream, through the command handler like every write. The command
 * is named by the fact it comes from, so a fact delivered again (a member that died before its
 * commit, a relay that published a round twice, the embedded relay refilling its broker on every
 * start) gives the very same event ids, which the store recognises as a retry and does not write
 * again. Recorded as they come, like the read marks beside them: there is no state to guard.
 */
export function raisingNotifications(store: EventStore): CommandHandler<NotificationRaisedEvent, NotificationRaisedEvent | NotificationReadEvent, null> {
  return new CommandHandler(store, {
    decider: { decide: raise => [raise], evolve: state => state, initialState: () => null },
    parse: eventParser<NotificationRaisedEvent | NotificationReadEvent>(notificationEvents),
    idNamespace: SUPPORT_IDS,
    commandKey: raise => `notification from ${raise.data.sourceId}`,
    unguarded: true,
  })
}

/**
 * Support's worker (docs/adr/0029): consumes the wallet, KYC, bank, prize-hold and account
 * topics in the group `support.notifications` and appends one NotificationRaised per fact that
 * tells a player something to `notifications-<userId>`, where the centre's read model folds it.
 * No module's events are read from the store here: a decision's request this process did not see,
 * and a contest's name, are asked of the module that owns them (`facts`).
 */
export function startNotificationWorker(store: EventStore, events: NotificationEvents, facts: NoticeFacts, logger: Logger, options: WorkerOptions = {}): Promise<Subscription> {
  const sources = new NoticeSources(facts)
  const notifications = raisingNotifications(store)
  const raisedFrom = options.raisedFrom ?? (() => false)
  return consumeEvents({
    bus: events.bus,
    group: notificationsGroup,
    categories: noticeCategories,
    events: noticeCauses,
    versions: rememberedVersions(events.versions),
    accepts: mayNotify,
    handler: async event => {
      await options.ready?.()
      // Written already (the embedded relay refills its broker from the start of the log on
      // every start): nothing to read, nothing to append.
      if (raisedFrom(event.id)) return sources.forgetRequestOf(event)
      const raised = await noticeOf(event, sources)
      if (!raised) return
      const notification = { type: NotificationRaised.type, data: NotificationRaised.parse({ userId: raised.userId, sourceId: event.id, sourcePosition: event.position, notice: withoutUndefined(raised.notice) }) } as NotificationRaisedEvent
      // The fact's own instant: the centre dates the notification by when it happened.
      await notifications.execute(notificationStream(raised.userId), notification, { actor: 'system:support', at: event.metadata.at, correlationId: event.metadata.correlationId, causationId: event.id })
    },
    onError: (error, delivery, attempt) => logger.warn({ err: error, partition: delivery.partition, offset: delivery.offset, attempt }, 'notification from an event failed; retrying'),
  })
}

/** Optional figures a fact did not have are left out, not stored as nulls. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

const VERSIONS_KEPT = 100_000

/**
 * The handled versions, each stream's read from `versions` once and then kept as this process
 * saves them: a resting fill costs one append and one version write, not a version read too.
 * Another member may have moved a mark on while it held the partition (a rebalance and back);
 * the version kept here is then lower, and what comes again is handled again, which the
 * derived ids make harmless.
 */
export function rememberedVersions(versions: CheckpointStore): CheckpointStore {
  const kept = new Map<string, number>()
  const keep = (name: string, version: number) => {
    if (kept.size >= VERSIONS_KEPT && !kept.has(name)) kept.delete(kept.keys().next().value!)
    kept.set(name, Math.max(version, kept.get(name) ?? 0))
  }
  return {
    async load(name) {
      const known = kept.get(name)
      if (known !== undefined) return known
      const stored = await versions.load(name)
      keep(name, stored)
      return stored
    },
    async save(name, version) {
      await versions.save(name, version)
      keep(name, version)
    },
  }
}

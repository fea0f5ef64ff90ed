import { topics, type MessageDefinition, type RecordedEvent, type RecordedOf, type TSchema } from '@arena/contracts'
import type { CheckpointStore } from './checkpoint'
import type { Bus, Delivery, Subscription } from './port'

/** A recorded event of one of the definitions, its data typed by its own definition. */
export type RecordedOfEach<D> = D extends MessageDefinition<string, TSchema> ? RecordedOf<D> : never

export interface EventConsumerOptions<D extends MessageDefinition<string, TSchema>> {
  bus: Pick<Bus, 'subscribe'>
  /**
   * The consumer group, named after the service and purpose (`matching.accounts`). It names the
   * committed offsets and the handled versions: two consumers with one group share the work.
   */
  group: string
  /** Stream categories whose events topics (`topics.events(category)`) are read. */
  categories: string[]
  /**
   * The events handled, each checked against its contract before the handler sees it. Other
   * events of the categories are passed over: a topic carries every event of its category.
   */
  events: readonly D[]
  /**
   * Optional: which events of those types to handle at all, judged on the unchecked data before
   * any look at the handled versions (support's worker passes over fills at placement, hundreds a
   * second, without two round trips each). An event it passes over is never marked handled, so
   * it must be one the handler would do nothing with.
   */
  accepts?: (event: RecordedEvent) => boolean
  /**
   * Applies one event. Events of one stream come in version order, each after the previous one's
   * handler resolved. A throw means "not handled": the event comes again after a back-off and
   * its key waits meanwhile. The version is recorded after the handler resolves, so a crash
   * in between runs it again: its effects must be idempotent (commands with derived ids).
   */
  handler: (event: RecordedOfEach<D>, delivery: Delivery<RecordedEvent>) => Promise<void>
  /**
   * The last version handled per stream, under `<group>:<stream>`: PostgreSQL in the cluster,
   * memory in the embedded profile (where the relay refills an empty broker on every start).
   */
  versions: CheckpointStore
  /** Told about each failed attempt before the retry. */
  onError?: (error: unknown, delivery: Delivery<RecordedEvent>, attempt: number) => void
}

/**
 * Consumes the relay's category topics as events: offsets are committed by the bus only after
 * the handler (at least once), and what a redelivery or a republishing relay brings again is
 * skipped by a per-stream version check, so each event is handled once. The relay keys every
 * stream's events to one partition, so versions of a stream arrive in order and the highest
 * version handled says everything below it was handled too: one row per stream, not per event.
 * The same code runs on Kafka and on the in-process bus.
 */
export function consumeEvents<D extends MessageDefinition<string, TSchema>>(options: EventConsumerOptions<D>): Promise<Subscription> {
  const byType = new Map<string, MessageDefinition<string, TSchema>>(options.events.map(d => [d.type, d]))
  return options.bus.subscribe<RecordedEvent>({
    topics: options.categories.map(category => topics.events(category)),
    group: options.group,
    fromBeginning: true,
    handler: async delivery => {
      const event = recordedEvent(delivery.value)
      const definition = byType.get(event.type)
      if (!definition || (options.accepts && !options.accepts(event))) return
      const mark = handledVersionName(options.group, event.stream)
      if (event.version <= (await options.versions.load(mark))) return
      // A producer and this consumer disagreeing on a contract holds the key (reported on every
      // attempt) rather than skipping a fact the consumer would never see again.
      const checked = { ...event, data: definition.parse(event.data) } as RecordedOfEach<D>
      await options.handler(checked, delivery)
      await options.versions.save(mark, event.version)
    },
    onError: options.onError,
  })
}

/** Where a group's last version handled of `stream` is kept in its `versions` store. */
export function handledVersionName(group: string, stream: string): string {
  return `${group}:${stream}`
}

/** The envelope as the relay publishes it; anything else on an events topic is a bug upstream. */
function recordedEvent(value: unknown): RecordedEvent {
  const event = value as Partial<RecordedEvent> | null
  const valid =
    typeof event === 'object' && event !== null &&
    typeof event.id === 'string' && typeof event.type === 'string' && typeof event.stream === 'string' &&
    Number.isInteger(event.version) && event.version! >= 1 && Number.isInteger(event.position) &&
    typeof event.metadata === 'object' && event.metadata !== null
  if (!valid) throw new Error(`not a recorded event: ${JSON.stringify(value).slice(0, 200)}`)
  return event as RecordedEvent
}

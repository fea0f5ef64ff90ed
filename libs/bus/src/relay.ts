import { eventRoute, type RecordedEvent } from '@arena/contracts'
import type { EventStore, Subscription as StoreSubscription } from '@arena/eventstore'
import type { CheckpointStore } from './checkpoint'
import type { Bus, OutgoingMessage } from './port'
import { defaultRetry, pauseUnless, retryDelay, type RetryPolicy } from './retry'

export interface RelayOptions {
  store: Pick<EventStore, 'subscribeAll'>
  bus: Pick<Bus, 'publish'>
  checkpoints: CheckpointStore
  /** Checkpoint name; one relay per name may run at a time. */
  name?: string
  /** Most events per publish round; also how far the relay reads ahead of the broker. */
  batchSize?: number
  retry?: RetryPolicy
  /** Told about each failed publish, checkpoint write or store read before it is retried. */
  onError?: (error: unknown, attempt: number) => void
}

export interface Relay {
  /** Highest global position published and checkpointed. */
  readonly position: number
  /** Resolves once every event up to `position` is published and checkpointed. */
  caughtUp(position: number): Promise<void>
  /** Stops reading, publishes what it already read, saves the checkpoint. */
  close(): Promise<void>
}

/**
 * Moves events from the store's global log to their topics (no dual writes in services).
 * Events are buffered while the store delivers them and published per topic in rounds; the
 * checkpoint moves only after the broker acknowledged a round, so a crash re-publishes at most
 * the round in flight (consumers drop the duplicates by event id) and never loses an event.
 */
export async function startRelay(options: RelayOptions): Promise<Relay> {
  const name = options.name ?? 'relay'
  const batchSize = options.batchSize ?? 1_000
  const retry = options.retry ?? defaultRetry
  const stopping = new AbortController()
  const pause = pauseUnless(stopping.signal)
  let position = await options.checkpoints.load(name)
  let buffer: RecordedEvent[] = []
  let flushing: Promise<void> = Promise.resolve()
  let scheduled = false
  const waiters = new Set<{ position: number; resolve: () => void }>()

  async function untilStored(step: () => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await step()
      } catch (error) {
        if (stopping.signal.aborted && attempt >= 3) throw error
        options.onError?.(error, attempt)
        await pause(retryDelay(retry, attempt))
      }
    }
  }

  async function publishRound(events: RecordedEvent[]): Promise<void> {
    const byTopic = new Map<string, OutgoingMessage[]>()
    for (const event of events) {
      const { topic, key } = eventRoute(event.stream)
      let messages = byTopic.get(topic)
      if (!messages) byTopic.set(topic, (messages = []))
      messages.push({ key, value: event })
    }
    // Topics are independent; within one, the messages keep the global order.
    await Promise.all([...byTopic].map(([topic, messages]) => untilStored(() => options.bus.publish(topic, messages))))
    const last = events[events.length - 1]!.position
    await untilStored(() => options.checkpoints.save(name, last))
    position = last
    for (const waiter of waiters) {
      if (waiter.position > position) continue
      waiters.delete(waiter)
      waiter.resolve()
    }
  }

  // Rounds run one after another, so a key's events reach the broker in order across rounds;
  // after a failed round none follows, or the checkpoint could jump over its events.
  function flush(): Promise<void> {
    scheduled = false
    if (buffer.length === 0) return flushing
    const events = buffer
    buffer = []
    flushing = flushing.then(() => publishRound(events))
    return flushing
  }

  // Where reading got to (ahead of `position` while rounds are pending): a store failure
  // resubscribes from here, so buffered events are neither skipped nor read twice.
  let read = position
  let failures = 0
  let restart: NodeJS.Timeout | undefined
  const tail = (): StoreSubscription =>
    options.store.subscribeAll({
      fromPosition: read,
      name: 'relay',
      handler: async (event) => {
        read = event.position
        failures = 0
        buffer.push(event)
        if (buffer.length >= batchSize) {
          // Read the next round while this one publishes, but no further ahead than that.
          const previous = flushing
          void flush().catch(() => {})
          return previous
        }
        // Whatever the store delivers in one go lands in one round.
        if (!scheduled) {
          scheduled = true
          setImmediate(() => flush().catch(() => {}))
        }
      },
      onError: (error) => {
        if (stopping.signal.aborted) return
        options.onError?.(error, ++failures)
        restart = setTimeout(() => {
          if (!stopping.signal.aborted) subscription = tail()
        }, retryDelay(retry, failures))
      },
    })
  let subscription = tail()

  return {
    get position() {
      return position
    },
    caughtUp(target) {
      if (target <= position) return Promise.resolve()
      return new Promise((resolve) => waiters.add({ position: target, resolve }))
    },
    async close() {
      // From here each round gets a few quick tries; what still fails is left for the next
      // start, which republishes it since the checkpoint did not move past it.
      stopping.abort()
      clearTimeout(restart)
      await subscription.close()
      await flush().catch(() => {})
    },
  }
}

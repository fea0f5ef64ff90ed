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
  const buffer: RecordedEvent[] = []
  /** The rounds running, one after another, while anything is buffered. */
  let publishing: Promise<void> | undefined
  /** A round that failed for good (only while closing): nothing after it may be published. */
  let failed: { error: unknown } | undefined
  let scheduled = false
  /** Store deliveries waiting for the buffer to drop below a round (reading ahead no further). */
  const readers: (() => void)[] = []
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

  // Rounds run one after another, so a key's events reach the broker in order across rounds, and
  // each round takes everything buffered while the one before it ran: a publish stalled by a
  // broker restart is followed by a few rounds of up to `batchSize`, not by one queued round per
  // store delivery (thousands of small rounds, each a broker and a checkpoint round trip, which
  // held consumers tens of seconds behind the log once the broker was back).
  function publishBuffered(): Promise<void> {
    scheduled = false
    if (failed) return Promise.reject(failed.error)
    if (!publishing && buffer.length > 0) {
      publishing = (async () => {
        try {
          while (buffer.length > 0) {
            const events = buffer.splice(0, batchSize)
            for (const wake of readers.splice(0)) wake()
            await publishRound(events)
          }
        } catch (error) {
          // After a failed round none follows, or the checkpoint could jump over its events.
          failed = { error }
          for (const wake of readers.splice(0)) wake()
          throw error
        } finally {
          publishing = undefined
        }
      })()
    }
    return publishing ?? Promise.resolve()
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
          void publishBuffered().catch(() => {})
          // Read the next round while this one publishes, but no further ahead than that.
          if (buffer.length >= batchSize && !failed) await new Promise<void>((resolve) => readers.push(resolve))
          return
        }
        // Whatever the store delivers in one go lands in one round.
        if (!scheduled) {
          scheduled = true
          setImmediate(() => publishBuffered().catch(() => {}))
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
      await publishBuffered().catch(() => {})
    },
  }
}

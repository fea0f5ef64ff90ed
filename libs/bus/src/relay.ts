import { eventRoute, type RecordedEvent } from '@arena/contracts'
import type { EventStore, Subscription as StoreSubscription } from '@arena/eventstore'
import type { CheckpointStore } from './checkpoint'
import { logMessage } from './log/logFeed'
import type { LogIndex } from './log/logIndex'
import type { Bus, OutgoingMessage } from './port'
import { defaultRetry, pauseUnless, retryDelay, type RetryPolicy } from './retry'

export interface RelayLogOptions {
  /** The log topic (`topics.log`). */
  topic: string
  /** Where the log holds the events after a position, for readers starting from a checkpoint. */
  index: LogIndex
  /** At most one mark per this many positions (a reader reads about this many before its own). */
  markEvery?: number
}

export interface RelayOptions {
  store: Pick<EventStore, 'subscribeAll'>
  bus: Pick<Bus, 'publish'> & Partial<Pick<Bus, 'appendLog'>>
  /**
   * Also append every event, in global order, to one log topic that read models follow instead of
   * the store (`logFeed`). Its own checkpoint (`<name>.log`), so a relay that starts the log over
   * a long history fills it from the start without publishing the category topics again.
   */
  log?: RelayLogOptions
  checkpoints: CheckpointStore
  /** Checkpoint name; one relay per name may run at a time. */
  name?: string
  /** Most events per publish round; also how far the relay reads ahead of the broker. */
  batchSize?: number
  retry?: RetryPolicy
  /** Told about each failed publish, checkpoint write or store read before it is retried. */
  onError?: (error: unknown, attempt: number) => void
}

/** One way out of the relay, with its own checkpoint: the category topics, or the log topic. */
interface Lane {
  readonly name: string
  /** Published and checkpointed up to here. */
  position: number
  publish(events: RecordedEvent[]): Promise<void>
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
  const lanes: Lane[] = [{ name, position: await options.checkpoints.load(name), publish: publishToCategories }]
  if (options.log) lanes.push(await logLane(options.log))
  /** Every lane has published and checkpointed up to here. */
  let position = Math.min(...lanes.map(lane => lane.position))
  const buffer: RecordedEvent[] = []
  /** The rounds running, one after another, while anything is buffered. */
  let publishing: Promise<void> | undefined
  /** A round that failed for good (only while closing): nothing after it may be published. */
  let failed: { error: unknown } | undefined
  let scheduled = false
  /** Store deliveries waiting for the buffer to drop below a round (reading ahead no further). */
  const readers: (() => void)[] = []
  const waiters = new Set<{ position: number; resolve: () => void }>()

  async function untilStored<T>(step: () => Promise<T>): Promise<T> {
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

  async function publishToCategories(events: RecordedEvent[]): Promise<void> {
    const byTopic = new Map<string, OutgoingMessage[]>()
    for (const event of events) {
      const { topic, key } = eventRoute(event.stream)
      let messages = byTopic.get(topic)
      if (!messages) byTopic.set(topic, (messages = []))
      messages.push({ key, value: event })
    }
    // Topics are independent; within one, the messages keep the global order.
    await Promise.all([...byTopic].map(([topic, messages]) => untilStored(() => options.bus.publish(topic, messages))))
  }

  async function logLane(log: RelayLogOptions): Promise<Lane> {
    const append = options.bus.appendLog
    if (!append) throw new TypeError('a relay with a log needs a bus that appends to log topics')
    const markEvery = log.markEvery ?? 1_000
    let marked: number | undefined
    const lane: Lane = {
      name: `${name}.log`,
      position: await options.checkpoints.load(`${name}.log`),
      async publish(events) {
        const offset = await untilStored(() => append.call(options.bus, log.topic, events.map(logMessage)))
        // Everything after the lane's checkpoint is at `offset` or later: the first round of a
        // start is always marked, then one round in `markEvery` positions.
        if (marked !== undefined && lane.position - marked < markEvery) return
        await untilStored(() => log.index.mark(log.topic, lane.position, offset))
        marked = lane.position
      },
    }
    return lane
  }

  async function publishRound(events: RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1]!.position
    await Promise.all(
      lanes.map(async lane => {
        // A lane ahead of the others (the category topics, when the log starts over a long
        // history) passes over what it already published.
        if (last <= lane.position) return
        const due = events[0]!.position > lane.position ? events : events.filter(event => event.position > lane.position)
        await lane.publish(due)
        await untilStored(() => options.checkpoints.save(lane.name, last))
        lane.position = last
      }),
    )
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

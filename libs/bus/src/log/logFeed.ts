import type { RecordedEvent } from '@arena/contracts'
import { eventFilter, type EventStore, type SubscribeAllOptions, type Subscription } from '@arena/eventstore'
import type { Bus } from '../port'
import type { LogRecord } from '../transport'
import type { LogIndex } from './logIndex'

/** The headers the relay puts on each event of the log topic: what a reader filters on without parsing it. */
export const logHeaders = { position: 'position', stream: 'stream', type: 'type' } as const

/** An event as the relay appends it to the log topic. */
export function logMessage(event: RecordedEvent): { value: string; headers: Record<string, string> } {
  return {
    value: JSON.stringify(event),
    headers: { [logHeaders.position]: String(event.position), [logHeaders.stream]: event.stream, [logHeaders.type]: event.type },
  }
}

export interface LogFeedOptions {
  bus: Pick<Bus, 'readLog'>
  index: LogIndex
  /** The relay's log topic (`topics.log`). */
  topic: string
}

/**
 * The store's `subscribeAll`, served from the relay's log topic: a read model follows the bus, and
 * the relay stays the one reader of the store's global log. The log holds every event in global
 * order; a relay that crashed mid-round appends that round again, so a reader passes over what
 * is at or below the last position it looked through. The filter is judged on the headers, so a
 * follower of a few categories parses only those events.
 *
 * The read models of a process share readers: a follower joins a reader that has handed out
 * nothing past its position (all of them at a process's start, the log at the same checkpoint or
 * a cold one), so the process reads and decodes the log once, not once per read model (an edge
 * has about ten). A follower behind every reader gets one of its own.
 */
export function logFeed(options: LogFeedOptions): Pick<EventStore, 'subscribeAll'> {
  const readers = new Set<SharedReader>()
  return {
    subscribeAll(subscriber: SubscribeAllOptions): Subscription {
      const follower: Follower = { seen: subscriber.fromPosition, passes: eventFilter(subscriber.filter), subscriber, closed: false }
      const joined = (async () => {
        for (const reader of readers) if (reader.join(follower)) return reader
        const mark = await options.index.markAtOrBefore(options.topic, follower.seen)
        // Another follower may have opened a reader that covers this one meanwhile.
        for (const reader of readers) if (reader.join(follower)) return reader
        const reader = new SharedReader(mark.after, () => readers.delete(reader))
        readers.add(reader)
        reader.join(follower)
        await reader.open(options, mark.offset)
        return reader
      })()
      joined.catch(error => follower.closed || subscriber.onError?.(error))
      return {
        async close() {
          follower.closed = true
          const reader = await joined.catch(() => undefined)
          await reader?.leave(follower)
        },
      }
    },
  }
}

interface Follower {
  seen: number
  readonly passes: (event: { stream: string; type: string }) => boolean
  readonly subscriber: SubscribeAllOptions
  closed: boolean
}

/** One read of the log topic, handing each record to every follower that has not looked past it. */
class SharedReader {
  readonly #followers = new Set<Follower>()
  /** Every record after this position is still to be handed out (the start, then the last one handed out). */
  #from: number
  #reading: Promise<Subscription> | undefined

  constructor(from: number, private readonly forget: () => void) {
    this.#from = from
  }

  /** Takes the follower on when nothing it needs has been handed out yet. */
  join(follower: Follower): boolean {
    if (follower.seen < this.#from) return false
    this.#followers.add(follower)
    return true
  }

  async open(options: LogFeedOptions, fromOffset: string): Promise<void> {
    this.#reading = options.bus.readLog({
      topic: options.topic,
      fromOffset,
      handler: records => this.#handOut(options.topic, records),
      onError: error => {
        for (const follower of this.#drop()) follower.subscriber.onError?.(error)
      },
    })
    try {
      await this.#reading
    } catch (error) {
      // Every follower of a reader that could not start hears of it, not only the one that opened it.
      for (const follower of this.#drop()) follower.subscriber.onError?.(error)
    }
  }

  async leave(follower: Follower): Promise<void> {
    this.#followers.delete(follower)
    if (this.#followers.size > 0) return
    this.forget()
    const reading = await this.#reading?.catch(() => undefined)
    await reading?.close()
  }

  async #handOut(topic: string, records: LogRecord[]): Promise<void> {
    for (const record of records) {
      const position = Number(record.headers[logHeaders.position])
      if (!Number.isSafeInteger(position)) throw new Error(`${topic}@${record.offset} carries no position`)
      const kind = { stream: record.headers[logHeaders.stream] ?? '', type: record.headers[logHeaders.type] ?? '' }
      let event: RecordedEvent | undefined
      for (const follower of this.#followers) {
        if (follower.closed || position <= follower.seen) continue
        if (follower.passes(kind)) {
          event ??= JSON.parse(record.value) as RecordedEvent
          try {
            await follower.subscriber.handler(event)
          } catch (error) {
            // As the store's subscription: delivery stops for this follower, the others read on.
            this.#followers.delete(follower)
            follower.subscriber.onError?.(error)
            continue
          }
        }
        follower.seen = position
      }
      if (position > this.#from) this.#from = position
    }
    for (const follower of this.#followers) if (!follower.closed) follower.subscriber.onProgress?.(follower.seen)
  }

  #drop(): Follower[] {
    const dropped = [...this.#followers].filter(follower => !follower.closed)
    this.#followers.clear()
    this.forget()
    return dropped
  }
}

/**
 * `store` with its global log read from `log` instead (`logFeed`): what the cluster's processes
 * hand their modules, so every read model follows the bus while appends and stream reads still go
 * to the store.
 */
export function readingLogFrom(store: EventStore, log: Pick<EventStore, 'subscribeAll'>): EventStore {
  return {
    append: (stream, events, expectedVersion) => store.append(stream, events, expectedVersion),
    readStream: (stream, fromVersion) => store.readStream(stream, fromVersion),
    ...(store.readStreams && { readStreams: streams => store.readStreams!(streams) }),
    readAll: (fromPosition, limit) => store.readAll(fromPosition, limit),
    subscribeAll: subscriber => log.subscribeAll(subscriber),
    headPosition: () => store.headPosition(),
    ...(store.lastOf && { lastOf: (kinds, head) => store.lastOf!(kinds, head) }),
    close: () => store.close(),
  }
}

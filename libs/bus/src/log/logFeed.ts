import type { RecordedEvent } from '@arena/contracts'
import { eventFilter, type EventStore, type SubscribeAllOptions, type Subscription } from '@arena/eventstore'
import type { Bus } from '../port'
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
 * reader of a few categories parses only those events.
 */
export function logFeed(options: LogFeedOptions): Pick<EventStore, 'subscribeAll'> {
  return {
    subscribeAll(subscriber: SubscribeAllOptions): Subscription {
      const passes = eventFilter(subscriber.filter)
      let seen = subscriber.fromPosition
      let closed = false
      const reading = (async () => {
        const fromOffset = await options.index.offsetAfter(options.topic, seen)
        return options.bus.readLog({
          topic: options.topic,
          fromOffset,
          handler: async records => {
            for (const record of records) {
              if (closed) return
              const position = Number(record.headers[logHeaders.position])
              if (!Number.isSafeInteger(position)) throw new Error(`${options.topic}@${record.offset} carries no position`)
              if (position <= seen) continue
              const stream = record.headers[logHeaders.stream] ?? ''
              const type = record.headers[logHeaders.type] ?? ''
              if (passes({ stream, type })) await subscriber.handler(JSON.parse(record.value) as RecordedEvent)
              seen = position
            }
            if (!closed) subscriber.onProgress?.(seen)
          },
          onError: error => {
            if (!closed) subscriber.onError?.(error)
          },
        })
      })()
      reading.catch(error => {
        if (!closed) subscriber.onError?.(error)
      })
      return {
        async close() {
          closed = true
          const subscription = await reading.catch(() => undefined)
          await subscription?.close()
        },
      }
    },
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

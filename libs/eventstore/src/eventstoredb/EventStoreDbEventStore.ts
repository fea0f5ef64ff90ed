import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
} from '@eventstore/db-client'
import type { NewEvent, RecordedEvent } from '@arena/contracts'
import { eventFilter } from '../eventFilter'
import { decideAppends, validateAppend } from '../decideAppends'
import { OpenSubscriptions } from '../openSubscriptions'
import { EventIdConflict, WrongExpectedVersion, type AppendResult, type EventStore, type ExpectedVersion, type SubscribeAllOptions, type Subscription } from '../port'
import { fromPosition, isOurs, toEventData, toExpectedRevision, toPosition, toRecorded, toVersion } from './mapping'

/** How far back an idempotent retry is looked for after the server reports a version conflict. */
const retryWindow = 4096

/** EventStore on EventStoreDB (cluster profile): streams and $all map one to one. */
export class EventStoreDbEventStore implements EventStore {
  readonly #subscriptions = new OpenSubscriptions()

  constructor(readonly client: EventStoreDBClient) {}

  static connect(options: { url: string }): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(options.url))
  }

  async append(stream: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    validateAppend(stream, events, expectedVersion)
    if (events.length === 0) return this.#checkVersion(stream, expectedVersion)
    try {
      const result = await this.client.appendToStream(stream, events.map(toEventData), { expectedRevision: toExpectedRevision(expectedVersion) })
      const nextExpectedVersion = Number(result.nextExpectedRevision) + 1
      return { nextExpectedVersion, position: result.position ? toPosition(result.position) : await this.#positionOf(stream, nextExpectedVersion) }
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error
      // The server only recognises a retry at the version it was first written at; we promise it at any.
      const replay = await this.#storedResult(stream, events)
      if (replay) return replay
      throw new WrongExpectedVersion(stream, expectedVersion, toVersion(error.actualVersion))
    }
  }

  async readStream(stream: string, fromVersion = 1): Promise<RecordedEvent[]> {
    return this.#read(stream, { fromRevision: BigInt(Math.max(0, fromVersion - 1)), direction: FORWARDS })
  }

  /** $all holds the server's own events too; they are skipped and the page is filled from further on. */
  async readAll(from: number, limit: number): Promise<RecordedEvent[]> {
    const page: RecordedEvent[] = []
    // A read from a position includes the event at it, so each round starts at the last one seen.
    let cursor = from
    for (;;) {
      let read = 0
      for await (const resolved of this.client.readAll({ fromPosition: cursor === 0 ? START : fromPosition(cursor), maxCount: limit + 1, direction: FORWARDS })) {
        read++
        const event = resolved.event
        if (!event || toPosition(event.position) <= cursor) continue
        cursor = toPosition(event.position)
        if (isOurs(event) && page.length < limit) page.push(toRecorded(event))
      }
      if (page.length >= limit || read < limit + 1) return page
    }
  }

  subscribeAll(options: SubscribeAllOptions): Subscription {
    const report = options.onError ?? ((error: unknown) => queueMicrotask(() => { throw error }))
    const passes = eventFilter(options.filter)
    const feed = this.client.subscribeToAll({
      fromPosition: options.fromPosition === 0 ? START : fromPosition(options.fromPosition),
      filter: excludeSystemEvents(),
    })
    let stopped = false
    const run = (async () => {
      for await (const resolved of feed) {
        if (stopped) return
        if (!isOurs(resolved.event) || toPosition(resolved.event.position) <= options.fromPosition) continue
        const event = toRecorded(resolved.event)
        // The filter is applied here, on the client: skipped events still count as looked through.
        if (passes(event)) await options.handler(event)
        options.onProgress?.(event.position)
      }
    })().catch(error => {
      if (stopped) return
      void feed.unsubscribe()
      report(error)
    })
    return this.#subscriptions.track({
      close: async () => {
        stopped = true
        await feed.unsubscribe()
        await run
      },
    })
  }

  async headPosition(): Promise<number> {
    for await (const resolved of this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1000 })) {
      if (isOurs(resolved.event)) return toPosition(resolved.event.position)
    }
    return 0
  }

  async close(): Promise<void> {
    await this.#subscriptions.closeAll()
    await this.client.dispose()
  }

  async #read(stream: string, options: Parameters<EventStoreDBClient['readStream']>[1]): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = []
    try {
      for await (const resolved of this.client.readStream(stream, options)) if (resolved.event) events.push(toRecorded(resolved.event))
    } catch (error) {
      if (error instanceof StreamNotFoundError) return []
      throw error
    }
    return events
  }

  async #positionOf(stream: string, version: number): Promise<number> {
    const [event] = await this.#read(stream, { fromRevision: BigInt(version - 1), maxCount: 1, direction: FORWARDS })
    return event?.position ?? 0
  }

  async #storedResult(stream: string, events: NewEvent[]): Promise<AppendResult | undefined> {
    const ids = new Set(events.map(e => e.id.toLowerCase()))
    const recent = await this.#read(stream, { fromRevision: END, direction: BACKWARDS, maxCount: retryWindow })
    const found = recent.filter(e => ids.has(e.id.toLowerCase()))
    if (found.length === 0) return undefined
    if (found.length < ids.size) throw new EventIdConflict(stream, found.map(e => e.id), 'only some of the event ids are stored')
    return { nextExpectedVersion: Math.max(...found.map(e => e.version)), position: Math.max(...found.map(e => e.position)) }
  }

  async #checkVersion(stream: string, expectedVersion: ExpectedVersion): Promise<AppendResult> {
    const [last] = await this.#read(stream, { fromRevision: END, direction: BACKWARDS, maxCount: 1 })
    const [decision] = decideAppends([{ stream, events: [], expectedVersion }], {
      head: () => ({ version: last?.version ?? 0, position: last?.position ?? 0 }),
      stored: () => undefined,
    })
    if (decision?.kind === 'done') return decision.result
    throw decision?.kind === 'reject' ? decision.error : new Error('unexpected decision for an empty append')
  }
}

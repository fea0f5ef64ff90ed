import type { NewEvent, RecordedEvent } from '@arena/contracts'
import { readStreamsOf } from './readStreamsOf'
import { WrongExpectedVersion, type AppendResult, type EventStore, type ExpectedVersion, type SubscribeAllOptions, type Subscription } from './port'

export type AppendOutcome = 'ok' | 'conflict' | 'error'

/** One reader of the global log (a projection runner, the relay) as the observer follows it. */
export interface ReaderPosition {
  readonly name: string
  /** The log is looked through up to here. */
  position: number
}

/** Where a measured store reports (service-kit's Metrics is one, so this library needs no metrics client). */
export interface EventStoreObserver {
  observeAppend(outcome: AppendOutcome, seconds: number): void
  /** Follows a reader of `store`'s log until the returned function is called. */
  trackReader(store: Pick<EventStore, 'headPosition'>, reader: ReaderPosition): () => void
}

/**
 * Any event store, measured: how long appends take (by outcome), and how far each reader of the
 * global log is behind its head. A decorator, so every adapter and every module's command
 * handler is measured the same way without knowing it.
 */
export class MeasuredEventStore implements EventStore {
  #lastAppended = 0

  constructor(
    private readonly inner: EventStore,
    private readonly metrics: EventStoreObserver,
  ) {}

  async append(stream: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    const started = performance.now()
    try {
      const result = await this.inner.append(stream, events, expectedVersion)
      this.metrics.observeAppend('ok', (performance.now() - started) / 1000)
      if (result.position > this.#lastAppended) this.#lastAppended = result.position
      return result
    } catch (error) {
      this.metrics.observeAppend(error instanceof WrongExpectedVersion ? 'conflict' : 'error', (performance.now() - started) / 1000)
      throw error
    }
  }

  /**
   * The highest global position an append through this store has reached: at or past every event
   * this process wrote (what a write's answer tells the client to wait for on its next read).
   */
  get lastAppended(): number {
    return this.#lastAppended
  }

  readStream(stream: string, fromVersion?: number): Promise<RecordedEvent[]> {
    return this.inner.readStream(stream, fromVersion)
  }

  readStreams(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    return readStreamsOf(this.inner, streams)
  }

  readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]> {
    return this.inner.readAll(fromPosition, limit)
  }

  /**
   * The reader's position is taken from the store's progress reports (one per page it looks
   * through, filtered events included), not from each event: nothing is added per event.
   */
  subscribeAll(options: SubscribeAllOptions): Subscription {
    const reader = { name: options.name ?? 'unnamed', position: options.fromPosition }
    const untrack = this.metrics.trackReader(this.inner, reader)
    const subscription = this.inner.subscribeAll({
      ...options,
      onProgress: position => {
        if (position > reader.position) reader.position = position
        options.onProgress?.(position)
      },
    })
    return {
      close: async () => {
        untrack()
        await subscription.close()
      },
    }
  }

  headPosition(): Promise<number> {
    return this.inner.headPosition()
  }

  lastOf(kinds: readonly string[], head: number): Promise<number> {
    return this.inner.lastOf?.(kinds, head) ?? Promise.resolve(head)
  }

  close(): Promise<void> {
    return this.inner.close()
  }
}

import type { NewEvent, RecordedEvent } from '@arena/contracts'
import { WrongExpectedVersion, type AppendResult, type EventStore, type ExpectedVersion, type SubscribeAllOptions, type Subscription } from '@arena/eventstore'
import type { Metrics } from './metrics'

/**
 * Any event store, measured: how long appends take (by outcome), and how far each reader of the
 * global log is behind its head. A decorator, so every adapter and every module's command
 * handler is measured the same way without knowing it.
 */
export class MeasuredEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly metrics: Metrics,
  ) {}

  async append(stream: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    const started = performance.now()
    try {
      const result = await this.inner.append(stream, events, expectedVersion)
      this.metrics.observeAppend('ok', (performance.now() - started) / 1000)
      return result
    } catch (error) {
      this.metrics.observeAppend(error instanceof WrongExpectedVersion ? 'conflict' : 'error', (performance.now() - started) / 1000)
      throw error
    }
  }

  readStream(stream: string, fromVersion?: number): Promise<RecordedEvent[]> {
    return this.inner.readStream(stream, fromVersion)
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

  close(): Promise<void> {
    return this.inner.close()
  }
}

import type { NewEvent, RecordedEvent } from '@arena/contracts'
import { catchUpSubscription } from '../catchUpSubscription'
import { OpenSubscriptions } from '../openSubscriptions'
import { eventFilter } from '../eventFilter'
import { decideAppends, validateAppend } from '../decideAppends'
import type { AppendResult, EventStore, ExpectedVersion, SubscribeAllOptions, Subscription } from '../port'
import { MemoryEventLog } from './MemoryEventLog'

/**
 * The reference event store: same semantics as the durable ones, kept in memory. Appends are
 * decided and written without an await in between, so concurrent appends cannot interleave.
 */
export class MemoryEventStore implements EventStore {
  #closed = false
  readonly #subscriptions = new OpenSubscriptions()

  constructor(readonly log: MemoryEventLog = new MemoryEventLog()) {}

  async append(stream: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    this.#assertOpen()
    validateAppend(stream, events, expectedVersion)
    const [decision] = decideAppends([{ stream, events, expectedVersion }], this.log)
    switch (decision?.kind) {
      case 'write': {
        const position = this.log.write(stream, events, decision.firstVersion)
        return { nextExpectedVersion: decision.firstVersion + events.length - 1, position }
      }
      case 'done':
        return decision.result
      case 'reject':
        throw decision.error
      case 'sameAs':
      case undefined:
        throw new Error('a single append cannot repeat another one')
      default: {
        const never: never = decision
        throw new Error(`unknown decision ${String(never)}`)
      }
    }
  }

  async readStream(stream: string, fromVersion = 1): Promise<RecordedEvent[]> {
    this.#assertOpen()
    return this.log.readStream(stream, fromVersion)
  }

  async readStreams(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    this.#assertOpen()
    return new Map(streams.map(stream => [stream, this.log.readStream(stream, 1)]))
  }

  async readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]> {
    this.#assertOpen()
    return this.log.readAll(fromPosition, limit)
  }

  subscribeAll(options: SubscribeAllOptions): Subscription {
    this.#assertOpen()
    const passes = eventFilter(options.filter)
    const readPage = async (from: number, limit: number) => {
      this.#assertOpen()
      return this.log.readPage(from, limit, passes)
    }
    const inner = catchUpSubscription({ readPage, signal: this.log.signal, pageSize: 500 }, options)
    return this.#subscriptions.track(inner)
  }

  async headPosition(): Promise<number> {
    this.#assertOpen()
    return this.log.headPosition
  }

  async close(): Promise<void> {
    this.#closed = true
    await this.#subscriptions.closeAll()
  }

  #assertOpen(): void {
    if (this.#closed) throw new Error('event store is closed')
  }
}

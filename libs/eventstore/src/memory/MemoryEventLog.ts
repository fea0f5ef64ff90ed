import type { NewEvent, RecordedEvent } from '@arena/contracts'
import { ChangeSignal } from '../changeSignal'
import type { LogPage } from '../catchUpSubscription'
import type { StoredEventRef, StoreView } from '../decideAppends'

interface Row extends StoredEventRef {
  id: string
  type: string
  /** data and metadata as JSON text, so readers get fresh copies that round-trip like jsonb. */
  body: string
}

/**
 * The storage behind MemoryEventStore, kept apart from the store so that a test can close a
 * store and open another over the same log, as a process restart would over a database.
 */
export class MemoryEventLog implements StoreView {
  readonly signal = new ChangeSignal()
  #rows: Row[] = []
  #streams = new Map<string, Row[]>()
  #ids = new Map<string, Row>()

  head(stream: string): { version: number; position: number } {
    const last = this.#streams.get(stream)?.at(-1)
    return { version: last?.version ?? 0, position: last?.position ?? 0 }
  }

  stored(id: string): StoredEventRef | undefined {
    return this.#ids.get(id.toLowerCase())
  }

  get headPosition(): number {
    return this.#rows.length
  }

  write(stream: string, events: NewEvent[], firstVersion: number): number {
    const rows = this.#streams.get(stream) ?? []
    this.#streams.set(stream, rows)
    events.forEach((event, i) => {
      const row: Row = {
        id: event.id.toLowerCase(),
        type: event.type,
        stream,
        version: firstVersion + i,
        position: this.#rows.length + 1,
        body: JSON.stringify({ data: event.data, metadata: event.metadata }),
      }
      this.#rows.push(row)
      rows.push(row)
      this.#ids.set(row.id, row)
    })
    this.signal.notify()
    return this.#rows.length
  }

  readStream(stream: string, fromVersion: number): RecordedEvent[] {
    return (this.#streams.get(stream) ?? []).filter(row => row.version >= fromVersion).map(toRecorded)
  }

  readAll(fromPosition: number, limit: number): RecordedEvent[] {
    // Positions are 1..n without gaps here, so a position is an index.
    return this.#rows.slice(Math.max(0, fromPosition), Math.max(0, fromPosition) + limit).map(toRecorded)
  }

  /** Up to `limit` rows after `fromPosition` that `passes`, and how far the log was looked through. */
  readPage(fromPosition: number, limit: number, passes: (row: { stream: string; type: string }) => boolean): LogPage {
    const events: RecordedEvent[] = []
    for (let i = Math.max(0, fromPosition); i < this.#rows.length; i++) {
      const row = this.#rows[i]!
      if (!passes(row)) continue
      events.push(toRecorded(row))
      if (events.length === limit) return { events, through: row.position }
    }
    return { events, through: this.#rows.length }
  }
}

function toRecorded(row: Row): RecordedEvent {
  const { data, metadata } = JSON.parse(row.body) as Pick<RecordedEvent, 'data' | 'metadata'>
  return { id: row.id, type: row.type, stream: row.stream, version: row.version, position: row.position, data, metadata }
}

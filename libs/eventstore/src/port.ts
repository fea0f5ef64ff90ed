import type { NewEvent, RecordedEvent } from '@arena/contracts'

/**
 * The version a stream must be at for an append to succeed (optimistic concurrency).
 * A number is the version of the stream's last event (0 = the stream must not exist yet);
 * 'any' skips the check.
 */
export type ExpectedVersion = number | 'any'

export interface AppendResult {
  /** Version of the stream's last event after the append. */
  nextExpectedVersion: number
  /** Global position of the last appended event. */
  position: number
}

/** Thrown when the stream is not at the expected version: someone else appended first. */
export class WrongExpectedVersion extends Error {
  constructor(readonly stream: string, readonly expected: ExpectedVersion, readonly actual: number) {
    super(`stream ${stream} is at version ${actual}, expected ${expected}`)
    this.name = 'WrongExpectedVersion'
  }
}

/**
 * Thrown when an append reuses event ids in a way that cannot be an idempotent retry: only some
 * of its ids are stored, they are stored in another stream, or the batch repeats an id. Added
 * beside WrongExpectedVersion because retrying it can never succeed, while a version conflict
 * can (reload and decide again), so callers must be able to tell the two apart.
 */
export class EventIdConflict extends Error {
  constructor(readonly stream: string, readonly eventIds: string[], reason: string) {
    super(`append to ${stream}: ${reason} (${eventIds.join(', ')})`)
    this.name = 'EventIdConflict'
  }
}

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running. */
  close(): Promise<void>
}

/**
 * The events a reader wants: those whose stream category (`categoryOf`) is one of `categories`,
 * or whose type is one of `types`. A filter with neither list passes every event.
 */
export interface EventFilter {
  categories?: readonly string[]
  types?: readonly string[]
}

export interface SubscribeAllOptions {
  /** Deliver events with position strictly greater than this (0 = from the beginning). */
  fromPosition: number
  /** Called for each event in global order; the next event waits for the returned promise. */
  handler: (event: RecordedEvent) => Promise<void>
  /** Called if delivery stops because the handler threw or the store failed. */
  onError?: (error: unknown) => void
  /**
   * Deliver only the events this filter passes (default: all). The store skips the others where
   * it reads them (in SQL for PostgreSQL), so a reader of a few categories never decodes the rest.
   */
  filter?: EventFilter
  /**
   * Called with a position once every event up to it has been delivered or skipped by the
   * filter, with no handler call running: a filtered reader is caught up to there even though
   * its last event lies further back.
   */
  onProgress?: (position: number) => void
  /** Who reads (a projection's name, `relay`): how metrics tell the readers of the log apart. */
  name?: string
}

/**
 * Append-only event storage. Streams are `<category>-<id>` (see `streams` in contracts).
 * Every adapter passes the shared contract suite in `./contract`.
 */
export interface EventStore {
  /**
   * Appends events atomically: all or none. Retrying an append whose event ids are all already
   * stored in that stream returns the original result without writing (idempotent retry), whatever
   * its expected version. Rejects with WrongExpectedVersion or EventIdConflict. An empty append
   * only checks the expected version and returns the stream's current version and last position.
   */
  append(stream: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult>
  /** Events of one stream with version >= fromVersion (default 1), in order. */
  readStream(stream: string, fromVersion?: number): Promise<RecordedEvent[]>
  /**
   * Optional: several whole streams in one read, each in version order (a stream with no events
   * maps to []). Restoring a read model's live streams (matching's open accounts) reads hundreds,
   * one round trip each without it; a store that leaves it out is read stream by stream.
   */
  readStreams?(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>>
  /** A page of the global log: events with position > fromPosition, in order, at most `limit`. */
  readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]>
  /** Catch-up from a position, then live; never skips an event committed after a later one. */
  subscribeAll(options: SubscribeAllOptions): Subscription
  /** The highest global position committed so far (0 when empty). */
  headPosition(): Promise<number>
  /**
   * Optional: how far a reader of the log must read to have seen every event of `kinds`
   * (`category/type`) at or below `head`, a position read from `headPosition`. Never more than
   * `head`; a store that knows no better answers `head` (or leaves this out). Lets a check that
   * reads one kind of fact wait for that kind, not for everything else written meanwhile.
   */
  lastOf?(kinds: readonly string[], head: number): Promise<number>
  close(): Promise<void>
}

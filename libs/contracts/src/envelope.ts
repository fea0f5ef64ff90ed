/**
 * The envelope every event and command travels in, on the bus and in the event store.
 * `id` is the idempotency key: a consumer that has seen an id once must not apply it again.
 */
export interface MessageMetadata {
  /** The id shared by every message caused by one user action. */
  correlationId: string
  /** The id of the message that directly caused this one (null for a user action). */
  causationId: string | null
  /** Who acted: a user id, `admin:<id>`, or `system:<service>`. */
  actor: string
  /** ISO-8601 instant from the injected clock. */
  at: string
}

/** An event before it is stored: what a decider returns once ids and metadata are stamped. */
export interface NewEvent<T extends string = string, D = unknown> {
  id: string
  type: T
  data: D
  metadata: MessageMetadata
}

/** An event as stored: positioned within its stream (`version`, from 1) and in the global log. */
export interface RecordedEvent<T extends string = string, D = unknown> extends NewEvent<T, D> {
  stream: string
  /** 1 for the first event of a stream. */
  version: number
  /** Strictly increasing across all streams, in commit order; gaps are allowed. */
  position: number
}

/** A request to one service to do something; answered by a Reply when sent with request(). */
export interface Command<T extends string = string, D = unknown> {
  id: string
  type: T
  data: D
  metadata: MessageMetadata
}

export type Reply<D = unknown> =
  | { correlationId: string; ok: true; data: D }
  | { correlationId: string; ok: false; error: { code: string; message: string; fields?: Record<string, string> } }

import type { MessageMetadata } from './envelope'

/** Web Crypto's UUID: the same call in Node 20 and in the browser, which imports contracts too. */
export const newId = (): string => globalThis.crypto.randomUUID()

/** Metadata for a message caused by another one: same correlation, causation = the cause's id. */
export function causedBy(cause: { id: string; metadata: MessageMetadata }, actor: string, at: string): MessageMetadata {
  return { correlationId: cause.metadata.correlationId, causationId: cause.id, actor, at }
}

/** Metadata for a message that starts a new chain (a user's HTTP request, a scheduler tick). */
export function originating(actor: string, at: string, correlationId: string = newId()): MessageMetadata {
  return { correlationId, causationId: null, actor, at }
}

/**
 * Who acts, when, and in which chain: what every event a command causes is stamped with. Any
 * MessageMetadata is one (so `causedBy` and `originating` build causes); without a correlation id
 * the command starts a new chain.
 */
export interface Cause {
  actor: string
  /** ISO-8601 instant from the injected clock. */
  at: string
  correlationId?: string
  causationId?: string | null
}

/** The metadata a cause stamps on the events it leads to. */
export function metadataOf(cause: Cause): MessageMetadata {
  if (!cause.correlationId) return originating(cause.actor, cause.at)
  return { correlationId: cause.correlationId, causationId: cause.causationId ?? null, actor: cause.actor, at: cause.at }
}

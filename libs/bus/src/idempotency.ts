import type { Delivery, Envelope } from './port'

/**
 * Remembers which message ids one consumer group has applied. `Tx` is the unit of work the
 * handler writes through (a PostgreSQL transaction), so "applied" and "marked" commit together.
 */
export interface ProcessedStore<Tx = void> {
  has(id: string, tx?: Tx): Promise<boolean>
  mark(id: string, tx?: Tx): Promise<void>
  /**
   * Runs `work` unless `id` was applied before, and marks it in the same unit of work: if
   * `work` throws, nothing is marked; two concurrent calls for one id run `work` once.
   * Resolves to whether `work` ran.
   */
  once(id: string, work: (tx: Tx) => Promise<void>): Promise<boolean>
}

/**
 * Wraps a handler so each message id is applied once however often the bus delivers it.
 * The handler's writes must go through `tx` for that to hold across crashes.
 */
export function idempotent<V extends Envelope = Envelope, Tx = void>(
  store: ProcessedStore<Tx>,
  handler: (message: Delivery<V>, tx: Tx) => Promise<void>,
): (message: Delivery<V>) => Promise<void> {
  return async (message) => {
    await store.once(message.value.id, (tx) => handler(message, tx))
  }
}

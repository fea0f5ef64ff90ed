import type { RecordedEvent } from '@arena/contracts'
import type { ChangeSignal } from './changeSignal'
import type { SubscribeAllOptions, Subscription } from './port'

/**
 * A page of the (filtered) global log: its events, and the position up to which the log was
 * looked through to find them. With a filter that is usually past the last event returned: a
 * full page ends at its last event, a short one at the head the read saw.
 */
export interface LogPage {
  events: RecordedEvent[]
  through: number
  /** The log may hold more right after `through`: read again without waiting (default: a full page). */
  more?: boolean
}

export interface CatchUpSource {
  /** Up to `limit` events after `fromPosition` that the subscription's filter passes, in order. */
  readPage(fromPosition: number, limit: number): Promise<LogPage>
  signal: ChangeSignal
  pageSize: number
  /** Re-read this often even without a signal, in case a wake-up was lost (undefined: never). */
  pollMs?: number
}

/**
 * Delivers the global log from a position by paging through readPage, then waits for a change
 * signal and pages again. Correct ordering rests on readPage alone (it never shows a position
 * while a lower one can still appear), so the signal only decides when to look, never what to skip.
 */
export function catchUpSubscription(source: CatchUpSource, options: SubscribeAllOptions): Subscription {
  const stop = new AbortController()
  const report = options.onError ?? rethrowUnhandled
  let position = options.fromPosition

  const run = (async () => {
    while (!stop.signal.aborted) {
      const seen = source.signal.generation
      const page = await source.readPage(position, source.pageSize)
      for (const event of page.events) {
        if (stop.signal.aborted) return
        await options.handler(event)
        position = event.position
      }
      if (stop.signal.aborted) return
      // What the filter skipped needs no second look: the next read starts after it.
      if (page.through > position) position = page.through
      options.onProgress?.(position)
      if (!(page.more ?? page.events.length >= source.pageSize)) await source.signal.wait(seen, source.pollMs, stop.signal)
    }
  })().catch(error => {
    if (!stop.signal.aborted) report(error)
  })

  return {
    async close() {
      stop.abort()
      await run
    },
  }
}

// A subscription nobody watches must not fail silently: surface it like any unhandled error.
function rethrowUnhandled(error: unknown): void {
  queueMicrotask(() => {
    throw error
  })
}

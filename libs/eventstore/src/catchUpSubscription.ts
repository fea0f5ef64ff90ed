import type { RecordedEvent } from '@arena/contracts'
import type { ChangeSignal } from './changeSignal'
import type { SubscribeAllOptions, Subscription } from './port'

export interface CatchUpSource {
  readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]>
  signal: ChangeSignal
  pageSize: number
  /** Re-read this often even without a signal, in case a wake-up was lost (undefined: never). */
  pollMs?: number
}

/**
 * Delivers the global log from a position by paging through readAll, then waits for a change
 * signal and pages again. Correct ordering rests on readAll alone (it never shows a position
 * while a lower one can still appear), so the signal only decides when to look, never what to skip.
 */
export function catchUpSubscription(source: CatchUpSource, options: SubscribeAllOptions): Subscription {
  const stop = new AbortController()
  const report = options.onError ?? rethrowUnhandled
  let position = options.fromPosition

  const run = (async () => {
    while (!stop.signal.aborted) {
      const seen = source.signal.generation
      const page = await source.readAll(position, source.pageSize)
      for (const event of page) {
        if (stop.signal.aborted) return
        await options.handler(event)
        position = event.position
      }
      if (page.length < source.pageSize) await source.signal.wait(seen, source.pollMs, stop.signal)
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

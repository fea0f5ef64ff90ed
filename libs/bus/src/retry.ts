/** Back-off between attempts at a message whose handler threw. */
export interface RetryPolicy {
  initialDelayMs: number
  maxDelayMs: number
}

export const defaultRetry: RetryPolicy = { initialDelayMs: 100, maxDelayMs: 5_000 }

export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, attempt - 1))
}

/**
 * Runs `attempt` until it succeeds (true) or `keepGoing` says stop (false). Retries forever on
 * purpose: skipping a message would break at-least-once and per-key order; a poison message
 * shows up through `onError` and consumer lag instead.
 */
export async function untilDone(
  attempt: () => Promise<void>,
  options: {
    policy: RetryPolicy
    keepGoing: () => boolean
    onError: (error: unknown, attempt: number) => void
    /** Waits between attempts; adapters pass one that wakes early when they stop. */
    pause: (ms: number) => Promise<void>
  },
): Promise<boolean> {
  for (let n = 1; options.keepGoing(); n++) {
    try {
      await attempt()
      return true
    } catch (error) {
      // A failure while stopping is expected (the handler was cut short): no retry, no report.
      if (!options.keepGoing()) return false
      options.onError(error, n)
      await options.pause(retryDelay(options.policy, n))
    }
  }
  return false
}

/** A sleep that ends early when `signal` aborts, so closing never waits out a back-off. */
export function pauseUnless(signal: AbortSignal): (ms: number) => Promise<void> {
  return (ms) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve()
      const done = () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      signal.addEventListener('abort', done)
    })
}

export interface BackoffPolicy {
  /** Ceiling of the first delay. */
  initialMs: number
  /** No delay exceeds this, however many attempts have failed. */
  maxMs: number
}

export const defaultBackoff: BackoffPolicy = { initialMs: 1000, maxMs: 60_000 }

/**
 * Delay before reconnect attempt `attempt` (0 = first retry): the ceiling doubles each attempt up
 * to `maxMs`, and the delay is half the ceiling plus a random half. The random half spreads out
 * clients that lost the same server at once; the fixed half keeps a flapping server from being
 * hammered, which matters because Binance bans IPs that open over 300 connections in 5 minutes.
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxMs, policy.initialMs * 2 ** Math.max(0, attempt))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

import type { Clock } from '@arena/service-kit'

/** At most `limit` hits per key in any window of `windowMs`, timed by the injected clock. */
export class SlidingWindowLimiter {
  readonly #hits = new Map<string, number[]>()

  constructor(private readonly options: { limit: number; windowMs: number; clock: Clock }) {}

  /** Seconds until the next hit is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(key: string): number {
    const recent = this.#recent(key)
    if (recent.length < this.options.limit) return 0
    return Math.max(1, Math.ceil((recent[0]! + this.options.windowMs - this.options.clock.now().getTime()) / 1000))
  }

  hit(key: string): void {
    this.#hits.set(key, [...this.#recent(key), this.options.clock.now().getTime()])
  }

  #recent(key: string): number[] {
    const since = this.options.clock.now().getTime() - this.options.windowMs
    const recent = (this.#hits.get(key) ?? []).filter(at => at > since)
    if (recent.length === 0) this.#hits.delete(key)
    else this.#hits.set(key, recent)
    return recent
  }
}

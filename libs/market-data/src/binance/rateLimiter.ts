/**
 * At most `max` events in any `windowMs`. Binance disconnects a client that sends more than 5
 * messages a second (pings, pongs and subscribe requests alike), so control messages wait here.
 */
export class RateLimiter {
  readonly #sent: number[] = []

  constructor(readonly max: number, readonly windowMs: number) {
    if (max < 1) throw new RangeError('max must be at least 1')
  }

  /** Milliseconds until one more event is allowed; 0 means now. */
  waitAt(now: number): number {
    this.#prune(now)
    if (this.#sent.length < this.max) return 0
    return this.#sent[0]! + this.windowMs - now
  }

  record(now: number): void {
    this.#prune(now)
    this.#sent.push(now)
  }

  #prune(now: number): void {
    while (this.#sent.length > 0 && this.#sent[0]! <= now - this.windowMs) this.#sent.shift()
  }
}

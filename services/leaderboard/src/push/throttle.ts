/**
 * At most one send per key per interval. A send that comes too soon is kept (the latest one
 * wins) and goes out at the next `drain` once the interval has passed, so the last value always
 * arrives. Time is passed in, so tests move a clock instead of sleeping. Keys are compared as Map
 * keys: an object (a player's book) is its own key, with no string to build.
 */
export class Throttle<K = unknown> {
  /** Last send per key, oldest first (a send moves its key to the end), while its interval runs. */
  readonly #last = new Map<K, number>()
  readonly #pending = new Map<K, () => void>()

  constructor(private readonly intervalMs: number) {}

  offer(key: K, nowMs: number, send: () => void): void {
    const last = this.#last.get(key)
    if (last !== undefined && nowMs - last < this.intervalMs) {
      this.#pending.set(key, send)
      return
    }
    this.#pending.delete(key)
    this.#last.delete(key)
    this.#last.set(key, nowMs)
    send()
  }

  /**
   * Sends what is held back for keys whose interval has passed. Keys are visited oldest send first
   * and the visit stops at the first one still inside its interval, so a drain costs the keys that
   * are due, not every key held (a tick holds back thousands). A key due with nothing held is
   * forgotten: its next offer goes out at once either way. Times only move forward (the clock).
   */
  drain(nowMs: number): void {
    for (const [key, last] of this.#last) {
      if (nowMs - last < this.intervalMs) return
      const send = this.#pending.get(key)
      if (send) this.offer(key, nowMs, send)
      else this.#last.delete(key)
    }
  }

  get pendingCount(): number {
    return this.#pending.size
  }

  /** Keys inside their interval (sent recently or holding a send). */
  get trackedCount(): number {
    return this.#last.size
  }
}

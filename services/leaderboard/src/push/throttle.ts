/**
 * At most one send per key per interval. A send that comes too soon is kept (the latest one
 * wins) and goes out at the next `drain` once the interval has passed, so the last value always
 * arrives. Time is passed in, so tests move a clock instead of sleeping.
 */
export class Throttle {
  readonly #last = new Map<string, number>()
  readonly #pending = new Map<string, () => void>()

  constructor(private readonly intervalMs: number) {}

  offer(key: string, nowMs: number, send: () => void): void {
    const last = this.#last.get(key)
    if (last !== undefined && nowMs - last < this.intervalMs) {
      this.#pending.set(key, send)
      return
    }
    this.#pending.delete(key)
    this.#last.set(key, nowMs)
    send()
  }

  drain(nowMs: number): void {
    for (const [key, send] of [...this.#pending]) this.offer(key, nowMs, send)
  }

  get pendingCount(): number {
    return this.#pending.size
  }
}

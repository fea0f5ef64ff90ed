/** Timers as a port, so tests fire them by hand instead of sleeping. */
export interface Timers {
  set(fn: () => void, ms: number): unknown
  clear(handle: unknown): void
}

export const systemTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: handle => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * At most one emit per `intervalMs`, leading and trailing: the first value goes out at once,
 * values inside the window replace each other, and the latest goes out when the window closes.
 * So a fast source is cut down without the last state ever being lost.
 */
export class Throttle<T> {
  #lastAt = Number.NEGATIVE_INFINITY
  #pending: { value: T } | undefined
  #timer: unknown

  constructor(
    private readonly intervalMs: number,
    private readonly emit: (value: T) => void,
    private readonly now: () => number,
    private readonly timers: Timers,
  ) {}

  offer(value: T): void {
    const wait = this.#lastAt + this.intervalMs - this.now()
    if (wait <= 0 && this.#timer === undefined) return this.#send(value)
    this.#pending = { value }
    this.#timer ??= this.timers.set(() => this.#flush(), Math.max(0, wait))
  }

  /** Drops what is pending: nobody follows the symbol any more. */
  cancel(): void {
    if (this.#timer !== undefined) this.timers.clear(this.#timer)
    this.#timer = undefined
    this.#pending = undefined
  }

  #flush(): void {
    this.#timer = undefined
    const pending = this.#pending
    this.#pending = undefined
    if (pending) this.#send(pending.value)
  }

  #send(value: T): void {
    this.#lastAt = this.now()
    this.emit(value)
  }
}

/** The timer functions the websocket client uses, injectable so tests can see or steer them. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  now(): number
}

export const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: handle => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
}

/** One named timer slot: arming it again replaces the previous timer. */
export class TimerSlot {
  #handle: unknown
  #armed = false

  constructor(private readonly timers: Timers) {}

  get armed(): boolean {
    return this.#armed
  }

  arm(ms: number, callback: () => void): void {
    this.cancel()
    this.#armed = true
    this.#handle = this.timers.setTimeout(() => {
      this.#armed = false
      callback()
    }, Math.max(0, ms))
  }

  cancel(): void {
    if (this.#armed) this.timers.clearTimeout(this.#handle)
    this.#armed = false
  }
}

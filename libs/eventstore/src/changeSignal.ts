/** When the signal may fire again, and how to wait for it: real timers unless a test injects its own. */
export interface WakeSchedule {
  /** At most one wake-up per this many ms; changes signalled in between share the next one (0: every change fires). */
  minIntervalMs: number
  now?: () => number
  setTimer?: (fire: () => void, ms: number) => void
}

/**
 * Wakes readers when the log may have grown. Waiters pass the generation they saw before they
 * read, so a change that lands between their read and their wait still wakes them at once.
 *
 * With a `minIntervalMs`, a burst of changes fires once at the start and once at the end of each
 * interval: every subscription of a PostgreSQL process reads the log once per wake-up, so under
 * hundreds of appends a second the reads (one query each, in every process) cost more than the
 * few milliseconds a reader waits. A change is never dropped, only joined to the next wake-up.
 */
export class ChangeSignal {
  #generation = 0
  #waiters = new Set<() => void>()
  #lastFired = Number.NEGATIVE_INFINITY
  #pending = false
  readonly #minIntervalMs: number
  readonly #now: () => number
  readonly #setTimer: (fire: () => void, ms: number) => void

  constructor(schedule: WakeSchedule = { minIntervalMs: 0 }) {
    this.#minIntervalMs = schedule.minIntervalMs
    this.#now = schedule.now ?? (() => performance.now())
    this.#setTimer = schedule.setTimer ?? ((fire, ms) => setTimeout(fire, ms).unref())
  }

  get generation(): number {
    return this.#generation
  }

  notify(): void {
    if (this.#pending) return
    const wait = this.#lastFired + this.#minIntervalMs - this.#now()
    if (wait <= 0) return this.#fire()
    this.#pending = true
    this.#setTimer(() => this.#fire(), wait)
  }

  #fire(): void {
    this.#pending = false
    this.#lastFired = this.#now()
    this.#generation++
    const waiters = [...this.#waiters]
    this.#waiters.clear()
    for (const wake of waiters) wake()
  }

  /** Resolves once a change after `seen` is signalled, `pollMs` elapse (if given), or `stop` aborts. */
  wait(seen: number, pollMs: number | undefined, stop: AbortSignal): Promise<void> {
    if (this.#generation !== seen || stop.aborted) return Promise.resolve()
    return new Promise(resolve => {
      const done = () => {
        clearTimeout(timer)
        stop.removeEventListener('abort', done)
        this.#waiters.delete(done)
        resolve()
      }
      const timer = pollMs === undefined ? undefined : setTimeout(done, pollMs)
      stop.addEventListener('abort', done)
      this.#waiters.add(done)
    })
  }
}

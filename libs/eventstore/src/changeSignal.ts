/**
 * Wakes readers when the log may have grown. Waiters pass the generation they saw before they
 * read, so a change that lands between their read and their wait still wakes them at once.
 */
export class ChangeSignal {
  #generation = 0
  #waiters = new Set<() => void>()

  get generation(): number {
    return this.#generation
  }

  notify(): void {
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

/**
 * Background work started from synchronous callbacks (feed listeners, projection changes),
 * tracked so tests and shutdown can wait for it instead of sleeping.
 */
export class InFlight {
  readonly #running = new Set<Promise<unknown>>()

  constructor(private readonly onError: (error: unknown) => void) {}

  add(work: Promise<unknown>): void {
    const tracked = work.catch(this.onError).finally(() => this.#running.delete(tracked))
    this.#running.add(tracked)
  }

  get busy(): boolean {
    return this.#running.size > 0
  }

  /** Resolves once nothing is running, including work started while waiting. */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running])
  }
}

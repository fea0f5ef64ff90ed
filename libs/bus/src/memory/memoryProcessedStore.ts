import type { ProcessedStore } from '../idempotency'

/** For the embedded profile and tests: applied ids live as long as the process. */
export class MemoryProcessedStore implements ProcessedStore<void> {
  readonly #done = new Set<string>()
  readonly #running = new Map<string, Promise<void>>()

  async has(id: string): Promise<boolean> {
    return this.#done.has(id)
  }

  async mark(id: string): Promise<void> {
    this.#done.add(id)
  }

  async once(id: string, work: () => Promise<void>): Promise<boolean> {
    // A duplicate arriving while the first copy runs waits for its outcome instead of racing it.
    for (let running = this.#running.get(id); running; running = this.#running.get(id)) {
      await running.catch(() => {})
    }
    if (this.#done.has(id)) return false
    const run = work().then(() => {
      this.#done.add(id)
    })
    this.#running.set(id, run)
    try {
      await run
      return true
    } finally {
      this.#running.delete(id)
    }
  }

  get size(): number {
    return this.#done.size
  }
}

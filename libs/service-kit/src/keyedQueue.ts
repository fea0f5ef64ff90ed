/**
 * Runs work one at a time per key, in arrival order. Writers in this process then never race
 * each other for a stream's version and retry in a storm; the store's version check still
 * guards against other processes.
 */
export class KeyedQueue {
  readonly #tails = new Map<string, Promise<unknown>>()

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve()
    const result = previous.then(work, work)
    const tail = result.catch(() => undefined)
    this.#tails.set(key, tail)
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key)
    })
    return result
  }
}

/**
 * Runs work one at a time per key, in arrival order. Commands on one account from this process
 * queue here instead of racing the store's version check and retrying in a storm; the check
 * still guards against other processes.
 */
export class KeyedQueue {
  #tails = new Map<string, Promise<unknown>>()

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

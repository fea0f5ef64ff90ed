/** Promises that resolve once a projection has applied a given global position. */
export class PositionWaiters {
  #position = 0
  #failure: unknown
  #waiting: { position: number; resolve: () => void; reject: (error: unknown) => void }[] = []

  get position(): number {
    return this.#position
  }

  waitFor(position: number): Promise<void> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure)
    if (position <= this.#position) return Promise.resolve()
    return new Promise((resolve, reject) => this.#waiting.push({ position, resolve, reject }))
  }

  reached(position: number): void {
    this.#position = Math.max(this.#position, position)
    const done = this.#waiting.filter(w => w.position <= this.#position)
    if (done.length === 0) return
    this.#waiting = this.#waiting.filter(w => w.position > this.#position)
    for (const w of done) w.resolve()
  }

  /** Wakes every waiter with the error: a stopped projection will never reach their position. */
  fail(error: unknown): void {
    this.#failure ??= error
    const waiting = this.#waiting
    this.#waiting = []
    for (const w of waiting) w.reject(error)
  }
}

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown }

interface Pending<Request, Result> {
  request: Request
  resolve(result: Result): void
  reject(error: unknown): void
}

export interface GroupCommitLimits<Request> {
  /** Most requests in one batch. */
  maxRequests: number
  /** Most total weight (e.g. events) in one batch; a single heavier request still goes alone. */
  maxWeight: number
  weight(request: Request): number
}

/**
 * Group commit: one batch in flight at a time; whatever arrives meanwhile waits and goes in the
 * next batch. An idle queue writes at once (no timer, no added latency), and under load each
 * transaction carries as many requests as arrived during the previous one, so the fixed cost of
 * a commit is shared and throughput grows with concurrency.
 */
export class GroupCommit<Request, Result> {
  #queue: Pending<Request, Result>[] = []
  #running: Promise<void> | undefined

  /** `writeBatch` returns one outcome per request, in order; if it throws, the whole batch fails. */
  constructor(
    private readonly writeBatch: (batch: Request[]) => Promise<Settled<Result>[]>,
    private readonly limits: GroupCommitLimits<Request>,
  ) {}

  submit(request: Request): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.#queue.push({ request, resolve, reject })
      this.#running ??= this.#drain()
    })
  }

  /** Resolves once everything submitted so far has been written or has failed. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) {
        const batch = this.#take()
        const outcomes = await this.writeBatch(batch.map(p => p.request)).catch((error: unknown) =>
          batch.map((): Settled<Result> => ({ ok: false, error })),
        )
        batch.forEach((pending, i) => {
          const outcome = outcomes[i] ?? { ok: false, error: new Error('batch writer returned no outcome') }
          if (outcome.ok) pending.resolve(outcome.value)
          else pending.reject(outcome.error)
        })
        // Callers that react to this batch's results submit again within this turn; wait for
        // them, or the first would go in a batch of its own and the rest queue behind it.
        await new Promise(setImmediate)
      }
    } finally {
      this.#running = undefined
    }
  }

  #take(): Pending<Request, Result>[] {
    let weight = 0
    let count = 0
    for (const pending of this.#queue) {
      const next = this.limits.weight(pending.request)
      if (count > 0 && (count >= this.limits.maxRequests || weight + next > this.limits.maxWeight)) break
      weight += next
      count++
    }
    return this.#queue.splice(0, count)
  }
}

import type { RecordedEvent } from '@arena/contracts'
import type { EventStore, Subscription } from '@arena/eventstore'
import type { Logger } from '@arena/service-kit'

export interface Projection {
  /** Global position of the last event applied. */
  readonly position: number
  apply(event: RecordedEvent): void
}

interface Waiter {
  position: number
  resolve: () => void
  reject: (error: unknown) => void
}

/**
 * Feeds a projection from the global log: catch-up from 0 at start, then live. Ready once it has
 * applied everything committed when it started; `caughtUpTo` lets a writer wait for its own
 * append, so the caller's next read sees it (read-your-writes).
 */
export class ProjectionRunner {
  #subscription: Subscription | undefined
  #ready = false
  #failure: unknown
  #waiters: Waiter[] = []
  #markReady!: () => void
  readonly #readyPromise = new Promise<void>(resolve => {
    this.#markReady = resolve
  })

  constructor(
    private readonly store: EventStore,
    private readonly projection: Projection,
    private readonly logger: Logger,
  ) {}

  get running(): boolean {
    return this.#subscription !== undefined
  }

  isReady(): boolean {
    return this.#ready
  }

  whenReady(): Promise<void> {
    return this.#readyPromise
  }

  async start(): Promise<void> {
    const head = await this.store.headPosition()
    if (head <= this.projection.position) this.#becomeReady()
    this.#subscription = this.store.subscribeAll({
      fromPosition: this.projection.position,
      handler: async event => {
        try {
          this.projection.apply(event)
        } catch (error) {
          // One malformed event must not take every contest's view down; it is loud in the log.
          this.logger.error({ err: error, stream: event.stream, version: event.version }, 'contest event skipped by the read model')
        }
        if (!this.#ready && this.projection.position >= head) this.#becomeReady()
        this.#release()
      },
      onError: error => {
        this.#failure = error
        this.logger.error({ err: error }, 'contest projection stopped')
        for (const waiter of this.#waiters.splice(0)) waiter.reject(error)
      },
    })
  }

  async stop(): Promise<void> {
    await this.#subscription?.close()
    this.#subscription = undefined
  }

  caughtUpTo(position: number): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure)
    if (!this.running || this.projection.position >= position) return Promise.resolve()
    return new Promise((resolve, reject) => this.#waiters.push({ position, resolve, reject }))
  }

  #becomeReady(): void {
    this.#ready = true
    this.#markReady()
  }

  #release(): void {
    const now = this.projection.position
    this.#waiters = this.#waiters.filter(waiter => {
      if (waiter.position > now) return true
      waiter.resolve()
      return false
    })
  }
}

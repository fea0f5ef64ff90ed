import type { EventStore, Subscription } from '@arena/eventstore'
import type { Logger } from '@arena/service-kit'
import type { TicketChange, TicketProjection } from './ticketProjection'

interface Waiter {
  position: number
  resolve: () => void
  reject: (error: unknown) => void
}

/**
 * Keeps a projection fed from the global log: catch-up from 0 at start, then live. Ready once
 * it has applied everything that was committed when it started; `caughtUpTo` lets a request
 * wait for its own append (read-your-writes).
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
    private readonly projection: TicketProjection,
    private readonly logger: Logger,
    /** Called for changes applied after catch-up only, so a restart does not replay old pushes. */
    private readonly onLiveChange: (change: TicketChange) => void,
  ) {}

  isReady(): boolean {
    return this.#ready
  }

  /** Resolves once catch-up is done; requests wait on it rather than read a half-built model. */
  whenReady(): Promise<void> {
    return this.#readyPromise
  }

  async start(): Promise<void> {
    const head = await this.store.headPosition()
    if (head === 0) this.#becomeReady()
    this.#subscription = this.store.subscribeAll({
      fromPosition: this.projection.position,
      handler: async event => {
        const change = this.projection.apply(event)
        if (change && this.#ready) this.#notify(change)
        if (!this.#ready && this.projection.position >= head) this.#becomeReady()
        this.#release()
      },
      onError: error => {
        this.#failure = error
        this.logger.error({ err: error }, 'support projection stopped')
        for (const waiter of this.#waiters.splice(0)) waiter.reject(error)
      },
    })
  }

  async stop(): Promise<void> {
    await this.#subscription?.close()
    this.#subscription = undefined
  }

  /** Resolves once the projection has applied the event at `position`. */
  caughtUpTo(position: number): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure)
    if (this.projection.position >= position) return Promise.resolve()
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

  #notify(change: TicketChange): void {
    try {
      this.onLiveChange(change)
    } catch (error) {
      // A failed push must not stop the read model; the client reloads its lists on reconnect.
      this.logger.warn({ err: error }, 'support push failed')
    }
  }
}

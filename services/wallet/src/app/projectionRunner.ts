import type { EventStore, Subscription } from '@arena/eventstore'
import type { Logger } from '@arena/service-kit'
import type { WalletBalances } from './walletBalances'

interface Waiter {
  position: number
  resolve: () => void
  reject: (error: unknown) => void
}

/**
 * Feeds the read model from the global log: catch-up from 0 at start, then live. Ready once it
 * has applied everything committed when it started; `caughtUpTo` lets a writer wait for its own
 * append, so the caller's next read sees it.
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
    private readonly view: WalletBalances,
    private readonly logger: Logger,
    /** Told about wallets changed after catch-up only, so a restart does not replay old pushes. */
    private readonly onLiveChange: (userId: string) => void,
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
    if (head <= this.view.position) this.#becomeReady()
    this.#subscription = this.store.subscribeAll({
      fromPosition: this.view.position,
      handler: async event => {
        let userId: string | undefined
        try {
          userId = this.view.apply(event)
        } catch (error) {
          // One malformed event must not take every wallet's view down; it is loud in the log.
          this.logger.error({ err: error, stream: event.stream, version: event.version }, 'wallet event skipped by the read model')
        }
        if (userId && this.#ready) this.#notify(userId)
        if (!this.#ready && this.view.position >= head) this.#becomeReady()
        this.#release()
      },
      onError: error => {
        this.#failure = error
        this.logger.error({ err: error }, 'wallet projection stopped')
        for (const waiter of this.#waiters.splice(0)) waiter.reject(error)
      },
    })
  }

  async stop(): Promise<void> {
    await this.#subscription?.close()
    this.#subscription = undefined
  }

  /** Resolves once the read model has applied the event at `position`. */
  caughtUpTo(position: number): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure)
    if (this.view.position >= position) return Promise.resolve()
    return new Promise((resolve, reject) => this.#waiters.push({ position, resolve, reject }))
  }

  #becomeReady(): void {
    this.#ready = true
    this.#markReady()
  }

  #release(): void {
    const now = this.view.position
    this.#waiters = this.#waiters.filter(waiter => {
      if (waiter.position > now) return true
      waiter.resolve()
      return false
    })
  }

  #notify(userId: string): void {
    try {
      this.onLiveChange(userId)
    } catch (error) {
      // A failed push must not stop the read model; the client polls its balance anyway.
      this.logger.warn({ err: error, userId }, 'wallet push failed')
    }
  }
}

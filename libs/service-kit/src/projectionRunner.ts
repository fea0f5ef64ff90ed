import type { RecordedEvent } from '@arena/contracts'
import type { EventFilter, EventStore, Subscription } from '@arena/eventstore'
import type { Logger } from 'pino'
import { FreshHead } from './freshHead'
import { ReadModelCheckpoints, type CheckpointAt, type Checkpointable, type CheckpointOptions } from './readModelCheckpoints'

export interface Projection<C> {
  readonly position: number
  apply(event: RecordedEvent): C | undefined
  /**
   * The events the projection reads (stream categories, single types); the store sends only
   * those, so a process does not decode the rest of the log for it. Everything when absent.
   * It must pass every event `apply` looks at: a missing category is a read model that never
   * hears of it.
   */
  readonly reads?: EventFilter
}

export interface ProjectionRunnerOptions {
  /** Names the projection in its log lines: one logger serves every module of a process. */
  name?: string
  /**
   * Log and skip an event the projection throws on, instead of stopping. For read models of many
   * independent entities (wallets, contests): one malformed event must not take every entity's
   * view down. The projection must still advance its position past the event it threw on.
   */
  skipFailedEvents?: boolean
  /**
   * Start from the read model's newest checkpoint and the log after it, and write checkpoints as
   * it moves on (the projection must be `Checkpointable`). Without: the log is folded from its start.
   */
  checkpoints?: CheckpointOptions
}

/** The runners following each store in this process, so a request can wait for all of them at once. */
const runnersOf = new WeakMap<EventStore, Set<ProjectionRunner<unknown>>>()

/**
 * Once every read model following `store` in this process (every running ProjectionRunner) has
 * applied the log up to `position`: a read after a write made through another process.
 */
export async function readModelsCaughtUpTo(store: EventStore, position: number): Promise<void> {
  await Promise.all([...(runnersOf.get(store) ?? [])].map(runner => runner.caughtUpTo(position)))
}

/** Whether every running read model following `store` has already applied `position` (no waiting needed). */
export function readModelsHaveApplied(store: EventStore, position: number): boolean {
  for (const runner of runnersOf.get(store) ?? []) if (!runner.hasApplied(position)) return false
  return true
}

interface Waiter {
  position: number
  resolve: () => void
  reject: (error: unknown) => void
}

/**
 * Keeps a projection fed from the global log: catch-up from its position, then live. Ready once
 * it has applied everything committed when it started; `caughtUpTo` lets a request wait for its
 * own append (read-your-writes). Changes reach `onChange` with `live` false during catch-up, so
 * a restart rebuilds state without replaying old pushes.
 */
export class ProjectionRunner<C> {
  #subscription: Subscription | undefined
  /** The log is looked through up to here: applied, or skipped by the projection's filter. */
  #seen = 0
  #ready = false
  #failure: unknown
  #waiters: Waiter[] = []
  #markReady!: () => void
  readonly #readyPromise = new Promise<void>(resolve => {
    this.#markReady = resolve
  })
  readonly #logPrefix: string
  readonly #heads: FreshHead
  readonly #checkpoints: ReadModelCheckpoints | undefined

  constructor(
    private readonly store: EventStore,
    private readonly projection: Projection<C>,
    private readonly logger: Logger,
    private readonly onChange: (change: C, live: boolean) => void,
    private readonly onReady: () => void = () => {},
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.#logPrefix = options.name ? `${options.name} ` : ''
    this.#heads = new FreshHead(store)
    if (options.checkpoints) {
      if (!isCheckpointable(projection)) throw new TypeError(`${options.checkpoints.name}: a read model with checkpoints must be Checkpointable`)
      this.#checkpoints = new ReadModelCheckpoints(options.checkpoints, projection, logger)
    }
  }

  /**
   * Subscribed (between `start` and `stop`). A writer may skip `caughtUpTo` when it is not: no
   * read model in this process will show its append, so waiting would never end.
   */
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
    let running = runnersOf.get(this.store)
    if (!running) runnersOf.set(this.store, (running = new Set()))
    running.add(this as ProjectionRunner<unknown>)
    const head = await this.store.headPosition()
    if (this.#checkpoints && this.projection.position === 0 && this.#seen === 0) await this.#checkpoints.restore(this.store, head)
    this.#seen = Math.max(this.#seen, this.projection.position)
    if (head <= this.#seen) this.#becomeReady()
    const advance = (position: number) => {
      this.#seen = Math.max(this.#seen, position)
      if (!this.#ready && this.#seen >= head) this.#becomeReady()
      this.#release()
    }
    this.#subscription = this.store.subscribeAll({
      fromPosition: this.#seen,
      filter: this.projection.reads,
      name: this.options.name,
      handler: async event => {
        const change = this.#apply(event)
        if (change !== undefined) this.#notify(change)
        advance(event.position)
      },
      onProgress: advance,
      onError: error => {
        this.#failure = error
        this.logger.error({ err: error }, `${this.#logPrefix}projection stopped`)
        for (const waiter of this.#waiters.splice(0)) waiter.reject(error)
      },
    })
  }

  async stop(): Promise<void> {
    runnersOf.get(this.store)?.delete(this as ProjectionRunner<unknown>)
    await this.#subscription?.close()
    this.#subscription = undefined
    // A read model that failed may hold a state no fold would give: write nothing of it.
    if (this.#checkpoints && this.#ready && !this.#failure) await this.#checkpoints.close(() => this.#standing())
  }

  /**
   * Once everything committed before the call is applied (or skipped by the filter): a read that
   * must see writes made through any process. Callers arriving together share one head query.
   */
  async caughtUpToHead(): Promise<void> {
    await this.caughtUpTo(await this.#heads.read())
  }

  /**
   * As `caughtUpToHead`, for a read of events of `kinds` (`category/type`) only: where the store
   * knows the last of them is below the head, this waits for that, not for everything written
   * since (matching's break check waits for breaks, not for the other players' fills).
   */
  async caughtUpToHeadOf(kinds: readonly string[]): Promise<void> {
    const head = await this.#heads.read()
    await this.caughtUpTo(this.store.lastOf ? await this.store.lastOf(kinds, head) : head)
  }

  hasApplied(position: number): boolean {
    return Math.max(this.#seen, this.projection.position) >= position
  }

  caughtUpTo(position: number): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure)
    if (Math.max(this.#seen, this.projection.position) >= position) return Promise.resolve()
    return new Promise((resolve, reject) => this.#waiters.push({ position, resolve, reject }))
  }

  #apply(event: RecordedEvent): C | undefined {
    if (!this.options.skipFailedEvents) return this.projection.apply(event)
    try {
      return this.projection.apply(event)
    } catch (error) {
      this.logger.error({ err: error, stream: event.stream, version: event.version }, `${this.#logPrefix || 'projection '}event skipped by the read model`)
      return undefined
    }
  }

  /** What a checkpoint taken now stands for: the read model's state is that of the log up to `seen`. */
  #standing(): CheckpointAt {
    const applied = this.projection.position
    return { applied, seen: Math.max(this.#seen, applied) }
  }

  #becomeReady(): void {
    this.#ready = true
    this.#markReady()
    this.#checkpoints?.keep(() => (this.#failure ? { applied: 0, seen: 0 } : this.#standing()))
    this.#safely(() => this.onReady(), `${this.#logPrefix}on-ready work failed`)
  }

  #release(): void {
    const now = this.#seen
    this.#waiters = this.#waiters.filter(waiter => {
      if (waiter.position > now) return true
      waiter.resolve()
      return false
    })
  }

  #notify(change: C): void {
    this.#safely(() => this.onChange(change, this.#ready), `${this.#logPrefix}projection change handler failed`)
  }

  #safely(work: () => void, message: string): void {
    try {
      work()
    } catch (error) {
      // A failed push or reaction must not stop the read model; reactions are swept again at start.
      this.logger.warn({ err: error }, message)
    }
  }
}

function isCheckpointable(projection: object): projection is Checkpointable {
  const candidate = projection as Partial<Checkpointable>
  return typeof candidate.foldVersion === 'string' && typeof candidate.checkpoint === 'function' && typeof candidate.restore === 'function'
}

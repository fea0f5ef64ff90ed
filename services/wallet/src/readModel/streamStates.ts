import { CategoryProjection, type Checkpointable } from '@arena/service-kit'
import { checked, StreamStatesCheckpoint, WALLET_REVIEWS_FOLD_VERSION } from './reviewCheckpoints'

/**
 * The state of every stream of one category, each folded by the stream's own evolve (the decider's),
 * keyed by the id its events carry: the review queues read these.
 */
export class StreamStates<E, S> extends CategoryProjection<E> implements Checkpointable {
  readonly #states = new Map<string, NonNullable<S>>()
  readonly foldVersion = WALLET_REVIEWS_FOLD_VERSION

  constructor(
    category: string,
    types: ReadonlySet<string>,
    private readonly keyOf: (event: E) => string,
    private readonly evolve: (state: S | null, event: E) => S | null,
  ) {
    super(category, types)
  }

  protected applyOwn(event: E): void {
    const key = this.keyOf(event)
    const next = this.evolve(this.#states.get(key) ?? null, event)
    if (next) this.#states.set(key, next as NonNullable<S>)
  }

  /** Every state by its key, written as it is: the states of these views are plain JSON. */
  checkpoint(): unknown {
    return [...this.#states]
  }

  /** Takes up a checkpoint written at `position`, on a view that has applied nothing. */
  async restore(json: unknown, position: number): Promise<void> {
    if (this.position !== 0 || this.#states.size > 0) throw new Error('a checkpoint is restored into a view that has applied nothing')
    for (const [key, state] of checked(StreamStatesCheckpoint, 'states', json)) this.#states.set(key, state as NonNullable<S>)
    this.resumeAt(position)
  }

  protected stateOf(key: string): NonNullable<S> | undefined {
    return this.#states.get(key)
  }

  protected all(): NonNullable<S>[] {
    return [...this.#states.values()]
  }
}

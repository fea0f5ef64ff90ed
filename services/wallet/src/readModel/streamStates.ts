import { CategoryProjection } from '@arena/service-kit'

/**
 * The state of every stream of one category, each folded by the stream's own evolve (the decider's),
 * keyed by the id its events carry: the review queues read these.
 */
export class StreamStates<E, S> extends CategoryProjection<E> {
  readonly #states = new Map<string, NonNullable<S>>()

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

  protected stateOf(key: string): NonNullable<S> | undefined {
    return this.#states.get(key)
  }

  protected all(): NonNullable<S>[] {
    return [...this.#states.values()]
  }
}

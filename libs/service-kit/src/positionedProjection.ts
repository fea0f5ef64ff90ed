import { categoryOf, type RecordedEvent } from '@arena/contracts'
import type { Projection } from './projectionRunner'

/**
 * A read model folded from the global log that remembers the last position it applied, so a
 * replayed or repeated event is ignored; events it has no use for only move it on.
 */
export abstract class PositionedProjection<C> implements Projection<C> {
  #position = 0

  get position(): number {
    return this.#position
  }

  apply(event: RecordedEvent): C | undefined {
    if (event.position <= this.#position) return undefined
    this.#position = event.position
    return this.applyNew(event)
  }

  protected abstract applyNew(event: RecordedEvent): C | undefined
}

/**
 * A read model of one stream category: only that category's events of the given types reach
 * `applyOwn`, typed as the category's events; the rest only move the position on.
 */
export abstract class CategoryProjection<E, C = void> extends PositionedProjection<C> {
  constructor(
    private readonly category: string,
    private readonly types: ReadonlySet<string>,
  ) {
    super()
  }

  protected applyNew(event: RecordedEvent): C | undefined {
    if (categoryOf(event.stream) !== this.category || !this.types.has(event.type)) return undefined
    return this.applyOwn(event as unknown as E, event)
  }

  protected abstract applyOwn(event: E, recorded: RecordedEvent): C | undefined
}

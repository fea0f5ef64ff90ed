import { categoryOf, type RecordedEvent } from '@arena/contracts'
import type { EventFilter } from '@arena/eventstore'
import { PositionedProjection } from './positionedProjection'

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
    this.reads = { categories: [category] }
  }

  readonly reads: EventFilter

  protected applyNew(event: RecordedEvent): C | undefined {
    if (categoryOf(event.stream) !== this.category || !this.types.has(event.type)) return undefined
    return this.applyOwn(event as unknown as E, event)
  }

  protected abstract applyOwn(event: E, recorded: RecordedEvent): C | undefined
}

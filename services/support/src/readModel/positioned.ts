import type { RecordedEvent } from '@arena/contracts'

/**
 * A read model folded from the global log that remembers the last position it applied, so a
 * replayed or repeated event is ignored; events it has no use for only move it on.
 */
export abstract class PositionedProjection<C> {
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

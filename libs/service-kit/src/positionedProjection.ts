import type { RecordedEvent } from '@arena/contracts'
import type { Projection } from './projectionRunner'

/**
 * A read model that remembers the last global position it applied, so a replayed or repeated
 * event changes nothing: `apply` passes over anything at or before it and hands the rest, in
 * order, to `applyNew`. Events of streams the read model ignores still move the position on.
 */
export abstract class PositionedProjection<Change> implements Projection<Change> {
  #position = 0

  get position(): number {
    return this.#position
  }

  apply(event: RecordedEvent): Change | undefined {
    if (event.position <= this.#position) return undefined
    this.#position = event.position
    return this.applyNew(event)
  }

  /** Takes up from a checkpoint made at `position`: what the read model restored holds everything up to it. */
  protected resumeAt(position: number): void {
    this.#position = position
  }

  /** Folds an event past the last one applied; what changed, or undefined for nothing. */
  protected abstract applyNew(event: RecordedEvent): Change | undefined
}

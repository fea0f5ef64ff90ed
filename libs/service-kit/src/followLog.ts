import type { ModuleContext } from './module'
import { ProjectionRunner, type Projection, type ProjectionRunnerOptions } from './projectionRunner'

export interface FollowLogHandlers<C> {
  /** A change from an event applied live: never during catch-up, so a restart replays no pushes or reactions. */
  live?(change: C): void
  /** Once the read model has applied everything committed when it started. */
  ready?(): void
}

/** A module's read model fed from the module's store: catch-up, then live, with named handlers. */
export function followLog<C>(ctx: Pick<ModuleContext, 'store' | 'logger'>, projection: Projection<C>, on: FollowLogHandlers<C>, options?: ProjectionRunnerOptions): ProjectionRunner<C> {
  const onChange = (change: C, live: boolean) => {
    if (live) on.live?.(change)
  }
  return new ProjectionRunner<C>(ctx.store, projection, ctx.logger, onChange, () => on.ready?.(), options)
}

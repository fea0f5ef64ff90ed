import { ProjectionRunner, type ModuleContext, type ProjectionRunnerOptions } from '@arena/service-kit'
import type { PositionedProjection } from '@arena/service-kit'

/** What a module built on one read model answers to the platform. */
export interface ProjectionLifecycle {
  start(): Promise<void>
  stop(): Promise<void>
  isReady(): boolean
  /** Resolves once the read model has applied the event at `position` (e.g. another instance's write). */
  caughtUpTo(position: number): Promise<void>
}

/**
 * A read model kept by the projection runner that pushes its changes only once live: a restart
 * rebuilds it without pushing old changes again. Pushing from the projection rather than the
 * request means every gateway instance reaches its own sockets, whichever instance took the write.
 * With `checkpoints`, a start restores the newest checkpoint and folds the log after it only.
 */
export function liveProjection<C>(ctx: ModuleContext, projection: PositionedProjection<C>, push: (change: C) => void, options: ProjectionRunnerOptions & { name: string }) {
  const runner = new ProjectionRunner<C>(
    ctx.store,
    projection,
    ctx.logger,
    (change, live) => {
      if (live) push(change)
    },
    undefined,
    options,
  )
  const lifecycle: ProjectionLifecycle = {
    start: () => runner.start(),
    stop: () => runner.stop(),
    isReady: () => runner.isReady(),
    caughtUpTo: position => runner.caughtUpTo(position),
  }
  return { runner, lifecycle }
}

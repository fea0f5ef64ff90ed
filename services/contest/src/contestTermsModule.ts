import { checkpointsIn, ProjectionRunner, type ModuleContext, type ServiceModule } from '@arena/service-kit'
import { ContestTermsView, type ContestTermsFact } from './readModel/contestTerms'

/**
 * The contest's terms, published to other modules as a port (matching's `ContestTerms`): they
 * read the contest's own view of its events instead of folding those events themselves
 * (docs/adr/0028). A module of its own, so a process keeps it where its readers are (matching's
 * worker, every edge) without the contest's whole read side.
 */
export interface ContestTermsModule extends ServiceModule {
  get(contestId: string): ContestTermsFact | undefined
  all(): Iterable<ContestTermsFact>
  /** Per contest stream, the version of its last join, end or cancellation the view has seen. */
  accountCauses(): Iterable<[stream: string, version: number]>
  /** Once the view has applied the log up to `position`. */
  caughtUpTo(position: number): Promise<void>
  /** Once the view has applied everything committed before the call. */
  caughtUpToHead(): Promise<void>
  whenReady(): Promise<void>
  /** Each contest whose terms changed, as applied (`live` false while catching up at start). */
  onChange(listener: (contest: ContestTermsFact, live: boolean) => void): void
}

export function createContestTermsModule(ctx: ModuleContext): ContestTermsModule {
  const view = new ContestTermsView()
  const listeners: ((contest: ContestTermsFact, live: boolean) => void)[] = []
  const runner = new ProjectionRunner<ContestTermsFact>(ctx.store, view, ctx.logger, (contest, live) => {
    for (const listener of listeners) listener(contest, live)
  }, undefined, { name: 'contest-terms', checkpoints: checkpointsIn(ctx, 'contest-terms') })
  return {
    name: 'contest-terms',
    start: () => runner.start(),
    stop: () => runner.stop(),
    isReady: () => runner.isReady(),
    get: contestId => view.get(contestId),
    all: () => view.all(),
    accountCauses: () => view.accountCauses(),
    caughtUpTo: position => runner.caughtUpTo(position),
    caughtUpToHead: () => runner.caughtUpToHead(),
    whenReady: () => runner.whenReady(),
    onChange: listener => void listeners.push(listener),
  }
}

import multipart from '@fastify/multipart'
import type { PlayMode } from '@arena/domain'
import { join } from 'node:path'
import { checkpointsIn, ProjectionRunner, type ModuleContext, type ServiceModule } from '@arena/service-kit'
import { ContestAdmin } from './administering/contestAdmin'
import { LogoStore } from './administering/logoStore'
import { adminRoutes } from './administering/routes'
import { bannerRoutes } from './banners/routes'
import { ContestCommands } from './adapters/contestCommands'
import { Evidence } from './evidence/sealEvidence'
import { evidenceRoutes } from './evidence/routes'
import { JoinContest } from './participating/joinContest'
import { participateRoutes } from './participating/routes'
import type { AccountHistories, FairPlayCheck, MarketPrices, PlayerFacts, RankingSource, WalletCommands } from './ports'
import { END_GRACE_MS } from './scheduling/endingPrices'
import { replayRoutes } from './replaying/routes'
import { Scheduler } from './scheduling/scheduler'
import { ContestsView } from './readModel/contestsView'
import { SettledContests } from './readModel/settledContests'
import { CodeAttempts } from './inviting/codeAttempts'
import { PrivateContests } from './inviting/privateContests'
import { privateRoutes } from './inviting/routes'
import { viewRoutes } from './viewing/routes'

export interface ContestModuleOptions {
  wallet: WalletCommands
  players: PlayerFacts
  ranking: RankingSource
  /** Last market prices: the scheduler records each pair's on ContestEnded, so final standings survive a restart. */
  prices: MarketPrices
  /** How long past its end a contest waits for a price of every pair before ending without (default 5 minutes). */
  endGraceMs?: number
  /** Run `tick()` every this many ms from start (default 1000); null leaves ticking to the caller (tests). */
  tickIntervalMs?: number | null
  /** Fair-play flags: a flagged winner's prize is held for review instead of paid (default: none). */
  fairPlay?: FairPlayCheck
  /** PLAY_MODE (default `paid`): `free` refuses contests with an entry fee, at creation and at joining. */
  playMode?: PlayMode
  /** The players' account histories (matching's): what a finished contest's replay and evidence merge with its stream. */
  accounts: AccountHistories
}

export interface ContestModule extends ServiceModule {
  /** Moves contests along by the injected clock and pushes what changed; see Scheduler. */
  tick(): Promise<void>
  /** Resolves once the open seat payments a tick or the start began re-driving have ended. */
  redrivesEnded(): Promise<void>
  view: ContestsView
  commands: ContestCommands
  join: JoinContest
  /** Resolves once the read model has applied the event at `position`. */
  caughtUpTo(position: number): Promise<void>
}

/** Where contest logos live under the data folder. */
export const logoDir = (dataDir: string): string => join(dataDir, 'uploads', 'contestLogo')
/** Where dashboard banners live under the data folder (served from /bunner/). */
export const bannerDir = (dataDir: string): string => join(dataDir, 'uploads', 'bunner')

/** Contests: admin setup, the participation saga, the scheduler with settlement, and the read side. */
export function createContestModule(ctx: ModuleContext, options: ContestModuleOptions): ContestModule {
  const { store, clock, logger, guards, push } = ctx
  const view = new ContestsView()
  // No change callback: the scheduler drains the view's changes and pushes them itself.
  // Every process folding the contests starts from the shared checkpoint and the log after it (docs/adr/0035).
  const runner = new ProjectionRunner<void>(store, view, logger, () => {}, undefined, { name: 'contest', skipFailedEvents: true, checkpoints: checkpointsIn(ctx, 'contests') })
  // A read model this process does not run (not started, or stopped) will never show the append.
  const caughtUpTo = (position: number): Promise<void> => (runner.running ? runner.caughtUpTo(position) : Promise.resolve())
  const commands = new ContestCommands(store, clock, caughtUpTo)
  const playMode = options.playMode ?? 'paid'
  const base = { commands, wallet: options.wallet, clock, logger }
  const join = new JoinContest({ ...base, players: options.players, playMode })
  const logos = new LogoStore(logoDir(ctx.dataDir))
  const admin = new ContestAdmin({ ...base, logos, view, playMode })
  const attempts = new CodeAttempts(clock)
  const privateContests = new PrivateContests({ commands, view, clock, attempts, playMode })
  const evidence = new Evidence(store, options.accounts)
  const settled = new SettledContests(store)
  const scheduler = new Scheduler({ ...base, evidence, fairPlay: options.fairPlay, ranking: options.ranking, prices: options.prices, endGraceMs: options.endGraceMs ?? END_GRACE_MS, view, join, push })
  let timer: NodeJS.Timeout | undefined
  let ticking: Promise<void> | undefined
  const tick = (): Promise<void> => {
    // A slow tick is not overlapped by the next one; callers share the one running.
    ticking ??= scheduler.tick().finally(() => (ticking = undefined))
    return ticking
  }
  return {
    name: 'contest',
    view,
    commands,
    join,
    tick,
    redrivesEnded: () => scheduler.redrivesEnded(),
    routes: async app => {
      await app.register(async scoped => {
        await scoped.register(multipart, { throwFileSizeLimit: false })
        scoped.addHook('onRequest', async () => runner.whenReady())
        viewRoutes(scoped, { guards, view, ranking: options.ranking, settled, logos, clock, playMode })
        participateRoutes(scoped, { guards, join, commands, view, clock, attempts })
        adminRoutes(scoped, { guards, admin, commands, view, clock })
        privateRoutes(scoped, { guards, privateContests, view })
        bannerRoutes(scoped, { guards, banners: new LogoStore(bannerDir(ctx.dataDir)) })
        replayRoutes(scoped, { guards, view, store, settled, accounts: options.accounts })
        evidenceRoutes(scoped, { guards, view, evidence })
      })
    },
    async start() {
      await runner.start()
      await runner.whenReady()
      // Pushes are for what happens from now on, not for the history just replayed.
      view.drain()
    },
    // Background work, so one contest worker does it, not every process that serves contest
    // calls (docs/adr/0004-process-roles.md): two schedulers would both end, settle and pay.
    async startWorkers() {
      // Started, not awaited: with the wallet out of reach each would wait out its timeout.
      scheduler.redrive(true)
      const every = options.tickIntervalMs === undefined ? 1000 : options.tickIntervalMs
      if (every !== null) {
        timer = setInterval(() => void tick().catch(error => logger.error({ err: error }, 'contest tick failed')), every)
      }
    },
    async stop() {
      clearInterval(timer)
      await ticking
      await scheduler.redrivesEnded()
      await runner.stop()
    },
    isReady: () => runner.isReady(),
    caughtUpTo,
  }
}

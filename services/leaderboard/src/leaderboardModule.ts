import type { MarketFeed } from '@arena/market-data'
import { holdShare, type Bus, type KeyShare } from '@arena/bus'
import { checkpointsIn, followLog, type ModuleContext, type ServiceModule } from '@arena/service-kit'
import { BoardWriter } from './readModel/boardWriter'
import { LivePush } from './push/livePush'
import { PriceWatch } from './adapters/priceWatch'
import { Decimal } from './domain/portfolio'
import { leaderboardRoutes } from './viewingLeaderboard/routes'
import type { ContestFact, ContestResults, ContestTerms, LeaderboardStore, NameLookup } from './ports'
import { PortfolioProjection } from './readModel/portfolioProjection'
import { ProvisionalPrizes } from './readModel/prizes'
import { SettledBoards } from './readModel/settledBoards'
import { eventRoute, streams, topics, type RankingSource, type Standing } from '@arena/contracts'
import { standingsOf } from './readModel/standings'

export interface LeaderboardOptions {
  /** Pass the process's one SharedFeed, so each symbol is one upstream subscription. */
  feed: MarketFeed
  store: LeaderboardStore
  /** Settled contests' results: settled values, and boards once the projection let them go (the contest's `contestResultsIn`). */
  results: ContestResults
  /** The contests' terms, ends and settlements (the contest's `createContestTermsModule`), started before this module. */
  contests: ContestTerms
  /** Display names (identity's); without one a row names the user id. */
  names?: NameLookup
  /** Pushes per user and per contest are held to one per this many ms (default 1000). */
  pushIntervalMs?: number
  /** Sends held-back pushes on a timer (default true); tests drive them with ticks and a clock. */
  pushTimer?: boolean
  /**
   * Writes the board to `store` (default true). False where another process writes a shared
   * store: this one still folds, values, answers and pushes, reading the board it does not write.
   */
  writesBoard?: boolean
  /**
   * Given in the leaderboard's workers: they are replicas, each writing the rows of its share of
   * the accounts, as the group `leaderboard.boards` splits `arena.account.events` (docs/adr/0033).
   * Without it this process writes every row.
   */
  share?: { bus: Pick<Bus, 'subscribe'> }
  /**
   * Forget a contest once settled (default true): the read model and its checkpoint hold the
   * contests not yet settled, and a settled one's screens are read from the contest's results
   * (`SettledBoards`). False keeps every contest, as before (tests compare the two).
   */
  forgetSettled?: boolean
}

/** The group whose split of the accounts says which leaderboard worker writes whose rows. */
export const boardsGroup = 'leaderboard.boards'

export interface LeaderboardModule extends ServiceModule, RankingSource {
  caughtUpTo(position: number): Promise<void>
  /** Resolves once everything committed so far is applied, written to the store and pushed. */
  idle(): Promise<void>
  /** Sends the pushes held back by the throttle whose second has passed (what the timer does). */
  drainPushes(): Promise<void>
  readonly projection: PortfolioProjection
}

/**
 * The leaderboard projection: fills and ticks to per-contest sorted sets. At start it folds
 * matching's account events from its checkpoint on, applies every contest's terms as the contest's
 * view has them (the sweep), then rewrites every board from that (the rebuild), then follows
 * events, terms and prices live, writing only the players a change touched.
 */
export function createLeaderboardModule(ctx: ModuleContext, options: LeaderboardOptions): LeaderboardModule {
  const projection = new PortfolioProjection({ forgetSettled: options.forgetSettled ?? true, isSettled: contestId => options.contests.get(contestId)?.settled ?? false })
  const writer = new BoardWriter(options.store, projection, options.writesBoard ?? true)
  const fail = (error: unknown) => ctx.logger.warn({ err: error }, 'leaderboard update failed')
  const now = () => ctx.clock.now().getTime()
  const prizes = new ProvisionalPrizes(options.store, projection, now)
  const terms = options.contests
  const boards = { projection, store: options.store, prizes, settled: new SettledBoards(options.results), terms }
  const live = new LivePush(ctx.push, boards, options.pushIntervalMs ?? 1000, options.names, fail)
  let serving = false
  let scheduled = false
  let chain: Promise<void> = Promise.resolve()
  let timer: ReturnType<typeof setInterval> | undefined
  let share: KeyShare | undefined

  const flush = async () => {
    scheduled = false
    const { moved, boards } = await writer.flush()
    const at = now()
    for (const player of moved) live.portfolio(player, at)
    for (const contestId of boards) live.board(contestId, at)
    live.drain(at)
  }
  const schedule = () => {
    if (!serving || scheduled) return
    scheduled = true
    chain = chain.then(flush).catch(fail)
  }
  const prices = new PriceWatch(options.feed, (symbol, price) => {
    projection.setPrice(symbol, new Decimal(price), now())
    schedule()
  })
  const watch = () => prices.sync(projection.watchedSymbols())

  // A settled contest's values are its recorded results, read once from the contest's record.
  // Contests held (forgetSettled off) whose results were applied, or are being read.
  const settledHere = new Set<string>()
  const settle = async (contestId: string) => {
    if (settledHere.has(contestId) || !projection.contests.has(contestId)) return
    settledHere.add(contestId)
    let applied = false
    try {
      const recorded = await options.results.resultsOf(contestId)
      if (recorded) applied = projection.settle(contestId, recorded.results)
    } finally {
      // Let go once forgotten; read again on the next change if the read failed.
      if (!applied || !projection.contests.has(contestId)) settledHere.delete(contestId)
    }
  }
  // Settled contests this fold passed over without a book: a writer that missed their end (down, or
  // without a checkpoint from before it) writes their final boards from the recorded results.
  const writeUnheld = async () => {
    const due = [...projection.settledUnheld]
    projection.settledUnheld.clear()
    if (!(options.writesBoard ?? true)) return
    for (const contestId of due) {
      const recorded = await options.results.resultsOf(contestId)
      if (recorded) projection.finalBoards.addResults(recorded)
    }
  }
  let swept = false
  /** Every contest's terms as the view has them once both sides are ready: what the view told while this fold caught up. */
  const sweep = async () => {
    await terms.whenReady()
    swept = true
    const settled: string[] = []
    for (const fact of terms.all()) {
      projection.applyTerms(fact)
      if (fact.settled && projection.contests.has(fact.contestId)) settled.push(fact.contestId)
    }
    for (const contestId of settled) await settle(contestId)
    await writeUnheld()
  }
  const applyLive = (fact: ContestFact) => {
    if (projection.applyTerms(fact) || fact.state !== 'scheduled') schedule()
    if (fact.settled && projection.contests.has(fact.contestId) && !settledHere.has(fact.contestId)) {
      chain = chain.then(() => settle(fact.contestId)).then(schedule).catch(fail)
    }
    if (projection.settledUnheld.size > 0) chain = chain.then(writeUnheld).then(schedule).catch(fail)
    watch()
  }
  terms.onChange(fact => {
    if (swept) applyLive(fact)
  })

  const runner = followLog(ctx, projection, {
    live: () => {
      watch()
      schedule()
    },
    ready: () => {
      chain = chain.then(sweep).then(() => {
        watch()
        for (const [symbol, price] of prices.current()) projection.setPrice(symbol, new Decimal(price), now())
        return writer.rebuild()
      }).then(() => {
        serving = true
        schedule()
      }).catch(fail)
    },
  }, {
    name: 'leaderboard',
    // Every process folding the leaderboard starts from the shared checkpoint and the log after it (docs/adr/0035).
    checkpoints: checkpointsIn(ctx, 'leaderboard'),
  })

  /** This fold and the terms caught up with the store, and every change they started written. */
  const caughtUp = () => Promise.all([runner.caughtUpToHead(), terms.caughtUpToHead()])
  const idle = async () => {
    await caughtUp()
    for (let current = chain; ; current = chain) {
      await current
      if (current === chain && !scheduled) break
    }
    await live.idle()
  }

  return {
    name: 'leaderboard',
    projection,
    routes: async app => {
      await app.register(async scoped => {
        scoped.addHook('onRequest', async () => {
          await runner.whenReady()
          await terms.whenReady()
          await chain
        })
        leaderboardRoutes(scoped, ctx.guards, { ...boards, names: options.names, catchUp: async () => void (await caughtUp(), await chain) })
      })
    },
    async start() {
      if (options.share) {
        // A share taken over from a replica that left or died is written whole at once.
        const onChange = (held: KeyShare) => {
          share = held
          if (serving) chain = chain.then(() => writer.rebuild()).catch(fail)
        }
        writer.writeOnly(player => share?.owns(eventRoute(streams.account(player.contestId, player.userId)).key) ?? false)
        await holdShare({ bus: options.share.bus, group: boardsGroup, topic: topics.events('account'), onChange })
      }
      // The fold starts once the terms are there, so it builds no book for a contest already settled.
      await terms.whenReady()
      await runner.start()
      if (options.pushTimer ?? true) {
        timer = setInterval(() => live.drain(now()), options.pushIntervalMs ?? 1000)
        timer.unref()
      }
    },
    async stop() {
      if (timer) clearInterval(timer)
      prices.stop()
      await share?.close()
      await runner.stop()
      await chain
      await live.idle()
    },
    isReady: () => runner.isReady() && serving,
    caughtUpTo: position => runner.caughtUpTo(position),
    idle,
    async drainPushes() {
      live.drain(now())
      await live.idle()
    },
    async standings(contestId: string): Promise<Standing[]> {
      await idle()
      return standingsOf(projection, contestId)
    },
  }
}

import type { MarketFeed } from '@arena/market-data'
import { PlayerJoined, eventRoute, streams, topics, type OrderDto } from '@arena/contracts'
import type { ModuleContext, Principal, ServiceModule } from '@arena/service-kit'
import { consumeEvents, handledVersionName, holdShare, type Bus, type CheckpointStore, type KeyShare, type Subscription } from '@arena/bus'
import type { AccountState } from './domain/account'
import { AccountCommands } from './adapters/accountCommands'
import type { BreakOf, ContestTerms, MatchingDeps } from './ports'
import { checkpointsIn, followLog, InFlight } from '@arena/service-kit'
import { cancelOrderRoute } from './cancellingOrder/routes'
import { Matcher } from './filling/matcher'
import { accountRoutes } from './viewingAccount/routes'
import { stampArrival } from './adapters/arrival'
import { pushOrderChange } from './push/livePush'
import { performanceRoutes } from './viewingPerformance/routes'
import { accountCauses, accountsGroup, fillsGroup, pendingReactions, reactionsTo, reactionsToContest, reactionsToTerms } from './openingAccount/reactions'
import { placeOrder, type PlaceOrderBody } from './placingOrder/placeOrder'
import { placeOrderRoute } from './placingOrder/routes'
import { MatchingProjection } from './readModel/matchingProjection'
import { SettledAccounts } from './readModel/settledAccounts'

export interface MatchingOptions {
  /** Market prices and trades; pass one SharedFeed to every module so each symbol is one upstream stream. */
  feed: MarketFeed
  /**
   * A time-out or self-exclusion in force (the wallet's, docs/adr/0017): refuses new orders. It
   * must count every break committed before the order arrived, whichever process took it: the
   * wallet's `breakInForce`, which reads its own view of its BreakTaken events.
   */
  breakOf: BreakOf
  /**
   * The contests' terms (window, pairs, fund, whether over), from the contest service's own view
   * of its events (`createContestTermsModule`): matching folds none of them itself (docs/adr/0028).
   * The caller starts and stops it, before and after this module.
   */
  contests: ContestTerms
  /**
   * Where the contest service's events come from for opening and freezing accounts: the relay's
   * topics on the bus (Kafka in the cluster, in-process when embedded), read by the workers in
   * the `matching.accounts` group, with the versions handled per contest stream (docs/adr/0028).
   */
  events: { bus: Pick<Bus, 'subscribe'>; versions: CheckpointStore }
}

export interface MatchingModule extends ServiceModule {
  /** Resolves once the read model has applied the event at `position`. */
  caughtUpTo(position: number): Promise<void>
  /** Resolves once fills and account reactions already started have been written and read back. */
  idle(): Promise<void>
  /** Places an order for `principal` exactly as POST /api/order-add does (the demo traders' way in). */
  placeOrder(principal: Principal, body: PlaceOrderBody): Promise<OrderDto>
  /** A player's contest account as the decider folds it; undefined until it opens. */
  account(contestId: string, userId: string): AccountState | undefined
}

/** Orders, contest accounts and fills from market trades: routes, the read model and the matcher. */
export function createMatchingModule(ctx: ModuleContext, options: MatchingOptions): MatchingModule {
  const projection = new MatchingProjection()
  const reactions = new InFlight(error => ctx.logger.warn({ err: error }, 'account reaction failed'))
  // Set when this process serves the order routes. Where it does not (the matching worker), a fill
  // nearly always follows orders an edge wrote since this process last saw the account.
  let takesOrders = false
  // Each command waits until the read model shows its append (read-your-writes).
  const commands = new AccountCommands(ctx.store, {
    afterAppend: position => runner.caughtUpTo(position),
    readsFirst: command => command.type === 'ApplyTrade' && !takesOrders,
    // The read model follows every account's events: one it has seen move past the cached fold
    // (a fill written by the worker) is read before deciding, not after a failed append.
    knownVersion: stream => projection.accounts.versionOf(stream),
  })
  const contests = options.contests
  const matcher = new Matcher(options.feed, projection, contests, commands, ctx.clock, ctx.logger)
  const deps: MatchingDeps = { projection, contests, settled: new SettledAccounts(ctx.store), commands, feed: options.feed, clock: ctx.clock, breakOf: options.breakOf }

  // Matching workers are replicas: each fills, and freezes late, only the accounts of its share
  // of `arena.account.events` in the group `matching.fills` (docs/adr/0033).
  let share: KeyShare | undefined
  const owns = (contestId: string, userId: string) => share?.owns(eventRoute(streams.account(contestId, userId)).key) ?? false
  matcher.fillOnly(owns)
  const react = (commandsToRun: ReturnType<typeof pendingReactions>) => {
    const at = ctx.clock.now().toISOString()
    for (const command of commandsToRun) {
      if (owns(command.contestId, command.userId)) reactions.add(commands.execute(command, { actor: 'system:matching', at }))
    }
  }
  // Fills and account reactions are background work: only where startWorkers ran (the matching
  // worker, or the one process of the embedded profile), never in every process that serves
  // orders, or each would fill the same order (docs/adr/0004-process-roles.md).
  let working = false
  // Both read sides must be there: the accounts (`ready` below) and the contests' terms.
  const startWorking = () =>
    void contests.whenReady().then(() => {
      matcher.sync()
      matcher.catchUp()
      react(pendingReactions(projection, contests))
    })
  contests.onChange((contest, live) => {
    if (!live || !working) return
    matcher.sync()
    // The terms may learn of an end after the accounts opened: those freeze too (a no-op once frozen).
    react(reactionsToTerms(contest, projection))
  })
  const runner = followLog(ctx, projection, {
    live: change => {
      if (change.kind === 'order') pushOrderChange(ctx.push, change)
      if (!working) return
      react(reactionsTo(change, projection, contests))
    },
    ready: () => {
      if (working) startWorking()
    },
  }, {
    name: 'matching',
    // Every process folding matching's read model starts from the shared checkpoint and the log after it.
    checkpoints: checkpointsIn(ctx, 'matching'),
  })
  // Joins, ends and cancellations arrive from the bus one contest at a time, in the contest's
  // order; each command is awaited (and read back) before the next event, so an end freezes
  // every account its joins opened.
  let consumer: Promise<Subscription> | undefined
  const consumeContestEvents = () =>
    consumeEvents({
      bus: options.events.bus,
      group: accountsGroup,
      categories: ['contest'],
      events: accountCauses,
      versions: options.events.versions,
      handler: async event => {
        await runner.whenReady()
        await contests.whenReady()
        if (!PlayerJoined.is(event)) await runner.caughtUpToHead()
        const cause = { actor: 'system:matching', at: ctx.clock.now().toISOString() }
        for (const command of reactionsToContest(event, projection)) await commands.execute(command, cause)
      },
      onError: (error, delivery, attempt) => ctx.logger.warn({ err: error, partition: delivery.partition, offset: delivery.offset, attempt }, 'account reaction to a contest event failed; retrying'),
    })
  // Contest events the read model has seen, handled by this group (in whichever process): `idle` waits for them.
  const handled = new Map<string, number>()
  const contestEventsHandled = async () => {
    for (const [stream, version] of contests.accountCauses()) {
      if ((handled.get(stream) ?? 0) >= version) continue
      while ((await options.events.versions.load(handledVersionName(accountsGroup, stream))) < version) await new Promise(resolve => setTimeout(resolve, 5))
      handled.set(stream, version)
    }
  }

  return {
    name: 'matching',
    routes: async app => {
      takesOrders = true
      await app.register(async scoped => {
        scoped.addHook('onRequest', async request => {
          stampArrival(request, ctx.clock)
          await runner.whenReady()
          await contests.whenReady()
        })
        placeOrderRoute(scoped, ctx.guards, deps)
        cancelOrderRoute(scoped, ctx.guards, deps)
        accountRoutes(scoped, ctx.guards, deps)
        performanceRoutes(scoped, ctx.guards, deps)
      })
    },
    start: () => runner.start(),
    async startWorkers() {
      working = true
      // A share taken over from a replica that left or died: trades it may have missed, and freezes it left undone.
      // Each share (the first one too) starts the work on it once the read model is ready; `ready` starts it otherwise.
      const onChange = (held: KeyShare) => {
        share = held
        if (runner.isReady()) startWorking()
      }
      await holdShare({ bus: options.events.bus, group: fillsGroup, topic: topics.events('account'), onChange })
      consumer = consumeContestEvents()
      await consumer
    },
    async stop() {
      await (await consumer?.catch(() => undefined))?.close()
      await share?.close()
      await matcher.stop()
      await reactions.idle()
      await runner.stop()
    },
    isReady: () => runner.isReady(),
    caughtUpTo: position => runner.caughtUpTo(position),
    placeOrder: (principal, body) => placeOrder(deps, principal, body, deps.clock.now().toISOString()),
    account: (contestId, userId) => projection.accounts.account(contestId, userId)?.state,
    async idle() {
      // Applying events can start work (a join opens an account, an end freezes them) that
      // appends more events: wait until a pass finds nothing new.
      for (;;) {
        await matcher.idle()
        await reactions.idle()
        const head = await ctx.store.headPosition()
        await runner.caughtUpTo(head)
        await contests.caughtUpTo(head)
        if (consumer) await contestEventsHandled()
        if (!matcher.busy && !reactions.busy && head === (await ctx.store.headPosition())) return
      }
    },
  }
}

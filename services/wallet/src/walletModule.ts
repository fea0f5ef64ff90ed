import type { Bus, CheckpointStore, Subscription } from '@arena/bus'
import { MemorySnapshotStore } from '@arena/eventstore/memory'
import type { WithdrawalTdsPolicy } from './domain/commands'
import { DEFAULT_TDS_POLICY, Decimal, isDecimalString, type PlayMode } from '@arena/domain'
import { checkpointsIn, ProjectionRunner, type ModuleContext, type ServiceModule } from '@arena/service-kit'
import { serveWalletCommands } from './adapters/busCommands'
import { WalletCommands } from './adapters/walletCommands'
import { walletSnapshots } from './adapters/walletSnapshots'
import { noKycYet, noPanYet, noPlayerDirectory, type KycStatusLookup, type PanLookup, type PaymentAccounts, type PayoutEligibility, type PlayerDirectory } from './ports'
import { WalletBalances } from './readModel/walletBalances'
import { userStatePush } from './push/userState'
import { walletHandlers, type WalletHandlers } from './adapters/walletHandlers'
import { depositRoutes } from './depositing/routes'
import { withdrawalRoutes } from './withdrawing/routes'
import { auditRoutes } from './auditing/routes'
import type { WalletRouteDeps } from './adapters/routeDeps'
import { viewWalletRoutes } from './viewingWallet/routes'
import { responsiblePlayRoutes } from './limitingPlay/routes'
import { taxRoutes } from './payingTax/routes'
import { webhookRoute } from './receivingPayments/routes'
import { checkWalletLimits, defaultWalletLimits, type WalletLimits } from './domain/limits'
import { runRegistrationBonuses, type BonusAmounts } from './payingBonuses/registrationBonuses'
import { PayoutHolds } from './readModel/payoutHolds'
import { noDeclarationCheck, PayoutReview, withPayoutReview, type DeclarationCheck } from './reviewingPayouts/payoutReview'
import { payoutReviewRoutes } from './reviewingPayouts/routes'
import { PrizeHolds } from './readModel/prizeHolds'
import { creditReleased, PrizeReview, withPrizeReview } from './reviewingPrizes/prizeReview'
import { prizeReviewRoutes } from './reviewingPrizes/routes'
import { RULE133_POLICY } from './domain/rule133'
import { TaxYearEnd } from './payingTax/taxYearEnd'
import { ORPHANED_POOL_GRACE_MS, OrphanedPools, type ContestLookup } from './sponsoring/orphanedPools'
import { SponsorAccounts } from './sponsoring/sponsorAccounts'
import { SponsorBooks } from './readModel/sponsorBooks'
import { breakKinds, PlayerBreaks, type BreakInForce } from './readModel/playerBreaks'
import { sponsorRoutes } from './sponsoring/routes'

/** The history calls the web reads, named once with their routes. */
export { historyCalls } from './viewingWallet/routes'

export interface WalletModuleOptions {
  payoutEligibility: PayoutEligibility
  /** Shared with the payment provider; signs its webhook bodies. */
  webhookSecret: string
  /** Who the payment webhook may credit (identity's `accountStatus`). */
  accounts: PaymentAccounts
  /** Caps, minimum withdrawal and the two-admin threshold (default: `defaultWalletLimits`). */
  limits?: Partial<WalletLimits>
  /** When given, the worker serves other services' wallet commands from `topics.commands('wallet')`. */
  bus?: Bus
  /**
   * The TDS policy new withdrawals are recorded with (default: libs/domain's gross-up,
   * `section194BA-30-of-130`, also named `gross-up`); `rule133`: 30% of the net winnings.
   */
  tdsPolicy?: WithdrawalTdsPolicy | 'gross-up'
  /** GST inside each deposit's face value ("0.28"); default 0: the whole deposit is credited. */
  depositGstRate?: string
  /** Registration bonus (on UserRegistered) and referral bonus (on the referee's KycCompleted); needs `bus`. */
  bonuses?: BonusAmounts
  /** The bonus saga's handled versions per user and KYC stream (default: in memory). */
  handledVersions?: CheckpointStore
  /** The PAN a user gave in KYC, for the admin TDS report (identity's `panOf`); none known without it. */
  panLookup?: PanLookup
  /** Identity's KYC completion, carried by the per-user push; 'pending' for everyone without it. */
  kycStatus?: KycStatusLookup
  /** KYC against the player's declaration (identity's `declarationCheck`): a disagreement holds the withdrawal. */
  declarationCheck?: DeclarationCheck
  /** Identity's name, mobile, KYC and bank account facts for the admin deposit and withdrawal queues. */
  players?: PlayerDirectory
  /** PLAY_MODE: `free` refuses deposits (player, admin, webhook) and entry fees (default `paid`). */
  playMode?: PlayMode
  /** Whether a contest exists (the contest service's): without it, reservations whose contest was never created are not swept. */
  contests?: ContestLookup
  /** How long a sponsor reservation waits for its contest before it is returned (default 15 minutes, injected clock). */
  orphanedPoolGraceMs?: number
  /** Run `tick()` (orphaned sponsor pools, the automatic Rule 133 year-end) every this many ms from startWorkers (default 1000); null leaves it to the caller (tests). */
  tickIntervalMs?: number | null
  /** A wallet stream is snapshotted each time it grows by this many events (default 100), in `ctx.snapshots`. */
  snapshotEvery?: number
  /**
   * Whether a command returns only once this process's read model shows it (default true), so the
   * player's next read here sees it. A worker serves no reads: its commands come from other
   * processes over the bus, whose own read models this wait does nothing for.
   */
  readYourWrites?: boolean
}

/** `gross-up` is the spec's formula, recorded under libs/domain's name for it. */
function withdrawalPolicy(policy: WalletModuleOptions['tdsPolicy']): WithdrawalTdsPolicy | undefined {
  return policy === 'gross-up' ? DEFAULT_TDS_POLICY : policy
}

function depositGstRate(rate: string | undefined): string | undefined {
  if (rate === undefined) return undefined
  if (!isDecimalString(rate) || rate.startsWith('-') || new Decimal(rate).greaterThan(1)) throw new Error(`wallet: depositGstRate must be a decimal from 0 to 1, got ${rate}`)
  return new Decimal(rate).isZero() ? undefined : new Decimal(rate).toString()
}

export interface WalletModule extends ServiceModule {
  /** The use cases, for callers in the same process (`wallet.handlers.debitEntryFee(cmd)`). */
  handlers: WalletHandlers
  view: WalletBalances
  /**
   * The player's break in force now, if any (docs/adr/0017): what the order path checks. It counts
   * every break committed before the call, through any process: from the wallet's own view of its
   * BreakTaken events where this process keeps the wallet's read models, else from the stream.
   */
  breakInForce(userId: string): Promise<BreakInForce | null>
  /** Resolves once the read model has applied the event at `position`. */
  caughtUpTo(position: number): Promise<void>
  /** Sends the user the per-user event now (identity calls it when their KYC changes). */
  pushUserState(userId: string): void
  /**
   * The wallet's background work by the injected clock: returns sponsor reservations whose contest
   * was never created, and under TDS_POLICY=rule133 closes an ended financial year for every player.
   */
  tick(): Promise<void>
}

/** Three wallets per user as an event-sourced ledger: routes, read model and bus commands. */
export function createWalletModule(ctx: ModuleContext, options: WalletModuleOptions): WalletModule {
  if (options.webhookSecret.length < 16) throw new Error('wallet: webhookSecret must be at least 16 characters')
  const limits = checkWalletLimits({ ...defaultWalletLimits, ...options.limits })
  const view = new WalletBalances(limits.twoAdminAbove)
  const kycStatus = options.kycStatus ?? noKycYet
  const pushUserState = userStatePush(ctx.push, view, kycStatus)
  // Every process folding a view starts from its shared checkpoint and the log after it (docs/adr/0035).
  const checkpoints = (name: string) => checkpointsIn(ctx, name)
  const projection = new ProjectionRunner<string>(
    ctx.store,
    view,
    ctx.logger,
    // Live changes only: a restart must not push old balances again.
    (userId, live) => {
      if (live && userId) pushUserState(userId)
    },
    undefined,
    { name: 'wallet', skipFailedEvents: true, checkpoints: checkpoints('wallet') },
  )
  // Read-your-writes: a command returns once the read model shows it, when the model is running.
  const playMode = options.playMode ?? 'paid'
  // Without a durable snapshot store (tests over a memory event store) snapshots live as long as the process.
  const snapshots = walletSnapshots(ctx.snapshots ?? new MemorySnapshotStore(), ctx.logger, options.snapshotEvery)
  const readYourWrites = options.readYourWrites ?? true
  const runner = new WalletCommands(ctx.store, { limits, playMode, snapshots, afterAppend: position => (readYourWrites && projection.running ? projection.caughtUpTo(position) : Promise.resolve()) })
  const holds = new PayoutHolds()
  const holdsProjection = new ProjectionRunner<void>(ctx.store, holds, ctx.logger, () => {}, undefined, { name: 'wallet-holds', skipFailedEvents: true, checkpoints: checkpoints('wallet-payout-holds') })
  const review = new PayoutReview(ctx.store, options.declarationCheck ?? noDeclarationCheck, position => (holdsProjection.running ? holdsProjection.caughtUpTo(position) : Promise.resolve()))
  const prizeHolds = new PrizeHolds()
  const prizeHoldsProjection = new ProjectionRunner<void>(ctx.store, prizeHolds, ctx.logger, () => {}, undefined, { name: 'wallet-prize-holds', skipFailedEvents: true, checkpoints: checkpoints('wallet-prize-holds') })
  const prizeReview = new PrizeReview(ctx.store, position => (prizeHoldsProjection.running ? prizeHoldsProjection.caughtUpTo(position) : Promise.resolve()))
  const books = new SponsorBooks()
  const booksProjection = new ProjectionRunner<void>(ctx.store, books, ctx.logger, () => {}, undefined, { name: 'wallet-sponsors', skipFailedEvents: true, checkpoints: checkpoints('wallet-sponsors') })
  const sponsors = new SponsorAccounts(ctx.store, position => (booksProjection.running ? booksProjection.caughtUpTo(position) : Promise.resolve()))
  const breaks = new PlayerBreaks()
  const breaksProjection = new ProjectionRunner<void>(ctx.store, breaks, ctx.logger, () => {}, undefined, { name: 'wallet-breaks', checkpoints: checkpoints('wallet-breaks') })
  const plain = walletHandlers(runner, options.payoutEligibility, sponsors)
  const base = withPrizeReview(withPayoutReview(plain, review), prizeReview)
  const tdsPolicy = withdrawalPolicy(options.tdsPolicy)
  const gstRate = depositGstRate(options.depositGstRate)
  const handlers: WalletHandlers = {
    ...base,
    requestWithdrawal: (c, cause) => base.requestWithdrawal({ ...(tdsPolicy ? { tdsPolicy } : {}), ...c }, cause),
    requestDeposit: (c, cause) => base.requestDeposit({ ...(gstRate ? { gstRate } : {}), ...c }, cause),
  }
  const deps: WalletRouteDeps = {
    handlers, view, clock: ctx.clock, guards: ctx.guards, webhookSecret: options.webhookSecret, accounts: options.accounts, store: ctx.store,
    players: options.players ?? noPlayerDirectory,
    catchUp: async () => projection.caughtUpTo(await ctx.store.headPosition()),
    holdOf: withdrawalId => holds.of(withdrawalId),
    tdsPolicy: tdsPolicy ?? DEFAULT_TDS_POLICY,
    depositGstRate: gstRate ?? '0',
    panLookup: options.panLookup ?? noPanYet,
    limits,
    playMode,
  }
  const orphanedPools = options.contests
    ? new OrphanedPools({ books, accounts: sponsors, contests: options.contests, clock: ctx.clock, logger: ctx.logger, graceMs: options.orphanedPoolGraceMs ?? ORPHANED_POOL_GRACE_MS })
    : undefined
  const players = async () => {
    await projection.caughtUpTo(await ctx.store.headPosition())
    return view.userIds()
  }
  // Under gross-up every withdrawal is taxed in full when it is made: there is no year-end step.
  const taxYearEnd = tdsPolicy === RULE133_POLICY ? new TaxYearEnd({ handlers, players, clock: ctx.clock, logger: ctx.logger, pendingWithdrawals: () => view.withdrawals('pending') }) : undefined
  let ticking: Promise<void> | undefined
  const tick = (): Promise<void> => {
    // A slow tick is not overlapped by the next one; callers share the one running.
    ticking ??= (async () => {
      await booksProjection.caughtUpTo(await ctx.store.headPosition())
      await orphanedPools?.sweep()
      await taxYearEnd?.tick()
    })().finally(() => (ticking = undefined))
    return ticking
  }
  const breakInForce = async (userId: string): Promise<BreakInForce | null> => {
    // Where the wallet keeps no read models (a worker of another module), the stream says.
    if (!breaksProjection.running) return handlers.breakOf(userId, ctx.clock.now().toISOString())
    // Every break committed before the call counts, whichever process took it: the view waits for
    // the last one the store knows of, not for everything else written meanwhile.
    await breaksProjection.caughtUpToHeadOf(breakKinds)
    return breaks.at(userId, ctx.clock.now().toISOString())
  }
  let timer: NodeJS.Timeout | undefined
  let busSubscription: Subscription | undefined
  let bonusSubscription: Subscription | undefined
  return {
    name: 'wallet',
    handlers,
    view,
    breakInForce,
    routes: async app => {
      await app.register(async scoped => {
        scoped.addHook('onRequest', async () => projection.whenReady())
        viewWalletRoutes(scoped, deps)
        depositRoutes(scoped, deps)
        withdrawalRoutes(scoped, deps)
        responsiblePlayRoutes(scoped, deps)
        taxRoutes(scoped, deps)
        payoutReviewRoutes(scoped, { review, holds, wallet: deps })
        prizeReviewRoutes(scoped, { review: prizeReview, holds: prizeHolds, wallet: deps, catchUp: async () => prizeHoldsProjection.caughtUpTo(await ctx.store.headPosition()) })
        sponsorRoutes(scoped, { accounts: sponsors, books, guards: ctx.guards, clock: ctx.clock, catchUp: async () => booksProjection.caughtUpTo(await ctx.store.headPosition()) })
        auditRoutes(scoped, { store: ctx.store, guards: ctx.guards, pans: options.panLookup ?? noPanYet })
        await webhookRoute(scoped, deps)
      })
    },
    async start() {
      await projection.start()
      await holdsProjection.start()
      await prizeHoldsProjection.start()
      await booksProjection.start()
      await breaksProjection.start()
    },
    async startWorkers() {
      await prizeHoldsProjection.caughtUpTo(await ctx.store.headPosition())
      // A release whose credit a crash cut off is finished here (the credit is a no-op once applied).
      for (const hold of prizeHolds.list('released')) await creditReleased(plain, hold, { actor: 'system:wallet' })
      // Other services' wallet commands are the wallet worker's to serve: served from every process,
      // the edge took a share of them beside its HTTP work, and each process joining or leaving
      // the group paused every partition while it rebalanced (issue 16's join wave).
      // Both groups are joined at once: a join is mostly waiting for the broker's rebalance, and
      // one after the other they were a second of the worker's start.
      const [commands, bonuses] = await Promise.allSettled([
        options.bus ? serveWalletCommands(options.bus, handlers) : undefined,
        options.bus && options.bonuses
          ? runRegistrationBonuses({ bus: options.bus, handlers, amounts: options.bonuses, versions: options.handledVersions, onError: (error, attempt) => ctx.logger.warn({ err: error, attempt }, 'crediting a sign-up bonus failed; retrying') })
          : undefined,
      ])
      // Kept before a failure is thrown, so stop() closes whichever did join.
      if (commands.status === 'fulfilled') busSubscription = commands.value
      if (bonuses.status === 'fulfilled') bonusSubscription = bonuses.value
      for (const joined of [commands, bonuses]) if (joined.status === 'rejected') throw joined.reason
      const every = options.tickIntervalMs === undefined ? 1000 : options.tickIntervalMs
      if (every !== null) timer = setInterval(() => void tick().catch(error => ctx.logger.error({ err: error }, 'wallet tick failed; retried on the next one')), every)
    },
    async stop() {
      clearInterval(timer)
      await ticking?.catch(() => {})
      await bonusSubscription?.close()
      await busSubscription?.close()
      await breaksProjection.stop()
      await booksProjection.stop()
      await prizeHoldsProjection.stop()
      await holdsProjection.stop()
      await projection.stop()
      // Snapshots still being written finish before the store they go to closes.
      await snapshots.flush()
    },
    isReady: () => projection.isReady() && holdsProjection.isReady() && prizeHoldsProjection.isReady() && booksProjection.isReady() && breaksProjection.isReady(),
    caughtUpTo: position => projection.caughtUpTo(position),
    pushUserState,
    tick,
  }
}

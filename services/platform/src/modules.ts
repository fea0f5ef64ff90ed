import { Redis } from 'ioredis'
import { MemoryCheckpointStore } from '@arena/bus'
import type { EventStore } from '@arena/eventstore'
import type { ModuleContext, ServiceModule } from '@arena/service-kit'
import { SharedFeed } from '@arena/market-data'
import { bankNamesIn, createIdentityModule, createOtpSender, type IdentityModule } from '@arena/identity'
import { createWalletModule, handleWalletCommand, walletRequestsIn, type WalletModule } from '@arena/wallet'
import { createNotificationsModule, createSupportModule, type NoticeFacts } from '@arena/support'
import { contestNamesIn, contestResultsIn, createContestModule, createContestTermsModule, fairPlayOverBus, walletInProcess, walletOverBus, type ContestModule } from '@arena/contest'
import { accountHistoriesIn, createMatchingModule, type MatchingModule } from '@arena/matching'
import { asksIdentity, identityViewsHere, readModelsHere, workersHere, writesBoard } from './roles'
import { createLeaderboardModule, MemoryLeaderboardStore, RedisLeaderboardStore, type LeaderboardModule, type LeaderboardStore } from '@arena/leaderboard'
import type { PlatformConfig } from './config'
import { demoTraders } from './demo/demoTraders'
import type { Infrastructure } from './infrastructure'
import type { Secrets } from './secrets'

export interface Modules {
  identity: IdentityModule
  wallet: WalletModule
  contest: ContestModule
  matching: MatchingModule
  leaderboard: LeaderboardModule
  /** In start order: read models other modules depend on come first. */
  all: ServiceModule[]
  close(): Promise<void>
}

/** What the modules use of the opened engines; tests pass in-memory ones without PostgreSQL. */
export type ModuleInfrastructure = Pick<Infrastructure, 'bus' | 'feed' | 'health'> & Partial<Pick<Infrastructure, 'checkpoints'>>

export interface ModuleOptions {
  /**
   * False leaves the contest scheduler and the leaderboard's held-back pushes to the caller
   * (`contest.tick()`, `leaderboard.drainPushes()`): a test that moves a ManualClock must not
   * race a timer that reads the clock on its own.
   */
  timers?: boolean
}

/** Bonus amounts are the operator's to set; the spec names the bonuses but not their size. */
const bonuses = (config: PlatformConfig) => ({ registration: config.REGISTRATION_BONUS, referral: config.REFERRAL_BONUS })

/** When sign-ups from one address are a pattern (FAIR_PLAY_*); loopback is ignored unless the list says otherwise. */
const fairPlayRules = (config: PlatformConfig) => ({
  signupsPerIp: config.FAIR_PLAY_SIGNUPS_PER_IP,
  signupWindowMs: config.FAIR_PLAY_SIGNUP_WINDOW_MINUTES * 60_000,
  ignoredIps: config.FAIR_PLAY_IGNORED_IPS.split(',').map(ip => ip.trim()).filter(ip => ip !== ''),
})

/** The wallet's money limits from the environment (the module checks them again at start). */
const walletLimits = (config: PlatformConfig) => ({
  maxDeposit: config.WALLET_MAX_DEPOSIT,
  maxWithdrawal: config.WALLET_MAX_WITHDRAWAL,
  minWithdrawal: config.WALLET_MIN_WITHDRAWAL,
  maxBalance: config.WALLET_MAX_BALANCE,
  twoAdminAbove: config.WALLET_TWO_ADMIN_ABOVE,
})

/**
 * Builds every service module over one context. Modules meet only through ports: the contest
 * pays through the wallet's command contract (in-process in the embedded profile, over the bus
 * in the cluster), asks identity for age and state, and asks the leaderboard for standings.
 */
export async function createModules(ctx: ModuleContext, infrastructure: ModuleInfrastructure, secrets: Secrets, config: PlatformConfig, options: ModuleOptions = {}): Promise<Modules> {
  const timers = options.timers ?? true
  const { bus } = infrastructure
  const feed = new SharedFeed(infrastructure.feed)
  // Identity and the wallet read each other's read side (profile wallets, KYC in the per-user
  // push); the wallet is built with identity's ports, so identity reaches it through a late reference.
  const late: { wallet?: WalletModule; contest?: ContestModule } = {}
  // A module's read-model checkpoints are written by its own worker alone (docs/adr/0035).
  const own = (module: string): ModuleContext => ({ ...ctx, writesCheckpoints: workersHere(config, module) })
  const identity = createIdentityModule(own('identity'), {
    secret: secrets.identity,
    publicUrl: config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`,
    limits: { perIpPerHour: config.OTP_PER_IP_PER_HOUR, perIpAndAddressPerHour: config.OTP_PER_IP_AND_ADDRESS_PER_HOUR },
    // Throws naming the missing settings when OTP_DELIVERY=provider is half-configured: start-up stops.
    sender: createOtpSender(config, { dataDir: ctx.dataDir, logger: ctx.logger, clock: ctx.clock }),
    profileExtras: async userId => ({ ...late.wallet?.view.profileFields(userId) }),
    onKycChange: userId => late.wallet?.pushUserState(userId),
    fairPlay: fairPlayRules(config),
    bus,
    // Breaks are few: their handled versions are kept with the other consumers' (PostgreSQL in the cluster).
    handledVersions: infrastructure.checkpoints,
    breakOf: async userId => (late.wallet ? late.wallet.handlers.breakOf(userId, ctx.clock.now().toISOString()) : null),
    keeps: identityViewsHere(config),
  })
  const wallet = createWalletModule(own('wallet'), {
    payoutEligibility: identity.payoutEligibility,
    webhookSecret: secrets.paymentWebhook,
    bus,
    bonuses: bonuses(config),
    // In memory, as the notification worker's (ADR 0029): a sign-up wave would otherwise write a
    // version per new user, and a bonus met again after a restart is refused by its derived id.
    handledVersions: new MemoryCheckpointStore(),
    panLookup: { panOf: userId => identity.panOf(userId) },
    kycStatus: { kycCompleteStatus: userId => identity.kycCompleteStatus(userId) },
    declarationCheck: identity.declarationCheck,
    players: identity.players,
    accounts: { statusOf: userId => identity.accountStatus(userId) },
    tdsPolicy: config.TDS_POLICY,
    depositGstRate: config.DEPOSIT_GST_RATE,
    limits: walletLimits(config),
    playMode: config.PLAY_MODE,
    // A sponsor reservation with no contest behind it (a crash between the two) is returned; the contest module is built below.
    contests: { exists: async contestId => (await late.contest!.commands.load(contestId)).phase !== 'none' },
    tickIntervalMs: config.ROLE === 'edge' || !timers ? null : undefined,
    snapshotEvery: config.SNAPSHOT_EVERY,
    readYourWrites: config.ROLE !== 'worker',
  })
  late.wallet = wallet
  let redis: Redis | undefined
  let boards: LeaderboardStore = new MemoryLeaderboardStore()
  if (config.REDIS_URL) {
    redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 3 })
    await redis.connect()
    boards = new RedisLeaderboardStore({ redis, prefix: `${config.EVENTSTORE_SCHEMA}:board` })
    infrastructure.health.redis = async () => redis!.ping()
  }
  // Identity's names; the demo traders have no identity record, and keep the names they joined with
  // (ADR 0019). Where identity keeps no read models (a worker, which shows no rows), rows would name user ids.
  const traderNames = new Map(demoTraders.map(trader => [trader.userId, trader.name]))
  const names = readModelsHere(config, 'identity') ? (userId: string) => identity.view.byId(userId)?.name ?? traderNames.get(userId) : undefined
  // The contests' terms, ends and settlements: the contest's own view of its events, read by matching
  // and the leaderboard (docs/adr/0028), kept wherever either's read models are; matching's worker
  // writes its checkpoint.
  const contestTerms = createContestTermsModule({ ...ctx, writesCheckpoints: workersHere(config, 'matching') })
  // The workers writing a shared (Redis) board are replicas, each writing its share of the accounts (docs/adr/0033).
  const share = config.REDIS_URL && workersHere(config, 'leaderboard') ? { bus } : undefined
  const leaderboard = createLeaderboardModule(own('leaderboard'), { feed, store: boards, results: contestResultsIn(ctx.store), contests: contestTerms, names, pushTimer: timers, writesBoard: writesBoard(config), share })
  // The break in force is read from the wallet's stream (the store), so every process agrees.
  const breakOf = (userId: string) => wallet.handlers.breakOf(userId, ctx.clock.now().toISOString())
  // Joins and ends reach the accounts from the bus, as any module's events reach another's (docs/adr/0028).
  const events = { bus, versions: infrastructure.checkpoints ?? new MemoryCheckpointStore() }
  // Orders ask the wallet's own view of its breaks, caught up to the last break committed before
  // the order: the same answer as the stream without a read of it per order.
  const matching = createMatchingModule(own('matching'), { feed, events, breakOf: wallet.breakInForce, contests: contestTerms })
  // The notification worker keeps its handled versions in memory: a fact met again after a restart
  // is passed over by the centre's read model, or appended again under its derived id (a no-op),
  // and a version written to PostgreSQL per resting fill cost more than that redelivery (ADR 0029).
  const notificationEvents = { bus, versions: new MemoryCheckpointStore() }
  const contest = createContestModule(own('contest'), {
    wallet: config.KAFKA_BROKERS ? walletOverBus(bus, { service: 'wallet', timeoutMs: 10_000 }) : walletInProcess(command => handleWalletCommand(wallet.handlers, command)),
    // Identity says null for "not known yet"; the contest port says undefined.
    players: {
      age: async userId => (await identity.playerFacts.age(userId)) ?? undefined,
      state: async userId => (await identity.playerFacts.state(userId)) ?? undefined,
      breakOf,
    },
    ranking: leaderboard,
    // A contest worker keeps no fair-play index: it asks identity's worker (docs/adr/0004).
    fairPlay: asksIdentity(config) ? fairPlayOverBus(bus, { clock: ctx.clock }) : identity.fairPlay,
    // The same shared feed the leaderboard values with: ContestEnded records its last prices.
    prices: feed,
    // The scheduler is background work: an edge replica leaves it to the contest worker.
    tickIntervalMs: config.ROLE === 'edge' || !timers ? null : undefined,
    playMode: config.PLAY_MODE,
    // A finished contest's replay and evidence read the accounts from matching, not its streams.
    accounts: accountHistoriesIn(ctx.store),
  })
  late.contest = contest
  return {
    identity, wallet, contest, matching, leaderboard,
    // Notifications are written by support's worker from the facts on the bus (docs/adr/0029).
    all: [identity, wallet, createSupportModule(own('support')), contest, contestTerms, matching, leaderboard, createNotificationsModule(own('notifications'), { events: notificationEvents, facts: noticeFacts(ctx.store) })],
    close: async () => { await redis?.quit() },
  }
}

/** Support's notifications ask each fact's owner for what their words repeat, read from the owner's own streams (docs/adr/0029). */
function noticeFacts(store: EventStore): NoticeFacts {
  return { ...walletRequestsIn(store), bankName: bankNamesIn(store), contestName: contestNamesIn(store) }
}

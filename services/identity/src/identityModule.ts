import { checkpointsIn, ProjectionRunner, type HttpApp, type ModuleContext, type ServiceModule, type SessionCheck, type VerifiedTicket } from '@arena/service-kit'
import type { IdentityDeps } from './adapters/deps'
import type { BreakLookup, ProfileExtras } from './ports'
import { identityCommands } from './adapters/identityCommands'
import { SlidingWindowLimiter } from './adapters/SlidingWindowLimiter'
import { defaultIdentityLimits, type IdentityLimits } from './adapters/config'
import { createSealer } from './adapters/sealer'
import { createOtpHasher } from './adapters/secrets'
import type { OtpSender } from './adapters/delivery/OtpSender'
import { OutboxSender } from './adapters/delivery/OutboxSender'
import { isLockedOut } from './domain/user'
import { ensureAdmin, type AdminAddress, type EnsureAdminResult } from './administeringUsers/ensureAdmin'
import { KycView } from './readModel/KycView'
import { UsersView } from './readModel/UsersView'
import { declarationCheck, panOf, payoutEligibility, playerFacts, playerFactsFromStreams, type DeclarationCheck, type PayoutEligibility, type PlayerFacts } from './adapters/kycFacts'
import { playerDirectory, type PlayerDirectory } from './adapters/playerDirectory'
import { geoipLocator, type GeoLocator } from './adapters/geoLocator'
import multipart from '@fastify/multipart'

import { toErrorResponse } from '@arena/service-kit'
import { IdentityError } from './domain/errors'
import { toHttpError } from './adapters/refusals'
import { administeringUsersRoutes } from './administeringUsers/routes'
import { changingPersonalDataRoutes } from './changingPersonalData/routes'
import { changingProfileImageRoutes } from './changingProfileImage/routes'
import { contactingUsRoutes } from './contactingUs/routes'
import { declaringPlayerRoutes } from './declaringPlayer/routes'
import { deletingAccountRoutes } from './deletingAccount/routes'
import { endingSessionsRoutes } from './endingSessions/routes'
import { loggingInRoutes } from './loggingIn/routes'
import { resettingPasswordRoutes } from './resettingPassword/routes'
import { signingUpRoutes } from './signingUp/routes'
import { subscribingRoutes } from './subscribing/routes'
import { verifyingEmailRoutes } from './verifyingEmail/routes'
import { viewingLoginHistoryRoutes } from './viewingLoginHistory/routes'
import { viewingProfileRoutes } from './viewingProfile/routes'
import { reviewingBankDetailsRoutes } from './reviewingBankDetails/routes'
import { reviewingKycRoutes } from './reviewingKyc/routes'
import { savingBankDetailsRoutes } from './savingBankDetails/routes'
import { verifyingKycRoutes } from './verifyingKyc/routes'
import { viewingKycDocumentsRoutes } from './viewingKycDocuments/routes'
import { kycProfile } from './verifyingKyc/kycProfile'
import { checkSession } from './users/sessions'
import { redeemTicket } from './socketTickets/redeemTicket'
import type { EndedSessions } from './readModel/UsersView'
import { defaultFairPlayRules, type FairPlayRules } from './checkingFairPlay/detectFlags'
import { fairPlayCheck, indexedFlags, type FairPlayCheck, type FairPlayDeps, type FairPlayFlags } from './checkingFairPlay/fairPlayCheck'
import { fairPlayFlagsOverBus } from './adapters/fairPlayFlagsOverBus'
import { FairPlayView } from './checkingFairPlay/FairPlayView'
import { checkingFairPlayRoutes } from './checkingFairPlay/routes'
import type { Bus, CheckpointStore, Subscription } from '@arena/bus'
import { runBreakLogouts } from './endingSessions/breakLogouts'
import { serveFairPlayQuestions } from './checkingFairPlay/fairPlayQuestions'

export interface IdentityOptions {
  /** Keys OTP hashes, sealed tokens and email links; at least 32 characters, stable across restarts. */
  secret: string
  /** Origin of the web app, for links in messages (password reset, email verification, referral). */
  publicUrl?: string
  /** Defaults to the outbox under ctx.dataDir (the embedded profile). */
  sender?: OtpSender
  limits?: Partial<IdentityLimits>
  geo?: GeoLocator
  profileExtras?: ProfileExtras
  /** Told (live changes only) when a user's KYC documents change, so the per-user push can carry the new kycCompleteStatus. */
  onKycChange?: (userId: string) => void
  /** When sign-ups from one address are a pattern, and which addresses say nothing (default: defaultFairPlayRules). */
  fairPlay?: Partial<FairPlayRules>
  /** When given, a break taken in the wallet (BreakTaken) ends the user's open sessions. */
  bus?: Bus
  /** The break-logout saga's handled versions per wallet stream (default: in memory). */
  handledVersions?: CheckpointStore
  /** How long an edge waits for identity's worker to answer over `bus` (default 10 s). */
  askTimeoutMs?: number
  /** The wallet's break in force, told at sign-in (default: none known). */
  breakOf?: BreakLookup
  /**
   * Which of identity's read models this process keeps (default: all). A worker keeps those its
   * own work reads (docs/adr/0004): without the users or KYC, every read of them throws; without
   * the fair-play index, `fairPlay` refuses rather than answer "no flags", and the admin page's
   * flags are asked of identity's worker over `bus`.
   */
  keeps?: IdentityViews
}

export interface IdentityViews {
  /** Without the users, every read of them throws, and age and state are read from the user's stream. */
  users: boolean
  kyc: boolean
  fairPlayIndex: boolean
}

export interface IdentityModule extends ServiceModule {
  /** For authGuards: blocked and deleted users are refused on every route, even with an unexpired token. */
  isBlocked(userId: string): Promise<boolean>
  /**
   * For authGuards and the websocket: the token's session is still open (not logged out, not
   * ended by a block, a deletion or a role change). Throws a 401 when it is not.
   */
  checkSession: SessionCheck
  /** Spends a websocket ticket once across every edge; false when it was used before. */
  redeemSocketTicket(ticket: VerifiedTicket): Promise<boolean>
  /** Grants admin to the user with this address, registering one if needed (scripts/create-admin.ts). */
  ensureAdmin(address: AdminAddress, name?: string): Promise<EnsureAdminResult>
  /** The read model, for sibling modules that show user names. */
  readonly view: UsersView
  /** The wallet's port: completed KYC and an accepted bank account of the user's own. */
  readonly payoutEligibility: PayoutEligibility
  /** Age and declared state of residence, for the contest rules. */
  readonly playerFacts: PlayerFacts
  /** KYC against the player's declaration, for the wallet's withdrawal hold. */
  readonly declarationCheck: DeclarationCheck
  /** Name, mobile, KYC and payout accounts, for the wallet's admin queues. */
  readonly players: PlayerDirectory
  /** The PAN given in KYC (unless rejected), for the TDS report. */
  panOf(userId: string): Promise<string | null>
  /** The spec's kycCompleteStatus, from the read models (for the per-user push). */
  kycCompleteStatus(userId: string): 'complete' | 'pending'
  /** Whether money may be credited to a user (the wallet's payment webhook): only to an active account. */
  accountStatus(userId: string): Promise<AccountStatus>
  /** Fair-play flags on a winner, for settlement's prize hold. */
  readonly fairPlay: FairPlayCheck
}

export type AccountStatus = 'active' | 'unknown' | 'blocked' | 'deleted'

export function createIdentityModule(ctx: ModuleContext, options: IdentityOptions): IdentityModule {
  if (options.secret.length < 32) throw new Error('identity secret must be at least 32 characters')
  const limits = { ...defaultIdentityLimits, ...options.limits }
  const view = new UsersView()
  const kyc = new KycView()
  // A runner per view: each has its own subscription and stops on its own failure.
  // Every edge folds the same events, so the edge holding a socket closes it whichever edge ended the session.
  const endSockets = (ended: EndedSessions, live: boolean) => {
    if (live) ctx.push.endSessions?.(ended.userId, ended.sessionIds)
  }
  // Every process folding a view starts from its shared checkpoint and the log after it (docs/adr/0035).
  const checkpoints = (name: string) => checkpointsIn(ctx, name)
  const viewRunner = new ProjectionRunner<EndedSessions>(ctx.store, view, ctx.logger, endSockets, undefined, { name: 'identity', checkpoints: checkpoints('identity-users') })
  const kycRunner = new ProjectionRunner<string | undefined>(ctx.store, kyc, ctx.logger, (userId, live) => {
    if (live && userId) options.onKycChange?.(userId)
  }, undefined, { name: 'identity', checkpoints: checkpoints('identity-kyc') })
  const fairPlayView = new FairPlayView()
  const fairPlayRunner = new ProjectionRunner<void>(ctx.store, fairPlayView, ctx.logger, () => {}, undefined, { name: 'identity-fair-play', checkpoints: checkpoints('identity-fair-play') })
  const keeps: IdentityViews = { users: true, kyc: true, fairPlayIndex: true, ...options.keeps }
  const runners = [...(keeps.users ? [viewRunner] : []), ...(keeps.kyc ? [kycRunner] : []), ...(keeps.fairPlayIndex ? [fairPlayRunner] : [])]
  const kycRead = keeps.kyc ? kyc : notKept<KycView>('KYC view')
  const usersRead = keeps.users ? view : notKept<UsersView>('users view')
  const sessionOpen = checkSession({ view: usersRead })
  // A session started through another edge may not be folded here yet: before refusing a token,
  // catch up with everything committed so far and look again.
  const checkFreshSession: SessionCheck = async principal => {
    try {
      await sessionOpen(principal)
    } catch {
      if (viewRunner.running) await viewRunner.caughtUpToHead()
      await sessionOpen(principal)
    }
  }
  const fairPlay: FairPlayDeps = {
    view: fairPlayView,
    rules: { ...defaultFairPlayRules, ...options.fairPlay },
    catchUp: () => fairPlayRunner.caughtUpToHead(),
  }
  // An edge keeps no index: it asks identity's worker for the admin page's flags.
  const flags = keeps.fairPlayIndex ? indexedFlags(fairPlay) : options.bus ? fairPlayFlagsOverBus(options.bus, { clock: ctx.clock, ...(options.askTimeoutMs ? { timeoutMs: options.askTimeoutMs } : {}) }) : flagsNotKept
  const hour = 3_600_000
  const deps: IdentityDeps = {
    ...ctx,
    view: usersRead,
    viewCaughtUpTo: position => viewRunner.caughtUpTo(position),
    kyc: kycRead,
    kycCaughtUpTo: position => kycRunner.caughtUpTo(position),
    limits,
    commands: identityCommands(ctx.store, limits),
    sealer: createSealer(options.secret),
    otpHasher: createOtpHasher(options.secret),
    sender: options.sender ?? new OutboxSender({ dataDir: ctx.dataDir, logger: ctx.logger, clock: ctx.clock }),
    geo: options.geo ?? geoipLocator,
    publicUrl: (options.publicUrl ?? 'http://localhost:3000').replace(/\/$/, ''),
    profileExtras: options.profileExtras ?? (async () => ({})),
    breakOf: options.breakOf ?? (async () => null),
    limiters: {
      otpPerIp: new SlidingWindowLimiter({ limit: limits.perIpPerHour, windowMs: hour, clock: ctx.clock }),
      passwordFailures: new SlidingWindowLimiter({ limit: limits.passwordFailuresPerHour, windowMs: hour, clock: ctx.clock }),
      formsPerIp: new SlidingWindowLimiter({ limit: limits.formsPerIpPerHour, windowMs: hour, clock: ctx.clock }),
    },
  }
  let breakLogouts: Subscription | undefined
  let fairPlayQuestions: Subscription | undefined
  return {
    name: 'identity',
    view: usersRead,
    routes: async app => {
      await registerIdentityRoutes(app, deps)
      checkingFairPlayRoutes(app, { flags, nameOf: userId => usersRead.byId(userId)?.name ?? '', requireAdmin: ctx.guards.requireAdmin })
    },
    async start() {
      // The routes have no readiness hook: start returns once both views are caught up, and
      // throws if one fails on the way (caughtUpTo rejects then, whenReady would wait forever).
      await Promise.all(runners.map(runner => runner.start()))
      const head = await ctx.store.headPosition()
      await Promise.all(runners.map(runner => runner.caughtUpTo(head)))
    },
    async startWorkers() {
      if (options.bus) breakLogouts = await runBreakLogouts(options.bus, deps, options.handledVersions)
      // Workers that keep no fair-play index (the contest's) ask this one (docs/adr/0004).
      if (options.bus && keeps.fairPlayIndex) fairPlayQuestions = await serveFairPlayQuestions(options.bus, { check: fairPlayCheck(fairPlay), flags })
    },
    async stop() {
      await breakLogouts?.close()
      await fairPlayQuestions?.close()
      await Promise.all(runners.map(runner => runner.stop()))
    },
    isReady: () => runners.every(runner => runner.isReady()),
    async isBlocked(userId) {
      const user = usersRead.byId(userId)
      return user !== undefined && isLockedOut(user)
    },
    checkSession: checkFreshSession,
    redeemSocketTicket: ticket => redeemTicket(deps.commands, ticket, ctx.clock.now()),
    ensureAdmin: (address, name) => ensureAdmin(deps, address, name),
    payoutEligibility: payoutEligibility(deps),
    // Where the users are not kept (the contest worker's demo traders), the declaration is read from the user's stream.
    playerFacts: keeps.users ? playerFacts(deps) : playerFactsFromStreams(deps),
    declarationCheck: declarationCheck(deps),
    panOf: panOf(deps),
    players: playerDirectory(deps),
    fairPlay: keeps.fairPlayIndex ? fairPlayCheck(fairPlay) : fairPlayNotKept,
    kycCompleteStatus(userId) {
      const user = usersRead.byId(userId)
      return user ? kycProfile(kycRead.kyc(userId), user).kycCompleteStatus : 'pending'
    },
    async accountStatus(userId) {
      // A user who just signed up on another instance may not be in this view yet: catch up once.
      let user = usersRead.byId(userId)
      if (!user) await viewRunner.caughtUpToHead()
      user ??= usersRead.byId(userId)
      if (!user) return 'unknown'
      if (user.deletedAt !== null) return 'deleted'
      return user.blocked ? 'blocked' : 'active'
    },
  }
}

/** A process without the fair-play index must not answer "no flags": it says it cannot tell. */
const fairPlayNotKept: FairPlayCheck = {
  holdReason: async () => {
    throw new Error("identity's fair-play index is not kept in this process (keeps.fairPlayIndex: false)")
  },
}

/** Without the index and without a bus to ask over, the page cannot be told "no flags" either. */
const flagsNotKept: FairPlayFlags = {
  newest: async () => {
    throw new Error("identity's fair-play index is not kept in this process, and there is no bus to ask its worker over")
  },
}

/** Stands in for a read model this process does not keep: a read throws rather than answer from an empty view. */
function notKept<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get: () => {
      throw new Error(`identity's ${name} is not kept in this process (keeps)`)
    },
  })
}

/**
 * Identity's routes in their own fastify scope: multipart parsing and the mapping of domain
 * refusals to HTTP stay here and do not leak into other services' routes.
 */
async function registerIdentityRoutes(app: HttpApp, deps: IdentityDeps): Promise<void> {
  await app.register(async scope => {
    await scope.register(multipart)
    scope.setErrorHandler((error: Error, request, reply) => {
      const { statusCode, body } = toErrorResponse(error instanceof IdentityError ? toHttpError(error) : error)
      if (statusCode >= 500) request.log.error({ err: error }, 'request failed')
      return reply.code(statusCode).send(body)
    })
    for (const routes of [
      signingUpRoutes, loggingInRoutes, resettingPasswordRoutes, verifyingEmailRoutes, viewingProfileRoutes,
      changingProfileImageRoutes, changingPersonalDataRoutes, deletingAccountRoutes, viewingLoginHistoryRoutes,
      subscribingRoutes, contactingUsRoutes, administeringUsersRoutes,
      verifyingKycRoutes, reviewingKycRoutes, viewingKycDocumentsRoutes, savingBankDetailsRoutes, reviewingBankDetailsRoutes,
      declaringPlayerRoutes,
      endingSessionsRoutes,
    ]) routes(scope, deps)
  })
}

import type { Test } from 'tap'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { streams, type Command, type Reply } from '@arena/contracts'
import { MemoryEventStore, type EventStore } from '@arena/eventstore'
import { buildGateway } from '@arena/gateway'
import { authGuards, createLogger, createTokenIssuer, type PushMessage, type Role } from '@arena/service-kit'
import { closeOnce, injectCall, ManualClock } from '@arena/testing'
import { createWalletModule, everyAccountActive, handleWalletCommand, type WalletModule } from '@arena/wallet'
import { createContestModule, walletInProcess, type ContestModule, type FairPlayCheck, type MarketPrices, type PlayerFacts, type RankingSource, type Standing, type WalletCommands } from '../src/index'

const logger = createLogger('contest-test', { level: 'silent' })
export const START = '2026-03-01T10:00:00.000Z'

/** Standings the test sets, as the leaderboard projection would report them. */
export class FakeRanking implements RankingSource {
  readonly #standings = new Map<string, Standing[]>()
  set(contestId: string, standings: Standing[]): void {
    this.#standings.set(contestId, standings)
  }
  async standings(contestId: string): Promise<Standing[]> {
    return this.#standings.get(contestId) ?? []
  }
}

/** Last prices the test sets, as the market feed would report them; the contest form's pairs start priced. */
export class FakePrices implements MarketPrices {
  readonly last = new Map<string, string>([['BTCUSDT', '60000.00'], ['ETHUSDT', '3000.00']])
  lastPrice(symbol: string): string | undefined {
    return this.last.get(symbol)
  }
}

/**
 * Ages and states the test sets. Every player has declared an adult age and an allowed state
 * (30, Rajasthan) unless the test says otherwise; `undeclared` players have declared nothing.
 */
export class FakePlayers implements PlayerFacts {
  readonly ages = new Map<string, number>()
  readonly states = new Map<string, string>()
  readonly undeclared = new Set<string>()
  age(userId: string) {
    return this.undeclared.has(userId) ? undefined : this.ages.get(userId) ?? 30
  }
  state(userId: string) {
    return this.undeclared.has(userId) ? undefined : this.states.get(userId) ?? 'Rajasthan'
  }
}

export interface HarnessOptions {
  store?: EventStore
  /** The wallet service's own store (a separate process's); the contest's store by default. */
  walletStore?: EventStore
  dataDir?: string
  /** How the contest reaches the wallet; the wallet's own handler in this process by default. */
  wallet?: (serve: (command: Command) => Promise<Reply>) => WalletCommands
  clock?: ManualClock
  ranking?: FakeRanking
  players?: FakePlayers
  prices?: FakePrices
  /** PLAY_MODE for both modules (default `paid`). */
  playMode?: 'paid' | 'free'
  /** Serve the wallet's own routes too (the sponsors admin page, deposits). */
  walletRoutes?: boolean
  /** Identity's fair-play check at settlement (default: no flags on anyone). */
  fairPlay?: FairPlayCheck
}

export type Response = { statusCode: number; json: () => any; body: string }

export interface Harness {
  app: Awaited<ReturnType<typeof buildGateway>>
  contest: ContestModule
  wallet: WalletModule
  store: EventStore
  clock: ManualClock
  ranking: FakeRanking
  players: FakePlayers
  prices: FakePrices
  pushes: { to: string; message: PushMessage }[]
  dataDir: string
  token(id: string, role?: Role, name?: string): Promise<string>
  call(method: 'GET' | 'POST', url: string, token: string | undefined, body?: { form?: Awaited<ReturnType<typeof multipart>>; json?: unknown }): Promise<Response>
  fund(userId: string, wallets: { cash?: string; winning?: string; reward?: string }): Promise<void>
  balances(userId: string): Promise<{ balance: string; winningamount: string; bonus: string }>
  /** Stops and starts again over the same store, data folder and clock; `changes` alter the options (PLAY_MODE, say). */
  restart(changes?: Partial<HarnessOptions>): Promise<Harness>
}

/** A multipart body as a browser sends it, for app.inject. */
export async function multipart(fields: Record<string, string>, file?: { bytes: Buffer; field?: string; name?: string }) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file) form.append(file.field ?? 'contestLogo', new Blob([file.bytes], { type: 'image/png' }), file.name ?? 'logo.png')
  const request = new Request('http://local/', { method: 'POST', body: form })
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } }
}

export const png = (size = 2_000): Buffer => {
  const bytes = Buffer.alloc(size)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes)
  return bytes
}

/** The contest and wallet modules on one store behind the real gateway, as the embedded profile runs them. */
export async function startContest(t: Test, options: HarnessOptions = {}): Promise<Harness> {
  const store = options.store ?? new MemoryEventStore()
  const clock = options.clock ?? new ManualClock(START)
  const ranking = options.ranking ?? new FakeRanking()
  const players = options.players ?? new FakePlayers()
  const prices = options.prices ?? new FakePrices()
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'contest-')))
  const issuer = createTokenIssuer({ secret: 'contest-tests-secret-contest-tests-secret', ttlSeconds: 3600, now: () => clock.now() })
  const pushes: Harness['pushes'] = []
  const push = {
    toUser: (to: string, message: PushMessage) => void pushes.push({ to: `user:${to}`, message }),
    toTopic: (to: string, message: PushMessage) => void pushes.push({ to, message }),
    toAll: (message: PushMessage) => void pushes.push({ to: 'all', message }),
  }
  const ctx = { store, clock, logger, issuer, guards: authGuards(issuer), push, dataDir }
  const walletStore = options.walletStore ?? store
  const late: { contest?: ContestModule } = {}
  const contests = { exists: async (contestId: string) => (await late.contest!.commands.load(contestId)).phase !== 'none' }
  const wallet = createWalletModule({ ...ctx, store: walletStore }, {
    payoutEligibility: { check: async () => ({ ok: true }) }, webhookSecret: 'contest-tests-webhook-secret', accounts: everyAccountActive, playMode: options.playMode, contests, tickIntervalMs: null,
  })
  await wallet.start?.()
  const serve = (command: Command) => handleWalletCommand(wallet.handlers, command)
  // Matching's account histories as the platform passes them (matching is not part of these tests).
  const accounts = (contestId: string, userIds: readonly string[]) => Promise.all(userIds.map(userId => store.readStream(streams.account(contestId, userId))))
  const contest = createContestModule(ctx, { wallet: (options.wallet ?? walletInProcess)(serve), players, ranking, prices, tickIntervalMs: null, playMode: options.playMode, fairPlay: options.fairPlay, accounts })
  late.contest = contest
  await contest.start?.()
  // Re-driving open seat payments is background work (startWorkers); the tests tick by hand.
  await contest.startWorkers?.()
  await contest.redrivesEnded()
  // The edge's per-IP limit is not under test here; hundreds of joins come from one address.
  const app = await buildGateway({ logger, health: {}, rateLimit: false, routes: options.walletRoutes ? [contest.routes!, wallet.routes!] : [contest.routes!] })
  const close = closeOnce(() => app.close(), () => contest.stop?.(), () => wallet.stop?.())
  t.teardown(async () => {
    await close()
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true })
    if (!options.store) await store.close()
  })
  let seq = 0
  const at = () => clock.now().toISOString()
  const harness: Harness = {
    app, contest, wallet, store, clock, ranking, players, prices, pushes, dataDir,
    token: (id, role = 'player', name = `user ${id}`) => issuer.issue({ id, name, role }),
    call: injectCall(app),
    async fund(userId, { cash, winning, reward }) {
      const h = wallet.handlers
      const n = ++seq
      if (cash) {
        await h.requestDeposit({ commandId: `dep-${n}`, at: at(), userId, depositId: `d-${n}`, amount: cash, method: 'UPI', reference: String(500000000000 + n), requestedBy: 'user' })
        await h.confirmDeposit({ commandId: `conf-${n}`, at: at(), userId, depositId: `d-${n}`, confirmedBy: 'admin:seed' })
      }
      if (winning) await h.creditPrize({ commandId: `win-${n}`, at: at(), userId, contestId: `seed-${n}`, rank: 1, amount: winning })
      if (reward) await h.creditBonus({ commandId: `bonus-${n}`, at: at(), userId, bonusId: `b-${n}`, amount: reward, kind: 'other' })
    },
    async balances(userId) {
      await wallet.caughtUpTo(await walletStore.headPosition())
      return wallet.view.balances(userId)
    },
    async restart(changes = {}) {
      await close()
      return startContest(t, { ...options, ...changes, store, dataDir, clock, ranking, players, prices })
    },
  }
  return harness
}

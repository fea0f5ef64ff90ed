import type { Test } from 'tap'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { streams } from '@arena/contracts'
import { contestResultsIn, createContestModule, createContestTermsModule, walletInProcess } from '@arena/contest'
import { inProcessEvents } from '@arena/bus'
import { MemoryEventStore } from '@arena/eventstore'
import { registerWebsocket, SocketRegistry, startGateway } from '@arena/gateway'
import { createLeaderboardModule, MemoryLeaderboardStore } from '@arena/leaderboard'
import { SharedFeed, SimulatedFeed, type Instrument } from '@arena/market-data'
import { accountHistoriesIn, createMatchingModule } from '@arena/matching'
import { authGuards, createLogger, createTokenIssuer, type ServiceModule } from '@arena/service-kit'
import { ManualClock } from '@arena/testing'
import { createWalletModule, everyAccountActive, handleWalletCommand } from '@arena/wallet'
import { launchChromium, signedInPage } from './signedInPage'
import { closedAtTeardown, startModules } from './startedModules'

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const MINUTE = 60_000
/** datetime-local text in India time, as the admin form sends it. */
const indiaTime = (ms: number) => new Date(ms + 330 * MINUTE).toISOString().slice(0, 16)
/** Whole-dollar prices, so the figures on screen are short. */
const market: Instrument[] = [
  { symbol: 'BTCUSDT', price: '60000', priceDecimals: 0, qtyDecimals: 5, typicalQty: '0.02', volatility: 0.002 },
  { symbol: 'ETHUSDT', price: '3000', priceDecimals: 0, qtyDecimals: 4, typicalQty: '0.35', volatility: 0.002 },
]

export interface Trade {
  symbol: 'BTCUSDT' | 'ETHUSDT'
  orderType: 'buy' | 'sell'
  price: string
  amount: string
}

/**
 * Wallet, contest, matching and leaderboard on one in-memory store behind the real gateway,
 * with a manual clock and a seeded market the test moves: a contest is played and settled by the
 * real modules (orders through the HTTP calls, fills by matching, the ranking by the leaderboard)
 * before the browser opens its replay.
 */
export async function startReplayApp(t: Test) {
  if (!existsSync(join(webRoot, 'index.html'))) throw new Error('web/dist/index.html is missing: run `npm run build -w @arena/web` first')
  const logger = createLogger('replay-e2e', { level: 'silent' })
  const clock = new ManualClock(new Date(Math.ceil(Date.now() / MINUTE) * MINUTE))
  const store = new MemoryEventStore()
  const dataDir = await mkdtemp(join(tmpdir(), 'replay-e2e-'))
  const issuer = createTokenIssuer({ secret: 'replay-e2e-secret-replay-e2e-secret-0123', ttlSeconds: 3600 * 24, now: () => clock.now() })
  // Identity's part here: the name each user is signed in with, which the leaderboard shows (the platform passes identity's names).
  const names = new Map<string, string>()
  const issue = (claims: { id: string; name: string; role: 'player' | 'admin' }) => (names.set(claims.id, claims.name), issuer.issue(claims))
  const registry = new SocketRegistry()
  const guards = authGuards(issuer)
  const ctx = { store, clock, logger, issuer, guards, push: registry, dataDir }
  const simulated = new SimulatedFeed({ seed: 5, startAt: clock.now().getTime(), backfillMinutes: 60, instruments: market })
  const feed = new SharedFeed(simulated)
  const wallet = createWalletModule(ctx, { payoutEligibility: { check: async () => ({ ok: true }) }, webhookSecret: 'replay-e2e-webhook', accounts: everyAccountActive })
  // The contests' terms: the contest's own view, which matching and the leaderboard read.
  const contests = createContestTermsModule(ctx)
  const leaderboard = createLeaderboardModule(ctx, { feed, store: new MemoryLeaderboardStore(), results: contestResultsIn(store), contests, names: userId => names.get(userId), pushTimer: false })
  const contest = createContestModule(ctx, {
    wallet: walletInProcess(command => handleWalletCommand(wallet.handlers, command)),
    players: { age: () => 30, state: () => 'Rajasthan' },
    ranking: leaderboard,
    prices: feed,
    tickIntervalMs: null,
    accounts: accountHistoriesIn(store),
  })
  // Joins and ends reach matching over the embedded profile's bus, fed from the store by the relay.
  const events = await inProcessEvents(store)
  const matching = createMatchingModule(ctx, { feed, events: { bus: events.bus, versions: events.versions }, breakOf: wallet.breakInForce, contests })
  const modules: ServiceModule[] = [wallet, contest, contests, matching, leaderboard]
  const closing = closedAtTeardown(t, [() => rm(dataDir, { recursive: true, force: true }), () => store.close(), () => events.close(), () => feed.close()])
  await startModules(modules, closing)
  const gateway = await startGateway({
    logger, webRoot, health: {}, rateLimit: false,
    routes: [app => registerWebsocket(app, registry, { issuer, guards }), contest.routes!, matching.routes!, leaderboard.routes!, wallet.routes!],
  })
  closing.push(() => gateway.close())
  const browser = await launchChromium()
  closing.push(() => browser.close())

  const settle = async () => {
    await matching.idle()
    const head = await store.headPosition()
    await Promise.all([wallet.caughtUpTo(head), contest.caughtUpTo(head), leaderboard.idle()])
  }
  const call = async (path: string, token: string, body?: unknown, form?: FormData) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const res = await fetch(`${gateway.url}/api/${path}`, { method: body === undefined && !form ? 'GET' : 'POST', headers, body: form ?? JSON.stringify(body) })
    const json = (await res.json()) as Record<string, unknown>
    if (!res.ok || json.status === false) throw new Error(`${path} refused: ${JSON.stringify(json)}`)
    return json
  }
  const token = (id: string, name: string, role: 'player' | 'admin' = 'player') => issue({ id, name, role })
  const settledIn = async (contestId: string) => (await store.readStream(streams.contest(contestId))).some(e => e.type === 'ContestSettled')

  return {
    url: gateway.url,
    call,
    token,
    /**
     * A contest the players join, trade in by `trades` (per user id) at its start, that the
     * market then moves for `minutes`, and that ends and settles. Resolves with its id.
     */
    async settledContest(players: { id: string; name: string; trades: Trade[] }[], minutes: number): Promise<string> {
      const admin = await token('admin-1', 'Admin', 'admin')
      const startAt = clock.now().getTime() + 2 * MINUTE
      const endAt = startAt + 60 * MINUTE
      const form = new FormData()
      const fields = {
        contestName: 'Replay Cup', startTime: indiaTime(startAt), endTime: indiaTime(endAt), entryFee: '10', virtualFund: '10000',
        winningAmount: '100', max_particepate: '10', levels: '60,40', pairs: 'BTCUSDT,ETHUSDT', description: '<p>Trade</p>',
      }
      for (const [key, value] of Object.entries(fields)) form.append(key, value)
      const logo = Buffer.alloc(2000)
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(logo)
      form.append('contestLogo', new Blob([logo], { type: 'image/png' }), 'logo.png')
      const contestId = ((await call('contest-add', admin, undefined, form)).data as { _id: string })._id
      for (const [n, player] of players.entries()) {
        const at = clock.now().toISOString()
        await wallet.handlers.requestDeposit({ commandId: `dep-${player.id}`, at, userId: player.id, depositId: `d-${player.id}`, amount: '100', method: 'UPI', reference: String(700000000000 + n), requestedBy: 'user' })
        await wallet.handlers.confirmDeposit({ commandId: `conf-${player.id}`, at, userId: player.id, depositId: `d-${player.id}`, confirmedBy: 'admin:seed' })
        await call('participateCondition', await token(player.id, player.name), { contest_id: contestId, cashWalletChecked: true, winningWalletChecked: false, rewardWalletChecked: false })
      }
      clock.set(new Date(startAt))
      simulated.tick(startAt)
      await contest.tick()
      await settle()
      for (const player of players) {
        const playerToken = await token(player.id, player.name)
        for (const trade of player.trades) await call('order-add', playerToken, { contest_id: contestId, ...trade })
      }
      await settle()
      for (let k = 1; k <= minutes; k++) {
        clock.set(new Date(startAt + k * MINUTE))
        simulated.tick(startAt + k * MINUTE)
        await settle()
      }
      clock.set(new Date(endAt))
      // Ending records the final prices; matching then freezes the accounts, and the next tick settles.
      for (let round = 0; !(await settledIn(contestId)); round++) {
        if (round === 10) throw new Error('the contest did not settle after 10 ticks')
        await contest.tick()
        await settle()
      }
      return contestId
    },
    /** A page signed in as `id`, the way a stored token signs a returning player in. */
    async signedIn(id: string, name: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
      return signedInPage(browser, gateway.url, id, await token(id, name), viewport)
    },
  }
}

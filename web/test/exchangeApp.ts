import { createHash } from 'node:crypto'
import type { Test } from 'tap'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { contestResultsIn, createContestModule, createContestTermsModule, walletInProcess } from '@arena/contest'
import { inProcessEvents } from '@arena/bus'
import { MemoryEventStore } from '@arena/eventstore'
import { marketRoutes, registerWebsocket, SocketRegistry, startGateway, startMarketPush } from '@arena/gateway'
import { createLeaderboardModule, MemoryLeaderboardStore } from '@arena/leaderboard'
import { SharedFeed, SimulatedFeed } from '@arena/market-data'
import { accountHistoriesIn, createMatchingModule } from '@arena/matching'
import { authGuards, createLogger, createTokenIssuer, type Clock, type ServiceModule } from '@arena/service-kit'
import { createWalletModule, everyAccountActive, handleWalletCommand } from '@arena/wallet'
import { launchChromium, signedInPage } from './signedInPage'
import { closedAtTeardown, startModules } from './startedModules'

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const MINUTE = 60_000
/** datetime-local text in India time, as the admin form sends it. */
const indiaTime = (ms: number) => new Date(ms + 330 * MINUTE).toISOString().slice(0, 16)

/**
 * Wallet, contest, matching and leaderboard on one in-memory store behind the real gateway,
 * with a simulated market ticking from the wall clock: the embedded profile without PostgreSQL.
 * The server clock can be moved ahead, so a contest starts without anyone waiting for it.
 * TODO: boot `startPlatform` instead once it wires contest, matching and leaderboard.
 */
/** The rows of the exchange table labelled `table`, as a selector. */
export const rows = (table: string) => `table[aria-label="${table}"] tbody tr`

export async function startExchangeApp(t: Test) {
  const logger = createLogger('exchange-e2e', { level: 'silent' })
  const skew = { ms: 0 }
  const clock: Clock = { now: () => new Date(Date.now() + skew.ms) }
  const store = new MemoryEventStore()
  const dataDir = await mkdtemp(join(tmpdir(), 'exchange-e2e-'))
  const issuer = createTokenIssuer({ secret: 'exchange-e2e-secret-exchange-e2e-secret', ttlSeconds: 3600 })
  // Identity's part here: the name each user is signed in with, which the leaderboard shows (the platform passes identity's names).
  const names = new Map<string, string>()
  const issue = (claims: { id: string; name: string; role: 'player' | 'admin' }) => (names.set(claims.id, claims.name), issuer.issue(claims))
  const registry = new SocketRegistry()
  const guards = authGuards(issuer)
  const ctx = { store, clock, logger, issuer, guards, push: registry, dataDir }
  const simulated = new SimulatedFeed({ seed: 11, startAt: Date.now(), backfillMinutes: 240 })
  const feed = new SharedFeed(simulated)
  let stopTicking = simulated.startRealtime(250, () => clock.now().getTime())

  const wallet = createWalletModule(ctx, { payoutEligibility: { check: async () => ({ ok: true }) }, webhookSecret: 'exchange-e2e-webhook', accounts: everyAccountActive })
  // The contests' terms: the contest's own view, which matching and the leaderboard read.
  const contests = createContestTermsModule(ctx)
  const leaderboard = createLeaderboardModule(ctx, { feed, store: new MemoryLeaderboardStore(), results: contestResultsIn(store), contests, names: userId => names.get(userId), pushIntervalMs: 300 })
  const contest = createContestModule(ctx, {
    wallet: walletInProcess(command => handleWalletCommand(wallet.handlers, command)),
    players: { age: () => 30, state: () => 'Rajasthan' },
    ranking: leaderboard,
    prices: feed,
    accounts: accountHistoriesIn(store),
  })
  // Joins and ends reach matching over the embedded profile's bus, fed from the store by the relay.
  const events = await inProcessEvents(store)
  const matching = createMatchingModule(ctx, { feed, events: { bus: events.bus, versions: events.versions }, breakOf: wallet.breakInForce, contests })
  const modules: ServiceModule[] = [wallet, contest, contests, matching, leaderboard]
  const marketPush = startMarketPush({ feed, push: registry, topics: registry })
  const closing = closedAtTeardown(t, [
    () => rm(dataDir, { recursive: true, force: true }), () => store.close(), () => events.close(), () => feed.close(), () => stopTicking(), () => marketPush.close(),
  ])
  await startModules(modules, closing)
  const routes = [contest.routes!, matching.routes!, leaderboard.routes!, wallet.routes!]
  const gateway = await startGateway({
    logger, webRoot, health: {}, rateLimit: false,
    routes: [app => registerWebsocket(app, registry, { issuer, guards }), marketRoutes(feed, { pairs: simulated.symbols() }), ...routes],
  })
  closing.push(() => gateway.close())
  const browser = await launchChromium()
  closing.push(() => browser.close())

  const call = async (path: string, token: string, body?: unknown, form?: FormData) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const res = await fetch(`${gateway.url}/api/${path}`, { method: 'POST', headers, body: form ?? JSON.stringify(body) })
    const json = (await res.json()) as Record<string, unknown>
    if (!res.ok || json.status === false) throw new Error(`${path} refused: ${JSON.stringify(json)}`)
    return json
  }

  let endAt = 0
  return {
    url: gateway.url,
    feed,
    /** The server's clock jumps past the end of the last contest `runningContest` made; the scheduler ends it. */
    async endContest(): Promise<void> {
      skew.ms = endAt + 1000 - Date.now()
      await contest.tick()
      await matching.idle()
    },
    /** Pauses or resumes the market, so a test can place an order the next trade has not crossed yet. */
    market: {
      pause: () => stopTicking(),
      resume: () => void (stopTicking = simulated.startRealtime(250, () => clock.now().getTime())),
      /** One trade per symbol while paused, a quarter second after the last (the server clock moves on too). */
      step: () => {
        skew.ms += 250
        simulated.tick(clock.now().getTime())
      },
    },
    /** A running contest on BTCUSDT and ETHUSDT that `userId` has joined with a 10,000 USDT fund. */
    async runningContest(userId: string, name: string): Promise<string> {
      const admin = await issue({ id: 'admin-1', name: 'Admin', role: 'admin' })
      const startAt = Math.ceil(Date.now() / MINUTE) * MINUTE + 2 * MINUTE
      endAt = startAt + 60 * MINUTE
      const form = new FormData()
      const fields = {
        contestName: 'Evening Sprint', startTime: indiaTime(startAt), endTime: indiaTime(startAt + 60 * MINUTE), entryFee: '10', virtualFund: '10000',
        winningAmount: '100', max_particepate: '10', levels: '100', pairs: 'BTCUSDT,ETHUSDT', description: '<p>Trade</p>',
      }
      for (const [key, value] of Object.entries(fields)) form.append(key, value)
      // The admin form needs a logo: any bytes that start like a PNG.
      const logo = Buffer.alloc(2000)
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(logo)
      form.append('contestLogo', new Blob([logo], { type: 'image/png' }), 'logo.png')
      const added = await call('contest-add', admin, undefined, form)
      const contestId = (added.data as { _id: string })._id
      const at = clock.now().toISOString()
      await wallet.handlers.requestDeposit({ commandId: `dep-${userId}`, at, userId, depositId: `d-${userId}`, amount: '100', method: 'UPI', reference: `EXCH${createHash('sha256').update(userId).digest('hex').slice(0, 12).toUpperCase()}`, requestedBy: 'user' })
      await wallet.handlers.confirmDeposit({ commandId: `conf-${userId}`, at, userId, depositId: `d-${userId}`, confirmedBy: 'admin:seed' })
      const player = await issue({ id: userId, name, role: 'player' })
      await call('participateCondition', player, { contest_id: contestId, cashWalletChecked: true, winningWalletChecked: false, rewardWalletChecked: false })
      // The server's clock jumps to just after the start; the scheduler starts the contest.
      skew.ms = startAt + 1000 - Date.now()
      await contest.tick()
      return contestId
    },
    /** `count` marketable buys of BTC through the API (they fill at once): 5 put a player on the board. */
    async trade(userId: string, name: string, contestId: string, count: number): Promise<void> {
      const player = await issue({ id: userId, name, role: 'player' })
      for (let n = 0; n < count; n++) {
        const price = (Number(feed.lastPrice('BTCUSDT')) * 1.05).toFixed(2)
        await call('order-add', player, { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', price, amount: '0.001' })
      }
    },
    /** A running contest `userId` joined, open on its BTCUSDT exchange in a page signed in as them. */
    async exchangeOf(userId: string, name: string): Promise<{ contestId: string; page: Page }> {
      const contestId = await this.runningContest(userId, name)
      const page = await this.signedIn(userId, name)
      await page.goto(`${gateway.url}/exchange/${contestId}/BTCUSDT`)
      return { contestId, page }
    },
    /** A page signed in as `id`, with a token the server accepts. */
    async signedIn(id: string, name: string): Promise<Page> {
      return signedInPage(browser, gateway.url, id, await issue({ id, name, role: 'player' }), { width: 1440, height: 1000 })
    },
  }
}

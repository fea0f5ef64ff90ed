import type { Test } from 'tap'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'
import { originating, type Command } from '@arena/contracts'
import { createContestModule, walletInProcess } from '@arena/contest'
import { accountHistoriesIn } from '@arena/matching'
import { MemoryEventStore } from '@arena/eventstore'
import { registerWebsocket, SocketRegistry, startGateway } from '@arena/gateway'
import { createIdentityModule, type IdentityModule } from '@arena/identity'
import { authGuards, createLogger, createTokenIssuer, unauthorized } from '@arena/service-kit'
import { ManualClock } from '@arena/testing'
import { createWalletModule, everyAccountActive, handleWalletCommand } from '@arena/wallet'
import { launchChromium, signedInPage } from './signedInPage'

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const SECRET = 'web-contest-e2e-secret-0123456789abcdef'

/** A 1x1 PNG: a logo the contest service accepts and the browser can draw. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/**
 * The built app behind the real gateway with the identity, wallet and contest modules on one
 * in-memory store and the live socket, wired the way the platform wires them (the contest
 * module is not in startPlatform yet). The contest clock is manual: the test moves it and calls
 * `tick()`, which is what the production timer does every second.
 */
export async function startContestApp(t: Test, options: { playMode?: 'paid' | 'free' } = {}) {
  if (!existsSync(join(webRoot, 'index.html'))) throw new Error('web/dist/index.html is missing: run `npm run build -w @arena/web` first')
  const logger = createLogger('web-contest-e2e', { level: 'silent' })
  // Whole minutes, so the times typed into datetime-local fields are exact.
  const clock = new ManualClock(new Date(Math.ceil(Date.now() / 60_000) * 60_000))
  const store = new MemoryEventStore()
  const issuer = createTokenIssuer({ secret: SECRET, ttlSeconds: 3600 * 24, now: () => clock.now() })
  const registry = new SocketRegistry()
  const dataDir = await mkdtemp(join(tmpdir(), 'web-contest-e2e-'))
  // eslint-disable-next-line prefer-const -- assigned below, after the guards that read it late
  let identity: IdentityModule | undefined
  // Players get tokens straight from the issuer here (no login), so only the block is checked, not a session.
  const guards = authGuards(issuer, async principal => {
    if (await identity?.isBlocked(principal.id)) throw unauthorized('Your account is blocked')
  })
  const ctx = { store, clock, logger, issuer, guards, push: registry, dataDir }
  identity = createIdentityModule(ctx, { secret: SECRET })
  const wallet = createWalletModule(ctx, { payoutEligibility: { check: async () => ({ ok: true }) }, webhookSecret: 'web-contest-e2e-webhook', accounts: everyAccountActive, playMode: options.playMode })
  const contest = createContestModule(ctx, {
    wallet: walletInProcess((command: Command) => handleWalletCommand(wallet.handlers, command)),
    // As the platform wires it: age and state are what the player declared to identity.
    players: {
      age: async userId => (await identity!.playerFacts.age(userId)) ?? undefined,
      state: async userId => (await identity!.playerFacts.state(userId)) ?? undefined,
    },
    ranking: { standings: async () => [] },
    // Nobody trades here; any price lets the scheduler end the contests.
    prices: { lastPrice: () => '1.00' },
    tickIntervalMs: null,
    playMode: options.playMode,
    accounts: accountHistoriesIn(store),
  })
  const modules = [identity, wallet, contest]
  for (const module of modules) await module.start?.()
  const gateway = await startGateway({
    logger,
    webRoot,
    health: {},
    routes: [app => registerWebsocket(app, registry, { issuer, guards }), ...modules.map(module => module.routes!)],
  })
  const browser = await launchChromium()
  t.teardown(async () => {
    await browser.close()
    await gateway.close()
    for (const module of modules.reverse()) await module.stop?.()
    await store.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  let seq = 0
  const at = () => clock.now().toISOString()
  /** Identity knows the user (a sign-up, as its event), so calls such as the declaration find them. */
  async function registered(id: string, name: string) {
    if (identity!.view.byId(id)) return
    const data = { userId: id, name, countryCode: '91', mobile: null, email: `${id}@example.com`, referralCode: `R${id}`.slice(0, 8).toUpperCase(), referredBy: null, at: at() }
    await store.append(`user-${id}`, [{ id: randomUUID(), type: 'UserRegistered', data, metadata: originating('system:test', at()) }], 0)
    while (!identity!.view.byId(id)) await new Promise(resolve => setImmediate(resolve))
  }
  return {
    url: gateway.url,
    clock,
    contest,
    wallet,
    token: (id: string, name: string, role: 'player' | 'admin' = 'player') => issuer.issue({ id, name, role }),
    /** A page signed in as `id`, the way a stored token signs a returning player in. */
    async signedIn(id: string, name: string, role: 'player' | 'admin' = 'player'): Promise<Page> {
      await registered(id, name)
      return signedInPage(browser, gateway.url, id, await issuer.issue({ id, name, role }), { width: 1280, height: 900 })
    },
    /** Adds a contest over HTTP as the admin, with a logo, the way the admin form sends it. */
    async addContest(fields: Record<string, string>): Promise<Response> {
      const body = new FormData()
      for (const [key, value] of Object.entries(fields)) body.append(key, value)
      body.append('contestLogo', new Blob([PNG], { type: 'image/png' }), 'logo.png')
      return fetch(`${gateway.url}/api/contest-add`, { method: 'POST', headers: { authorization: `Bearer ${await issuer.issue({ id: 'admin-1', name: 'Admin', role: 'admin' })}` }, body })
    },
    /** Credits the cash wallet (a confirmed deposit) and the winning wallet (a prize). */
    async fund(userId: string, cash: string, winning: string) {
      const h = wallet.handlers
      const n = ++seq
      await h.requestDeposit({ commandId: `dep-${n}`, at: at(), userId, depositId: `d-${n}`, amount: cash, method: 'UPI', reference: String(600000000000 + n), requestedBy: 'user' })
      await h.confirmDeposit({ commandId: `conf-${n}`, at: at(), userId, depositId: `d-${n}`, confirmedBy: 'admin:seed' })
      await h.creditPrize({ commandId: `win-${n}`, at: at(), userId, contestId: `seed-${n}`, rank: 1, amount: winning })
    },
    async balances(userId: string) {
      await wallet.caughtUpTo(await store.headPosition())
      return wallet.view.balances(userId)
    },
  }
}

/** An instant as a datetime-local value in India time (what the admin form takes). */
export function indiaInput(ms: number): string {
  return new Date(ms + 330 * 60_000).toISOString().slice(0, 16)
}

/** The Add Contest form's usual values, by label: a free contest on BTCUSDT for 10 players with a 10,000 USDT fund; `extra` adds or overrides. */
export function addContestFields(name: string, startMs: number, endMs: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'Contest Name': name,
    'Start Time (India time)': indiaInput(startMs),
    'End Time (India time)': indiaInput(endMs),
    'Entry Fee (INR)': '0',
    'Virtual Fund (USDT)': '10000',
    'Prize Pool (INR)': '0',
    'Max Participants': '10',
    Pairs: 'BTCUSDT',
    ...extra,
  }
}

/** Fills the admin's Add Contest Details form: the logo, then each field by its label. */
export async function fillAddContestForm(form: Locator, fields: Record<string, string>): Promise<void> {
  await form.getByLabel('Contest Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value)
}

import type { Test } from 'tap'
import type { Bus } from '@arena/bus'
import { MemoryEventStore, type EventStore } from '@arena/eventstore'
import { buildGateway } from '@arena/gateway'
import { authGuards, createLogger, createTokenIssuer, type PushMessage, type Role } from '@arena/service-kit'
import { ManualClock } from '@arena/testing'
import { createWalletModule, signBody, type AccountStatus, type PayoutEligibility, type WalletLimits, type WalletModule, type WalletModuleOptions } from '../src/index'

export const webhookSecret = 'wallet-tests-webhook-secret'
const logger = createLogger('wallet-test', { level: 'silent' })

/** KYC done and bank account accepted for everyone, except the users and accounts named here. */
export function eligibility(refuse: { noKyc?: string[]; badAccounts?: string[] } = {}): PayoutEligibility {
  return {
    async check(userId, bankAccountId) {
      if (refuse.noKyc?.includes(userId)) return { ok: false, field: 'kyc', message: 'Please complete your KYC' }
      if (refuse.badAccounts?.includes(bankAccountId)) return { ok: false, field: 'bank_account_id', message: 'First bank account is required' }
      return { ok: true }
    },
  }
}

export interface Harness {
  app: Awaited<ReturnType<typeof buildGateway>>
  wallet: WalletModule
  store: EventStore
  clock: ManualClock
  pushes: { userId: string; message: PushMessage }[]
  token(id: string, role?: Role): Promise<string>
  call(method: 'GET' | 'POST', url: string, token: string | undefined, body?: unknown, headers?: Record<string, string>): Promise<{ statusCode: number; json: () => any; body: string; headers: Record<string, string | string[] | number | undefined> }>
  /** Delivers a provider notice, signed with the shared secret unless `signature` is given. */
  webhook(body: unknown, signature?: string): Promise<{ statusCode: number; json: () => any; body: string }>
  /** Credits `userId`'s winning wallet through a prize, as settlement would. */
  fundWinning(userId: string, amount: string, contestId?: string): Promise<void>
}

/** Valid UTRs for tests: 12-digit UPI/IMPS references, distinct per `n`. */
export const utr = (n: number): string => String(400000000000 + n)

export interface WalletTestOptions {
  store?: EventStore
  payoutEligibility?: PayoutEligibility
  bus?: Bus
  /** With a bus: start the wallet's worker, which serves other services' commands (default true). */
  worker?: boolean
  panLookup?: WalletModuleOptions['panLookup']
  /** Users whose account is not active (the rest are). */
  accounts?: Record<string, Exclude<AccountStatus, 'active'>>
  limits?: Partial<WalletLimits>
  kycStatus?: WalletModuleOptions['kycStatus']
  players?: WalletModuleOptions['players']
  tdsPolicy?: WalletModuleOptions['tdsPolicy']
  depositGstRate?: string
  /** The clock's first instant (default 2026-03-01T10:00Z). */
  now?: string
  /** Users with a socket open here, as the gateway's registry tells (default: the hub cannot tell). */
  connected?: ReadonlySet<string>
}

export async function startWallet(t: Test, options: WalletTestOptions = {}): Promise<Harness> {
  const store = options.store ?? new MemoryEventStore()
  const clock = new ManualClock(options.now ?? '2026-03-01T10:00:00.000Z')
  const issuer = createTokenIssuer({ secret: 'wallet-tests-secret-wallet-tests-secret', ttlSeconds: 3600, now: () => clock.now() })
  const pushes: Harness['pushes'] = []
  const connected = options.connected
  const push = {
    toUser: (userId: string, message: PushMessage) => void pushes.push({ userId, message }), toTopic() {}, toAll() {},
    ...(connected ? { isConnected: (userId: string) => connected.has(userId) } : {}),
  }
  const ctx = { store, clock, logger, issuer, guards: authGuards(issuer), push, dataDir: '/nonexistent' }
  const accounts = { statusOf: async (userId: string) => options.accounts?.[userId] ?? 'active' as const }
  const wallet = createWalletModule(ctx, {
    payoutEligibility: options.payoutEligibility ?? eligibility(), webhookSecret, accounts,
    ...(options.bus ? { bus: options.bus, tickIntervalMs: null } : {}), ...(options.panLookup ? { panLookup: options.panLookup } : {}), ...(options.limits ? { limits: options.limits } : {}),
    ...(options.kycStatus ? { kycStatus: options.kycStatus } : {}), ...(options.players ? { players: options.players } : {}),
    ...(options.tdsPolicy ? { tdsPolicy: options.tdsPolicy } : {}), ...(options.depositGstRate ? { depositGstRate: options.depositGstRate } : {}),
  })
  await wallet.start?.()
  // Other services' commands are the worker's to serve (without its timers, which tests drive).
  if (options.bus && options.worker !== false) await wallet.startWorkers?.()
  const app = await buildGateway({ logger, health: {}, routes: [wallet.routes!] })
  t.teardown(async () => {
    await app.close()
    await wallet.stop?.()
    if (!options.store) await store.close()
  })
  let prizes = 0
  const call: Harness['call'] = async (method, url, token, body, headers = {}) => {
    const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
    return (await app.inject({ method, url, headers: { ...auth, ...headers }, ...(body !== undefined ? { payload: body as object } : {}) })) as never
  }
  return {
    app, wallet, store, clock, pushes, call,
    token: (id, role = 'player') => issuer.issue({ id, name: `user ${id}`, role }),
    async webhook(body, signature) {
      const raw = JSON.stringify(body)
      const headers = { 'content-type': 'application/json', 'x-signature': signature ?? signBody(webhookSecret, raw) }
      return (await app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: raw })) as never
    },
    async fundWinning(userId, amount, contestId = `seed-${++prizes}`) {
      await wallet.handlers.creditPrize({ commandId: `seed-${userId}-${contestId}`, at: clock.now().toISOString(), userId, contestId, rank: 1, amount })
    },
  }
}

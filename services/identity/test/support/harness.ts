import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { MemoryEventStore, type EventStore } from '@arena/eventstore'
import { authGuards, createLogger, createTokenIssuer, type PushMessage } from '@arena/service-kit'
import { ManualClock } from '@arena/testing'
import { buildGateway } from '@arena/gateway'
import { createIdentityModule, type IdentityModule, type IdentityOptions, type OtpSender, type OutgoingCode } from '../../src/index'

export const SECRET = 'identity-test-secret-0123456789abcdef'
const logger = createLogger('identity-test', { level: 'silent' })

/** Keeps every message a sender was given, so a test reads the code a person would receive. */
export class CapturingSender implements OtpSender {
  readonly sent: OutgoingCode[] = []
  async send(message: OutgoingCode): Promise<void> {
    this.sent.push(message)
  }
  last(address: string): OutgoingCode {
    const found = this.sent.filter(m => m.address === address).at(-1)
    if (!found) throw new Error(`nothing was sent to ${address}`)
    return found
  }
}

export interface Harness {
  app: FastifyInstance
  module: IdentityModule
  store: EventStore
  clock: ManualClock
  sender: CapturingSender
  pushes: { userId: string; message: PushMessage }[]
  /** Every request to close sockets of ended sessions, as the gateway's socket registry gets them. */
  endedSessions: { userId: string; sessionIds: readonly string[] | 'all' }[]
  dataDir: string
  post(url: string, payload?: unknown, token?: string, extra?: Partial<InjectOptions>): Promise<{ statusCode: number; body: any }>
  get(url: string, token?: string): Promise<{ statusCode: number; body: any; raw: Buffer }>
  close(): Promise<void>
}

export interface HarnessOptions {
  store?: EventStore
  clock?: ManualClock
  dataDir?: string
  identity?: Partial<IdentityOptions>
  /** Leave the store open on close (a test that restarts over the same store closes it itself). */
  keepStore?: boolean
}

/** A started identity that closes when test `t` ends: the usual start of a test. */
export async function identityFor(t: { teardown(fn: () => unknown): void }, options: HarnessOptions = {}): Promise<Harness> {
  const h = await startIdentity(options)
  t.teardown(() => h.close())
  return h
}

/** Identity behind the real gateway graph, driven with app.inject, time moved by hand. */
export async function startIdentity(options: HarnessOptions = {}): Promise<Harness> {
  const store = options.store ?? new MemoryEventStore()
  const clock = options.clock ?? new ManualClock('2026-03-01T10:00:00.000Z')
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'identity-')))
  const sender = new CapturingSender()
  const pushes: Harness['pushes'] = []
  const endedSessions: Harness['endedSessions'] = []
  const issuer = createTokenIssuer({ secret: SECRET, ttlSeconds: 3600, now: () => clock.now() })
  // eslint-disable-next-line prefer-const -- assigned below, after the guards that read it late
  let module: IdentityModule | undefined
  const guards = authGuards(issuer, principal => module!.checkSession(principal))
  const push = {
    toUser: (userId: string, message: PushMessage) => void pushes.push({ userId, message }),
    toTopic() {},
    toAll() {},
    endSessions: (userId: string, sessionIds: readonly string[] | 'all') => void endedSessions.push({ userId, sessionIds }),
  }
  module = createIdentityModule({ store, clock, logger, issuer, guards, push, dataDir }, { secret: SECRET, sender, publicUrl: 'https://arena.test', ...options.identity })
  await module.start!()
  // The tests play the client's address through X-Forwarded-For, as a proxy on loopback would.
  const app = await buildGateway({ logger, health: {}, trustProxy: '127.0.0.1', isReady: () => module!.isReady!(), routes: [module.routes!] })
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {})
  return {
    app, module, store, clock, sender, pushes, endedSessions, dataDir,
    async post(url, payload = {}, token, extra = {}) {
      const res = await app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers: auth(token), ...extra })
      return { statusCode: res.statusCode, body: res.json() }
    },
    async get(url, token) {
      const res = await app.inject({ method: 'GET', url, headers: auth(token) })
      const isJson = String(res.headers['content-type'] ?? '').includes('json')
      return { statusCode: res.statusCode, body: isJson ? res.json() : undefined, raw: res.rawPayload }
    },
    async close() {
      await app.close()
      await module!.stop!()
      if (!options.keepStore) await store.close()
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Both steps of the Sign Up tab for an Indian mobile; returns the token. */
export async function signUpMobile(h: Harness, mobile: string, name: string, extra: Record<string, unknown> = {}): Promise<{ token: string; body: any }> {
  const step1 = await h.post('/api/user-registor', { countryCode: '91', mobile })
  if (step1.statusCode !== 200) throw new Error(`step 1 failed: ${JSON.stringify(step1.body)}`)
  const { encrypted_otp } = step1.body.data
  const code = h.sender.last(`+91${mobile.replace(/^0+/, '')}`).code
  const step2 = await h.post('/api/user-registor', { countryCode: '91', mobile, otp: code, encrypted_otp, name, terms: true, ...extra })
  if (step2.statusCode !== 200) throw new Error(`step 2 failed: ${JSON.stringify(step2.body)}`)
  return { token: step2.body.token, body: step2.body }
}

/** Both steps of the Sign In tab; returns the token. */
export async function logInMobile(h: Harness, mobile: string): Promise<string> {
  const step1 = await h.post('/api/login', { countryCode: '91', mobile })
  if (step1.statusCode !== 200) throw new Error(`login step 1 failed: ${JSON.stringify(step1.body)}`)
  const code = h.sender.last(`+91${mobile}`).code
  const step2 = await h.post('/api/login', { countryCode: '91', mobile, otp: code, encrypted_otp: step1.body.data.encrypted_otp })
  if (step2.statusCode !== 200) throw new Error(`login step 2 failed: ${JSON.stringify(step2.body)}`)
  return step2.body.token
}

/** The digits that differ from the real code in the last place, so a "wrong OTP" is never right by luck. */
export const wrongCode = (code: string): string => code.slice(0, 5) + String((Number(code[5]) + 1) % 10)

/**
 * Both steps of persional-data-update: the call without `otp` sends a code to `codeTo` (the new
 * address, or the registered mobile for a password); the same call with it applies the change.
 */
export async function changeWithOtp(h: Harness, token: string, body: Record<string, unknown>, codeTo: string): Promise<{ statusCode: number; body: any }> {
  const step1 = await h.post('/api/persional-data-update', body, token)
  if (step1.statusCode !== 200 || !step1.body.data?.encrypted_otp) throw new Error(`change step 1 failed: ${JSON.stringify(step1.body)}`)
  const code = h.sender.last(codeTo).code
  return h.post('/api/persional-data-update', { ...body, otp: code, encrypted_otp: step1.body.data.encrypted_otp }, token)
}

import type { Test } from 'tap'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { EventStore, SnapshotStore } from '@arena/eventstore'
import { MemoryEventStore } from '@arena/eventstore'
import { buildGateway } from '@arena/gateway'
import { authGuards, createLogger, createTokenIssuer, type PushMessage, type Role } from '@arena/service-kit'
import { closeOnce, injectCall, ManualClock } from '@arena/testing'
import { createSupportModule } from '../src/index'

const logger = createLogger('support-test', { level: 'silent' })

/** A file of `size` bytes that starts with the given signature (the rest is zeros). */
export function fileOf(signature: number[] | string, size: number): Buffer {
  const head = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature)
  const bytes = Buffer.alloc(size)
  head.copy(bytes)
  return bytes
}
export const png = (size = 2_000) => fileOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size)
export const jpeg = (size = 2_000) => fileOf([0xff, 0xd8, 0xff, 0xe0], size)
export const gif = (size = 2_000) => fileOf('GIF89a', size)
/** A Windows executable: what a renamed `virus.png` really is. */
export const exe = (size = 2_000) => fileOf('MZ\x90\x00', size)

/** A multipart body as a browser would send it, for app.inject. */
export async function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string; field?: string }) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file) form.append(file.field ?? 'issueImage', new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.name)
  const request = new Request('http://local/', { method: 'POST', body: form })
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } }
}

export interface Harness {
  app: Awaited<ReturnType<typeof buildGateway>>
  store: EventStore
  clock: ManualClock
  pushes: { userId: string; message: PushMessage }[]
  /** Pushes to topics (the admins' queue), in order. */
  topicPushes: { topic: string; message: PushMessage }[]
  dataDir: string
  isReady(): boolean
  /** Resolves once this instance's read model shows everything committed so far. */
  caughtUp(): Promise<void>
  token(id: string, role?: Role, name?: string): Promise<string>
  /** Sends a request as `token`; a `form` goes as multipart, a `json` body as JSON. */
  call(method: 'GET' | 'POST', url: string, token: string | undefined, body?: { form?: Awaited<ReturnType<typeof multipart>>; json?: unknown }): Promise<{ statusCode: number; json: () => any; body: string; rawPayload: Buffer; headers: Record<string, unknown> }>
  restart(): Promise<Harness>
  /** Stops the gateway and the module (a read model with checkpoints writes its last one). */
  close(): Promise<void>
}

/** The support module behind the real gateway, on the given store (memory by default); with `snapshots`, its read model keeps checkpoints there. */
export async function startSupport(t: Test, options: { store?: EventStore; dataDir?: string; snapshots?: SnapshotStore } = {}): Promise<Harness> {
  const store = options.store ?? new MemoryEventStore()
  const clock = new ManualClock('2026-03-01T10:00:00.000Z')
  const issuer = createTokenIssuer({ secret: 'support-tests-secret-support-tests-secret', ttlSeconds: 3600, now: () => clock.now() })
  const pushes: Harness['pushes'] = []
  const topicPushes: Harness['topicPushes'] = []
  const push = {
    toUser: (userId: string, message: PushMessage) => void pushes.push({ userId, message }),
    toTopic: (topic: string, message: PushMessage) => void topicPushes.push({ topic, message }),
    toAll() {},
  }
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'support-')))
  const module = createSupportModule({ store, clock, logger, issuer, guards: authGuards(issuer), push, dataDir, snapshots: options.snapshots })
  await module.start?.()
  const app = await buildGateway({ logger, health: {}, routes: [module.routes!] })
  const close = closeOnce(() => app.close(), () => module.stop?.())
  t.teardown(async () => {
    await close()
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true })
    if (!options.store) await store.close()
  })
  const harness: Harness = {
    app,
    store,
    clock,
    pushes,
    topicPushes,
    dataDir,
    isReady: () => module.isReady?.() ?? false,
    caughtUp: async () => module.caughtUpTo(await store.headPosition()),
    token: (id, role = 'player', name = `user ${id}`) => issuer.issue({ id, name, role }),
    call: injectCall(app),
    close,
    async restart() {
      await close()
      return startSupport(t, { store, dataDir, snapshots: options.snapshots })
    },
  }
  return harness
}

/** Opens a ticket for `userId` through the API and returns its id. */
export async function openTicket(h: Harness, userId: string, file?: Parameters<typeof multipart>[1], subject = 'Wallet'): Promise<string> {
  const res = await h.call('POST', '/api/helpIssue-data', await h.token(userId), { form: await multipart({ subject, description: 'Deposit not credited' }, file) })
  if (res.statusCode !== 200) throw new Error(`opening a ticket failed: ${res.body}`)
  return res.json().data._id as string
}

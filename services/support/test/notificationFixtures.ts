import type { Test } from 'tap'
import { newId, originating, streams } from '@arena/contracts'
import { MemoryEventStore, type EventStore } from '@arena/eventstore'
import { buildGateway } from '@arena/gateway'
import { authGuards, createLogger, createTokenIssuer, type PushMessage, type Role } from '@arena/service-kit'
import { closeOnce, ManualClock } from '@arena/testing'
import { createNotificationsModule } from '../src/index'

const logger = createLogger('notifications-test', { level: 'silent' })

/** The notification centre behind the real gateway; facts are appended the way their services write them. */
export async function startNotifications(t: Test, options: { store?: EventStore } = {}) {
  const store = options.store ?? new MemoryEventStore()
  const clock = new ManualClock('2026-03-01T10:00:00.000Z')
  const issuer = createTokenIssuer({ secret: 'notification-tests-secret-notification-tests', ttlSeconds: 3600, now: () => clock.now() })
  const pushes: { userId: string; message: PushMessage }[] = []
  const push = { toUser: (userId: string, message: PushMessage) => void pushes.push({ userId, message }), toTopic() {}, toAll() {} }
  const module = createNotificationsModule({ store, clock, logger, issuer, guards: authGuards(issuer), push, dataDir: '/nonexistent' })
  await module.start?.()
  const app = await buildGateway({ logger, health: {}, routes: [module.routes!] })
  const close = closeOnce(() => app.close(), () => module.stop?.())
  t.teardown(async () => {
    await close()
    if (!options.store) await store.close()
  })
  return {
    store,
    pushes,
    module,
    close,
    token: (id: string, role: Role = 'player') => issuer.issue({ id, name: `user ${id}`, role }),
    /** Appends one fact to `stream` as its service would, and waits until the centre applied it. */
    async fact(stream: string, type: string, data: unknown): Promise<string> {
      const id = newId()
      const result = await store.append(stream, [{ id, type, data, metadata: originating('system:test', clock.now().toISOString()) }], 'any')
      await module.caughtUpTo(result.position)
      return id
    },
    async call(method: 'GET' | 'POST', url: string, token: string, json?: unknown) {
      const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(json !== undefined ? { payload: json as object } : {}) })
      return { statusCode: res.statusCode, json: () => res.json() as any }
    },
  }
}

export const wallet = streams.wallet

import type { Test } from 'tap'
import { newId, originating, streams, type RecordedEvent } from '@arena/contracts'
import { handledVersionName, inProcessEvents, type CheckpointStore } from '@arena/bus'
import { MemoryEventStore, type EventStore, type SnapshotStore } from '@arena/eventstore'
import { buildGateway } from '@arena/gateway'
import { authGuards, createLogger, createTokenIssuer, type PushMessage, type Role } from '@arena/service-kit'
import { closeOnce, ManualClock } from '@arena/testing'
import { createNotificationsModule, mayNotify, noticeCauses, notificationsGroup } from '../src/index'
import { ownersFacts } from './ownersFacts'

const logger = createLogger('notifications-test', { level: 'silent' })

/**
 * The notification centre behind the real gateway, its worker fed by the relay over the
 * in-process bus as the embedded profile wires it; facts are appended the way their services
 * write them. With `snapshots`, its read model keeps checkpoints there.
 */
export async function startNotifications(t: Test, options: { store?: EventStore; snapshots?: SnapshotStore } = {}) {
  const store = options.store ?? new MemoryEventStore()
  const clock = new ManualClock('2026-03-01T10:00:00.000Z')
  const issuer = createTokenIssuer({ secret: 'notification-tests-secret-notification-tests', ttlSeconds: 3600, now: () => clock.now() })
  const pushes: { userId: string; message: PushMessage }[] = []
  const push = { toUser: (userId: string, message: PushMessage) => void pushes.push({ userId, message }), toTopic() {}, toAll() {} }
  const events = await inProcessEvents(store)
  const module = createNotificationsModule({ store, clock, logger, issuer, guards: authGuards(issuer), push, dataDir: '/nonexistent', snapshots: options.snapshots }, { events, facts: ownersFacts(store) })
  await module.start?.()
  await module.startWorkers?.()
  const app = await buildGateway({ logger, health: {}, routes: [module.routes!] })
  const close = closeOnce(() => app.close(), () => module.stop?.(), () => events.close())
  const consumed = new Set<string>(noticeCauses.map(d => d.type))
  /** Resolves once the worker has written what `event` causes, and the read model shows it. */
  const handled = async (event: Pick<RecordedEvent, 'type' | 'data' | 'stream' | 'version'>) => {
    if (consumed.has(event.type) && mayNotify(event as RecordedEvent)) await untilHandled(events.versions, event.stream, event.version)
    await module.caughtUpTo(await store.headPosition())
  }
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
    events,
    handled,
    /** Appends one fact to `stream` as its service would, and waits until the centre applied it. */
    async fact(stream: string, type: string, data: unknown): Promise<string> {
      const id = newId()
      const result = await store.append(stream, [{ id, type, data, metadata: originating('system:test', clock.now().toISOString()) }], 'any')
      await handled({ type, data, stream, version: result.nextExpectedVersion })
      return id
    },
    async call(method: 'GET' | 'POST', url: string, token: string, json?: unknown) {
      const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(json !== undefined ? { payload: json as object } : {}) })
      return { statusCode: res.statusCode, json: () => res.json() as any }
    },
  }
}

export const wallet = streams.wallet

/** Waits (polling, with a deadline) until the notification worker's group has handled `stream` up to `version`. */
export async function untilHandled(versions: CheckpointStore, stream: string, version: number, deadlineMs = 30_000): Promise<void> {
  const deadline = Date.now() + deadlineMs
  while ((await versions.load(handledVersionName(notificationsGroup, stream))) < version) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${stream} is handled up to version ${version}`)
    await new Promise(resolve => setTimeout(resolve, 5))
  }
}

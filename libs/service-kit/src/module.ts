import type { FastifyInstance } from 'fastify'
import type { EventStore, SnapshotStore } from '@arena/eventstore'
import type { Logger } from 'pino'
import type { TokenIssuer, authGuards } from './auth'

/** A feature's HTTP routes, registered by the gateway under /api. */
export type RoutePlugin = (app: FastifyInstance) => Promise<void> | void

/** Time as the services see it: injected so tests move it instead of sleeping. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/**
 * A live message to browsers: `{ event, data }` with the spec's event names. Delivery is best
 * effort; a client that reconnects reloads its lists, as the spec's timeout events make it do.
 */
export interface PushMessage {
  event: string
  data: unknown
}

export interface PushHub {
  toUser(userId: string, message: PushMessage): void
  toTopic(topic: string, message: PushMessage): void
  toAll(message: PushMessage): void
  /**
   * Closes the user's sockets opened under these sessions (`all`: every socket of the user), after
   * a logout, a block or a role change. Optional: hubs without sockets have nothing to close.
   */
  endSessions?(userId: string, sessionIds: readonly string[] | 'all'): void
  /**
   * Whether a socket here follows the topic. Optional: a hub that cannot tell is pushed to as if
   * one did. A push that costs reads to build (a leaderboard page) is skipped where none would get
   * it: a worker's hub has no sockets at all.
   */
  isFollowed?(topic: string): boolean
  /** Whether a socket of this user is open here. Optional, as `isFollowed`: a push built from reads is skipped where it would reach nobody. */
  isConnected?(userId: string): boolean
}

export type Guards = ReturnType<typeof authGuards>

/** What the process gives every service module when it wires them together. */
export interface ModuleContext {
  store: EventStore
  clock: Clock
  logger: Logger
  issuer: TokenIssuer
  guards: Guards
  push: PushHub
  /** Folder for uploaded files and the OTP outbox (embedded: ./data). */
  dataDir: string
  /** Where command handlers keep snapshots of long streams, beside `store`'s events (default: in memory). */
  snapshots?: SnapshotStore
  /**
   * Whether this process writes the module's read-model checkpoints (default true). The platform
   * gives the module's own worker (and the embedded profile's one process) true, every other
   * process that folds its read models false: they restore what the worker wrote.
   */
  writesCheckpoints?: boolean
}

/**
 * A service as the process sees it: routes for the gateway, and background work (projections,
 * bus consumers, schedulers) started after routes are registered and stopped before the store.
 */
export interface ServiceModule {
  name: string
  routes?: RoutePlugin
  /** Builds read models (every role that serves or works needs them). */
  start?(): Promise<void>
  /**
   * Background work that must run in exactly one kind of process: schedulers, fills, settlement,
   * projections into shared stores. The embedded profile runs it beside the routes; the cluster
   * profile runs it only in the service's worker role (docs/adr/0004-process-roles.md).
   */
  startWorkers?(): Promise<void>
  stop?(): Promise<void>
  /** True once the module's read models have caught up; gates /api/ready. */
  isReady?(): boolean
}

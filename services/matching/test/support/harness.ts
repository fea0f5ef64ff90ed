import type { Test } from 'tap'
import { PlayerJoined, newId, originating, streams, type ExchangeOrderPush, type LeaderboardPush, type NewEvent, type PortfolioPush } from '@arena/contracts'
import { inProcessEvents, type InProcessEvents } from '@arena/bus'
import { MemoryEventStore, type EventStore, type SnapshotStore } from '@arena/eventstore'
import { buildGateway } from '@arena/gateway'
import { contestResultsIn, createContestTermsModule } from '@arena/contest'
import { createLeaderboardModule, MemoryLeaderboardStore, type LeaderboardModule } from '@arena/leaderboard'
import type { MarketFeed } from '@arena/market-data'
import { authGuards, createLogger, createTokenIssuer, type PushMessage, type RoutePlugin } from '@arena/service-kit'
import { closeOnce, CONTEST_END, CONTEST_START, createContest as createContestFixture, ManualClock, type ContestFixtureOptions } from '@arena/testing'
import { createMatchingModule, type BreakOf, type MatchingModule, type MatchingOptions } from '../../src/index'

export const logger = createLogger('matching-test', { level: 'silent' })
export const START = CONTEST_START
export const END = CONTEST_END

export interface Pushed {
  to: string
  event: string
  /** Whichever push it was: order, portfolio or leaderboard fields. */
  data: Partial<ExchangeOrderPush & PortfolioPush & LeaderboardPush>
}

export interface ExchangeOptions {
  feed: MarketFeed
  store?: EventStore
  clock?: ManualClock
  /** Also run the leaderboard module (the whole exchange path). */
  leaderboard?: boolean
  /** Where the contest events come from; default: the store's relay on an in-process broker (`eventsOf`). */
  events?: MatchingOptions['events']
  /** Where read models keep checkpoints (and command handlers snapshots); default: none, the log is folded whole. */
  snapshots?: SnapshotStore
  /** The wallet's break in force (its port, `breakInForce` in the product); default: no one is on a break. */
  breakOf?: BreakOf
  /** The store the contest's terms view follows (default: `store`): a test holds it back to make the terms lag. */
  termsStore?: EventStore
}

/**
 * The contest events' way to the accounts, as the embedded profile has it: an in-process broker
 * the relay fills from the store. Processes over one store share it, as they would share Kafka.
 */
const backbones = new WeakMap<EventStore, Promise<InProcessEvents>>()
export function eventsOf(t: Test, store: EventStore): Promise<InProcessEvents> {
  let events = backbones.get(store)
  if (!events) {
    backbones.set(store, (events = inProcessEvents(store)))
    t.teardown(async () => (await events!).close())
  }
  return events
}

async function embeddedEvents(t: Test, store: EventStore): Promise<MatchingOptions['events']> {
  const backbone = await eventsOf(t, store)
  return { bus: backbone.connect('matching'), versions: backbone.versions }
}

/** Matching (and the leaderboard, if asked) behind the real gateway, with a PushHub that records. */
export async function startExchange(t: Test, options: ExchangeOptions) {
  const store = options.store ?? new MemoryEventStore()
  const events: MatchingOptions['events'] = options.events ?? (await embeddedEvents(t, store))
  const clock = options.clock ?? new ManualClock(START)
  const issuer = createTokenIssuer({ secret: 'matching-tests-secret-matching-tests', ttlSeconds: 3600, now: () => clock.now() })
  const pushes: Pushed[] = []
  const push = {
    toUser: (userId: string, m: PushMessage) => void pushes.push({ to: `user:${userId}`, event: m.event, data: m.data as Pushed['data'] }),
    toTopic: (topic: string, m: PushMessage) => void pushes.push({ to: topic, event: m.event, data: m.data as Pushed['data'] }),
    toAll() {},
  }
  const ctx = { store, clock, logger, issuer, guards: authGuards(issuer), push, dataDir: '/nonexistent', snapshots: options.snapshots }
  // The contests' terms are the contest service's view, started before matching as the platform does.
  const contests = createContestTermsModule({ ...ctx, store: options.termsStore ?? store })
  const matching: MatchingModule = createMatchingModule(ctx, { feed: options.feed, events, breakOf: options.breakOf ?? (async () => null), contests })
  const leaderboard: LeaderboardModule | undefined = options.leaderboard
    ? createLeaderboardModule(ctx, { feed: options.feed, store: new MemoryLeaderboardStore(), results: contestResultsIn(store), contests, pushTimer: false })
    : undefined
  await contests.start?.()
  await matching.start?.()
  // Fills and account reactions are the matching worker's background work.
  await matching.startWorkers?.()
  await leaderboard?.start?.()
  const routes: RoutePlugin[] = [matching.routes!, ...(leaderboard ? [leaderboard.routes!] : [])]
  const app = await buildGateway({ logger, health: {}, routes })
  const stop = closeOnce(() => app.close(), () => leaderboard?.stop?.(), () => matching.stop?.(), () => contests.stop?.())
  t.teardown(stop)
  const call = async (userId: string, method: 'GET' | 'POST', url: string, body?: object) => {
    const token = await issuer.issue({ id: userId, name: userId, role: 'player' })
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) })
    return { statusCode: res.statusCode, json: res.json() }
  }
  /** Waits until fills, reactions and projections have settled: nothing is left in flight. */
  const idle = async () => {
    for (let round = 0; round < 3; round++) {
      await matching.idle()
      await leaderboard?.idle()
    }
  }
  /** A second later: the throttle lets the held-back pushes go, as the leaderboard's timer would. */
  const settlePushes = async () => {
    clock.advance(1000)
    await leaderboard?.drainPushes()
  }
  return { app, store, clock, pushes, matching, leaderboard, call, idle, settlePushes, stop }
}

/**
 * Two matching processes on one store (another process's race), a contest with alice in it, and
 * the script's first trade (at 0) played and seen by both.
 */
export async function twoProcesses(t: Test, store: EventStore, script: { feed: MarketFeed; play(at: number): void }) {
  const one = await startExchange(t, { feed: script.feed, store })
  const two = await startExchange(t, { feed: script.feed, store })
  const contestId = await createContest(store)
  await join(store, contestId, 'alice')
  script.play(0)
  await one.idle()
  await two.idle()
  return { one, two, contestId }
}

const stamp = (type: string, data: unknown, at: string): NewEvent => ({ id: newId(), type, data, metadata: originating('system:contest', at) })

/** The contest service's side: a contest trading the given pairs. */
export const createContest = (store: EventStore, options: ContestFixtureOptions = {}): Promise<string> => createContestFixture(store, { by: 'system:contest', ...options })

export async function join(store: EventStore, contestId: string, userId: string, virtualFund = '10000'): Promise<void> {
  const data = PlayerJoined.parse({ contestId, userId, virtualFund, entryFee: '10.00', feeSplit: { reward: '0.00', winning: '0.00', cash: '10.00' }, seat: 1 })
  await store.append(streams.contest(contestId), [stamp('PlayerJoined', data, START)], 'any')
}

export async function endContest(store: EventStore, contestId: string, type: 'ContestEnded' | 'ContestCancelled' = 'ContestEnded'): Promise<void> {
  const data = type === 'ContestEnded' ? { contestId, at: END } : { contestId, reason: 'test', cancelledBy: 'admin' }
  await store.append(streams.contest(contestId), [stamp(type, data, END)], 'any')
}

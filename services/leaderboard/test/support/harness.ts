import type { Test } from 'tap'
import { randomUUID } from 'node:crypto'
import { AccountOpened, OrderFilled, OrderPlaced, PlayerJoined, newId, originating, streams, type NewEvent } from '@arena/contracts'
import { MemoryEventStore, type EventStore, type SnapshotStore } from '@arena/eventstore'
import { buildGateway } from '@arena/gateway'
import type { MarketFeed } from '@arena/market-data'
import { authGuards, createLogger, createTokenIssuer, type PushMessage } from '@arena/service-kit'
import { Decimal } from '@arena/domain'
import { closeOnce, CONTEST_END, CONTEST_START, createContest as createContestFixture, ManualClock, type ContestFixtureOptions } from '@arena/testing'
import { contestResultsIn, createContestTermsModule } from '@arena/contest'
import { createLeaderboardModule, MemoryLeaderboardStore, type LeaderboardOptions, type LeaderboardStore } from '../../src/index'

export const logger = createLogger('leaderboard-test', { level: 'silent' })
export const START = CONTEST_START
export const END = CONTEST_END

export interface Pushed {
  to: string
  message: PushMessage
}

/** The leaderboard module behind the real gateway; events are appended as matching would. */
export async function startLeaderboard(t: Test, options: { feed: MarketFeed; store?: EventStore; board?: LeaderboardStore; clock?: ManualClock; writesBoard?: boolean; share?: LeaderboardOptions['share']; snapshots?: SnapshotStore; forgetSettled?: boolean; followed?: (topic: string) => boolean; names?: LeaderboardOptions['names']; termsStore?: EventStore; results?: LeaderboardOptions['results'] }) {
  const store = options.store ?? new MemoryEventStore()
  const board = options.board ?? new MemoryLeaderboardStore()
  const clock = options.clock ?? new ManualClock('2026-03-01T10:00:00.000Z')
  const issuer = createTokenIssuer({ secret: 'leaderboard-tests-secret-leaderboard', ttlSeconds: 3600, now: () => clock.now() })
  const pushes: Pushed[] = []
  const push = {
    toUser: (userId: string, message: PushMessage) => void pushes.push({ to: `user:${userId}`, message }),
    toTopic: (topic: string, message: PushMessage) => void pushes.push({ to: topic, message }),
    toAll() {},
    isFollowed: options.followed,
  }
  const ctx = { store, clock, logger, issuer, guards: authGuards(issuer), push, dataDir: '/nonexistent', snapshots: options.snapshots }
  // The contests' terms are the contest service's view, started before the leaderboard as the platform does.
  const contests = createContestTermsModule({ ...ctx, store: options.termsStore ?? store })
  const module = createLeaderboardModule(ctx, {
    feed: options.feed, store: board, results: options.results ?? contestResultsIn(store), contests, names: options.names,
    pushTimer: false, writesBoard: options.writesBoard, share: options.share, forgetSettled: options.forgetSettled,
  })
  await contests.start?.()
  await module.start?.()
  const app = await buildGateway({ logger, health: {}, routes: [module.routes!] })
  const stop = closeOnce(() => app.close(), () => module.stop?.(), () => contests.stop?.())
  t.teardown(stop)
  const post = async (userId: string, url: string, body: object, role: 'player' | 'admin' = 'player') => {
    const token = await issuer.issue({ id: userId, name: userId, role })
    const res = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: body })
    return { statusCode: res.statusCode, json: res.json() }
  }
  return { module, app, store, board, clock, pushes, post, stop }
}

const at = (clock?: ManualClock) => (clock ?? new ManualClock(START)).now().toISOString()
const stamp = (type: string, data: unknown, when: string): NewEvent => ({ id: newId(), type, data, metadata: originating('test', when) })

/** The contest service's side: a contest trading the given pairs. */
export const createContest = (store: EventStore, options: ContestFixtureOptions = {}): Promise<string> => createContestFixture(store, { by: 'test', ...options })

/**
 * Matching's side for one player: the account opened, `orders` orders placed and the given
 * fills. Written straight to the account stream, the way matching writes it.
 */
export async function playerTrades(store: EventStore, contestId: string, userId: string, options: { orders: number; fills?: { symbol: string; side: 'Buy' | 'Sell'; price: string; amount: string }[]; fund?: string; clock?: ManualClock }) {
  const when = at(options.clock)
  const events: NewEvent[] = []
  const fund = options.fund ?? '10000'
  const stream = streams.account(contestId, userId)
  const existing = await store.readStream(stream)
  if (existing.length === 0) {
    await store.append(streams.contest(contestId), [stamp('PlayerJoined', PlayerJoined.parse({ contestId, userId, virtualFund: fund, entryFee: '10.00', feeSplit: { reward: '0.00', winning: '0.00', cash: '10.00' }, seat: 1 }), when)], 'any')
    events.push(stamp('AccountOpened', AccountOpened.parse({ contestId, userId, virtualFund: `${fund}.00000000` }), when))
  }
  const fills = options.fills ?? []
  for (let i = 0; i < options.orders; i++) {
    const fill = fills[i]
    const orderId = randomUUID()
    const base = { contestId, userId, orderId, symbol: fill?.symbol ?? 'BTCUSDT', orderType: fill?.side ?? 'Buy' }
    const price = fill?.price ?? '1.00000000'
    const amount = fill?.amount ?? '1.00000000'
    events.push(stamp('OrderPlaced', OrderPlaced.parse({ ...base, transType: 'limit', price, amount, stopLoss: null, reserved: '0.00000000' }), when))
    if (fill) {
      const total = new Decimal(price).times(amount).toFixed(8)
      events.push(stamp('OrderFilled', OrderFilled.parse({ ...base, price, amount, total, released: '0.00000000', tradeId: null }), when))
    }
  }
  await store.append(stream, events, existing.length)
}

// A platform's history, written fast: users signing up and logging in, wallets with deposits,
// bonuses, entry fees and prizes, contests from creation through joins, trading, end and
// settlement, contest accounts with orders, fills and cancels, support tickets and notifications
// marked read. Every event is a contract event checked with its schema; the wallet's and the
// contest accounts' events are decided by their own deciders (so balances, reservations and fills
// add up as the product's would), the rest are built as the product's handlers write them.
// Contests run one after another in the past and are settled; the last two are live (trading now)
// and one more is open for joins, so a process starting on this history has live work too.
import { createHash, randomUUID } from 'node:crypto'
import {
  AllNotificationsRead, ContestCreated, ContestEnded, ContestEvidenceSealed, ContestSettled, ContestStarted, LoginRecorded, MobileVerified, PlayerDeclared,
  PlayerJoined, PlayerStartedPlaying, PrizeAwarded, ReplyAdded, RoleGranted, SeatHeld, SessionStarted, TicketOpened, TicketResolved, UserRegistered,
  notificationStream, originating, streams, type AccountEvent, type MessageMetadata, type NewEvent, type OrderKind, type OrderType,
} from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import { decideAccount, evolveAccount, initialAccountState, type AccountCommand, type AccountState, type ContestWindow } from '@arena/matching'
import { balancesDto, evolve as evolveWallet, foldWallet, walletDecider, type WalletCommand, type WalletState } from '@arena/wallet'
import { readKind, readOrderForm } from '../../../services/matching/src/domain/orderForm'

export interface HistoryOptions {
  /** At least this many events are written (the last contest is finished, so a few more). */
  events: number
  playersPerContest?: number
  /** Orders each player places in a contest (a few more or less at random). */
  ordersPerPlayer?: number
  /** Of each contest's players, how many are new sign-ups (the rest played before). */
  newPlayerShare?: number
  /** The instant the live contests trade around (default: now). */
  now?: number
  /** Seeds the choices (players, prices, order kinds), so two runs write alike histories. */
  seed?: number
}

export interface HistorySummary {
  events: number
  byCategory: Record<string, number>
  users: number
  contests: { settled: number; live: number; upcoming: number }
  orders: number
  seconds: number
  /** What a reader of the history should find, to check it folds: a settled contest's results, a live contest, a winner's wallet. */
  samples: {
    settled?: { contestId: string; results: { userId: string; portfolioValue: string; orderCount: number; filledTrades: number; prize: string }[] }
    liveContestId?: string
    winner?: { userId: string; name: string; balances: { balance: string; winningamount: string; bonus: string } }
  }
}

/** One append: a stream's new events after the version it is at. */
interface Append {
  stream: string
  events: NewEvent[]
  expectedVersion: number
}

const HOUR = 3_600_000
const FEE = '10.00'
const FUND = '10000'
const LEVELS = ['50', '30', '20']
const PAIRS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT']
const BASE_PRICE: Record<string, number> = { BTCUSDT: 60_000, ETHUSDT: 3_000, SOLUSDT: 150 }
const AMOUNT: Record<string, string> = { BTCUSDT: '0.01', ETHUSDT: '0.2', SOLUSDT: '4' }
const STATES = ['Karnataka', 'Maharashtra', 'Tamil Nadu', 'Delhi', 'Kerala', 'Gujarat']
const BROWSERS = [['Chrome', 'Android'], ['Safari', 'iOS'], ['Chrome', 'Windows'], ['Firefox', 'Linux']] as const

/** A small seeded generator (mulberry32): the same seed, the same history. */
function random(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! }
}

interface User {
  userId: string
  name: string
  wallet: WalletState
  /** The browser's device id (the client keeps one, web/src's browserDeviceId); every tenth login is from another device. */
  deviceId: string
  logins: number
  /** Events in the user's own streams so far (user, wallet, notifications). */
  versions: { user: number; wallet: number; notifications: number }
}

/**
 * Writes the history into `store` through its own append path, many streams at a time (the
 * store's group commit puts them in few transactions). Each step's appends touch distinct streams
 * and steps follow each other, so the log holds them in the order the product would write them.
 */
export async function writeHistory(store: EventStore, options: HistoryOptions, onProgress: (written: number) => void = () => {}): Promise<HistorySummary> {
  const started = performance.now()
  const rnd = random(options.seed ?? 15)
  const now = options.now ?? Date.now()
  const perContest = options.playersPerContest ?? 50
  const ordersPerPlayer = options.ordersPerPlayer ?? 10
  const newShare = options.newPlayerShare ?? 0.4
  const users: User[] = []
  const byCategory: Record<string, number> = {}
  let written = 0
  let orders = 0
  let lastProgress = 0
  const contests = { settled: 0, live: 0, upcoming: 0 }
  const samples: HistorySummary['samples'] = {}
  let winner: User | undefined

  async function step(appends: Append[]): Promise<void> {
    const real = appends.filter(a => a.events.length > 0)
    await Promise.all(real.map(a => store.append(a.stream, a.events, a.expectedVersion)))
    for (const a of real) {
      const category = a.stream.slice(0, a.stream.indexOf('-'))
      byCategory[category] = (byCategory[category] ?? 0) + a.events.length
      written += a.events.length
    }
    if (written - lastProgress >= 50_000) {
      lastProgress = written
      onProgress(written)
    }
  }

  const wallet = walletDecider()
  const event = (type: string, data: unknown, metadata: MessageMetadata): NewEvent => ({ id: randomUUID(), type, data, metadata })

  /** The wallet's own decider on one command; its events go to the user's wallet stream. */
  function walletEvents(user: User, command: WalletCommand, actor: string): NewEvent[] {
    const decided = wallet.decide(command, user.wallet)
    const metadata = originating(actor, command.at, command.commandId)
    for (const e of decided) user.wallet = evolveWallet(user.wallet, { ...e, at: command.at })
    return decided.map(e => event(e.type, e.data, metadata))
  }

  function walletAppend(user: User, list: NewEvent[]): Append {
    const append = { stream: streams.wallet(user.userId), events: list, expectedVersion: user.versions.wallet }
    user.versions.wallet += list.length
    return append
  }

  function userAppend(user: User, list: NewEvent[]): Append {
    const append = { stream: streams.user(user.userId), events: list, expectedVersion: user.versions.user }
    user.versions.user += list.length
    return append
  }

  const login = (user: User, at: string): NewEvent[] => {
    const [browser, os] = rnd.pick(BROWSERS)
    const metadata = originating(user.userId, at)
    return [
      event('SessionStarted', SessionStarted.parse({ sessionId: randomUUID(), startedAt: at, expiresAt: new Date(Date.parse(at) + 24 * HOUR).toISOString() }), metadata),
      event('LoginRecorded', LoginRecorded.parse({ ip: `10.${rnd.int(256)}.${rnd.int(256)}.${rnd.int(256)}`, cityName: 'Bengaluru', countryName: 'India', device: os === 'Android' || os === 'iOS' ? 'mobile' : 'desktop', browser, os, date: at, deviceId: ++user.logins % 10 === 0 ? randomUUID() : user.deviceId }), metadata),
    ]
  }

  /** A new player: signs up with a verified mobile, declares age and state, logs in; deposits and gets the registration bonus. */
  async function signUp(count: number, at: string): Promise<User[]> {
    const fresh: User[] = []
    for (let i = 0; i < count; i++) {
      const n = users.length + 1
      const user: User = { userId: randomUUID(), name: `player${n}`, wallet: foldWallet([]), deviceId: randomUUID(), logins: 0, versions: { user: 0, wallet: 0, notifications: 0 } }
      users.push(user)
      fresh.push(user)
    }
    await step(fresh.map(user => {
      const n = users.indexOf(user) + 1
      const mobile = String(9_000_000_000 + n)
      const metadata = originating(user.userId, at)
      return userAppend(user, [
        event('UserRegistered', UserRegistered.parse({ userId: user.userId, name: user.name, countryCode: '91', mobile, email: null, referralCode: `REF${n}`, referredBy: null, at }), metadata),
        event('MobileVerified', MobileVerified.parse({ countryCode: '91', mobile }), metadata),
        event('PlayerDeclared', PlayerDeclared.parse({ dob: `199${n % 10}-0${1 + (n % 9)}-1${n % 10}`, state: rnd.pick(STATES), at }), metadata),
        ...login(user, at),
      ])
    }))
    await step(fresh.map(user => {
      const key = randomUUID()
      const base = { at, userId: user.userId }
      return walletAppend(user, [
        ...walletEvents(user, { type: 'CreditBonus', ...base, commandId: `bonus-${key}`, bonusId: `registration-${user.userId}`, amount: '50', kind: 'registration' }, 'system:wallet'),
        ...walletEvents(user, { type: 'RequestDeposit', ...base, commandId: `dep-${key}`, depositId: `d-${key}`, amount: '500', method: 'UPI', reference: String(300_000_000_000 + users.indexOf(user)), requestedBy: 'user' }, user.userId),
        ...walletEvents(user, { type: 'ConfirmDeposit', ...base, commandId: `conf-${key}`, depositId: `d-${key}`, confirmedBy: 'admin:bench' }, 'admin:bench'),
      ])
    }))
    return fresh
  }

  const admin: User = { userId: randomUUID(), name: 'admin', wallet: foldWallet([]), deviceId: randomUUID(), logins: 0, versions: { user: 0, wallet: 0, notifications: 0 } }
  const adminAt = new Date(now - 400 * 24 * HOUR).toISOString()
  await step([userAppend(admin, [
    event('UserRegistered', UserRegistered.parse({ userId: admin.userId, name: 'admin', countryCode: '91', mobile: '9000000000', email: 'admin@example.com', referralCode: 'ADMIN', referredBy: null, at: adminAt }), originating('system:identity', adminAt)),
    event('RoleGranted', RoleGranted.parse({ role: 'admin' }), originating('system:identity', adminAt)),
  ])])

  // About how many events one contest writes, to know when to start the live ones.
  const perPlayer = 3 + 2 * ordersPerPlayer + 4
  const estimate = perContest * (perPlayer + newShare * 9) + 10
  const pastContests = Math.max(1, Math.ceil(Math.max(0, options.events - 3 * estimate) / estimate))
  for (let k = 0; ; k++) {
    // The live contests and the upcoming one write about 2.2 settled contests' worth together.
    const perSettled = contests.settled > 0 ? written / contests.settled : estimate
    const phase = written + 2.2 * perSettled < options.events && k < 2 * pastContests ? 'settled' : contests.live < 2 ? 'live' : 'upcoming'
    // Settled contests one every two hours up to a day before now (room for 10% more than estimated; any beyond overlap the last).
    const settledStart = Math.min(now - 26 * HOUR, now - 24 * HOUR - (Math.ceil(1.1 * pastContests) - k) * 2 * HOUR)
    const startMs = phase === 'settled' ? settledStart : phase === 'live' ? now - HOUR : now + 2 * HOUR
    const endMs = phase === 'settled' ? startMs + 2 * HOUR - 60_000 : startMs + 48 * HOUR
    await runContest(phase, startMs, endMs)
    contests[phase]++
    if (phase === 'upcoming') break
  }

  async function runContest(phase: 'settled' | 'live' | 'upcoming', startMs: number, endMs: number): Promise<void> {
    const contestId = randomUUID()
    const contestName = `Bench cup ${contests.settled + contests.live + contests.upcoming + 1}`
    const pairs = PAIRS.slice(0, 2 + rnd.int(2))
    const createdAt = new Date(startMs - 6 * HOUR).toISOString()
    const joinAt = new Date(startMs - HOUR).toISOString()
    const startAt = new Date(startMs).toISOString()
    const endAt = new Date(endMs).toISOString()
    const contestStream = streams.contest(contestId)
    let contestVersion = 0
    const contestAppend = (list: NewEvent[]): Append => {
      const append = { stream: contestStream, events: list, expectedVersion: contestVersion }
      contestVersion += list.length
      return append
    }
    const byAdmin = originating(admin.userId, createdAt)
    const created = event('ContestCreated', ContestCreated.parse({
      contestId, createdBy: admin.userId, contestName, contestLogo: null, startAt, endAt, entryFee: FEE, winningAmount: '100.00', virtualFund: FUND,
      maxParticipants: perContest, levels: LEVELS.join(','), pairs, description: '<p>Trade well.</p>',
    }), byAdmin)

    // Players: new sign-ups and returning ones, each at most once.
    const newcomers = users.length < perContest ? perContest : Math.round(perContest * newShare)
    await step([contestAppend([created])])
    const fresh = await signUp(newcomers, createdAt)
    const returning = new Set<User>()
    while (returning.size < perContest - fresh.length) returning.add(users[rnd.int(users.length - fresh.length)]!)
    const players = [...fresh, ...returning]
    await step([...returning].map(user => userAppend(user, login(user, joinAt))))

    // Joining: a seat held, the fee taken from the wallet (its own decider), the seat paid.
    const holds = players.map(user => ({ user, holdId: randomUUID(), ticked: { cash: true, winning: true, reward: true } }))
    await step([contestAppend(holds.map(h => event('SeatHeld', SeatHeld.parse({ contestId, userId: h.user.userId, holdId: h.holdId, name: h.user.name, entryFee: FEE, ticked: h.ticked }), originating(h.user.userId, joinAt))))])
    const splits = new Map<User, { reward: string; winning: string; cash: string }>()
    await step(holds.map(h => {
      const list = walletEvents(h.user, { type: 'DebitEntryFee', commandId: `fee-${h.holdId}`, at: joinAt, userId: h.user.userId, contestId, contestName, fee: FEE, ticked: h.ticked }, 'system:contest')
      splits.set(h.user, (list[0]!.data as { split: { reward: string; winning: string; cash: string } }).split)
      return walletAppend(h.user, list)
    }))
    await step([contestAppend(players.map((user, seat) => event('PlayerJoined', PlayerJoined.parse({
      contestId, userId: user.userId, virtualFund: FUND, entryFee: FEE, feeSplit: splits.get(user)!, seat: seat + 1,
    }), originating('system:contest', joinAt))))])
    if (phase === 'upcoming') {
      await step(players.map(user => accountOf(user).append))
      return
    }

    // Trading: the account decider on each player's orders; the prices wander around a base.
    const window: ContestWindow = { startAt, endAt, pairs, state: 'scheduled' }
    const accounts = players.map(user => accountOf(user))
    function accountOf(user: User) {
      const stream = streams.account(contestId, user.userId)
      let state: AccountState = initialAccountState
      const list: NewEvent[] = []
      const apply = (command: AccountCommand, actor: string, at: string) => {
        let decided: AccountEvent[]
        try {
          decided = decideAccount(command, state)
        } catch {
          return [] // refused (funds short, nothing to sell): the player tries something else
        }
        const metadata = originating(actor, at)
        for (const e of decided) {
          state = evolveAccount(state, e)
          list.push(event(e.type, e.data, metadata))
        }
        return decided
      }
      apply({ type: 'OpenAccount', contestId, userId: user.userId, virtualFund: FUND }, 'system:matching', joinAt)
      return { user, stream, apply, get state() { return state }, get append(): Append { return { stream, events: list, expectedVersion: 0 } } }
    }
    await step([contestAppend([event('ContestStarted', ContestStarted.parse({ contestId, at: startAt }), originating('system:contest', startAt))])])
    const tradeSpan = (phase === 'live' ? now - startMs : endMs - startMs) - 120_000
    const priceAt = (symbol: string) => (BASE_PRICE[symbol]! * (0.95 + rnd.next() * 0.1)).toFixed(2)
    let tradeId = 1_000_000 + rnd.int(1_000_000_000)
    const started: NewEvent[] = []
    for (const account of accounts) {
      const { user, apply } = account
      started.push(event('PlayerStartedPlaying', PlayerStartedPlaying.parse({ contestId, userId: user.userId }), originating(user.userId, startAt)))
      const count = Math.max(5, ordersPerPlayer - 2 + rnd.int(5))
      for (let i = 0; i < count; i++) {
        const at = new Date(startMs + 60_000 + Math.floor(((i + rnd.next()) / count) * tradeSpan)).toISOString()
        const symbol = rnd.pick(pairs)
        const last = priceAt(symbol)
        const place = (orderType: OrderType, kind: OrderKind, price: string) => {
          const orderId = randomUUID()
          const form = readOrderForm(orderType, kind, price, AMOUNT[symbol], '', last)
          orders++
          apply({ type: 'PlaceOrder', contestId, userId: user.userId, orderId, symbol, orderType, kind: readKind(kind, ''), form, contest: window, lastPrice: last, at }, user.userId, at)
          return orderId
        }
        const held = account.state.holdings.get(symbol)
        const choice = rnd.next()
        if (held && held.quantity.minus(held.reserved).gte(AMOUNT[symbol]!) && choice < 0.45) {
          // A limit sell above the market, filled by a later trade that crosses it.
          const limit = (Number(last) * 1.01).toFixed(2)
          const orderId = place('Sell', 'limit', limit)
          apply({ type: 'ApplyTrade', contestId, userId: user.userId, orderId, trade: { id: tradeId++, price: (Number(limit) + 1).toFixed(2) }, contest: window, at }, 'system:matching', at)
        } else if (choice < 0.8) {
          place('Buy', 'market', last)
        } else {
          // A limit buy far under the market: the player cancels it, or (last order) leaves it resting.
          const orderId = place('Buy', 'limit', (Number(last) * 0.1).toFixed(2))
          if (i < count - 1) apply({ type: 'CancelOrder', contestId, userId: user.userId, orderId, contest: window, at }, user.userId, at)
        }
      }
    }
    await step([...accounts.map(a => a.append), contestAppend(started)])
    if (phase === 'live') {
      samples.liveContestId ??= contestId
      return
    }

    // The end: prices recorded, accounts frozen (resting orders cancelled), results, evidence, prizes.
    const finalPrices = Object.fromEntries(pairs.map(symbol => [symbol, priceAt(symbol)]))
    await step([contestAppend([event('ContestEnded', ContestEnded.parse({ contestId, at: endAt, finalPrices }), originating('system:contest', endAt))])])
    const before = accounts.map(a => a.append.events.length)
    for (const account of accounts) account.apply({ type: 'FreezeAccount', contestId, userId: account.user.userId, reason: 'contestEnded' }, 'system:matching', endAt)
    await step(accounts.map((a, i) => ({ stream: a.stream, events: a.append.events.slice(before[i]), expectedVersion: before[i]! })))
    const ranked = accounts.map(a => {
      let value = a.state.usdt
      for (const [symbol, holding] of a.state.holdings) value = value.plus(holding.quantity.times(finalPrices[symbol] ?? 0))
      const filled = [...a.state.orders.values()].filter(o => o.status === 'success').length
      return { userId: a.user.userId, value, orderCount: a.state.orders.size, filledTrades: filled }
    }).sort((x, y) => y.value.comparedTo(x.value))
    const results = ranked.map((r, i) => ({
      userId: r.userId, rank: i + 1, portfolioValue: r.value.toFixed(8), gainPercent: r.value.minus(FUND).div(FUND).times(100).toFixed(2),
      orderCount: r.orderCount, filledTrades: r.filledTrades, prize: i < LEVELS.length && r.orderCount >= 5 ? `${LEVELS[i]}.00` : '0.00',
    }))
    const settledAt = new Date(endMs + 60_000).toISOString()
    const bySystem = originating('system:contest', settledAt)
    const winners = results.filter(r => r.prize !== '0.00')
    const undistributed = (100 - winners.reduce((sum, r) => sum + Number(r.prize), 0)).toFixed(2)
    await step([contestAppend([
      event('ContestSettled', ContestSettled.parse({ contestId, results, undistributed }), bySystem),
      // The seal's hash names the contest, not its bundle: a bench contest's evidence download would not verify.
      event('ContestEvidenceSealed', ContestEvidenceSealed.parse({ contestId, lastHash: createHash('sha256').update(contestId).digest('hex'), lines: results.length + contestVersion }), bySystem),
    ])])
    const winnerUsers = winners.map(w => players.find(p => p.userId === w.userId)!)
    if (!samples.settled) {
      samples.settled = { contestId, results: results.map(({ userId, portfolioValue, orderCount, filledTrades, prize }) => ({ userId, portfolioValue, orderCount, filledTrades, prize })) }
      winner = winnerUsers[0]
    }
    await step(winners.map((w, i) => walletAppend(winnerUsers[i]!, walletEvents(winnerUsers[i]!, {
      type: 'CreditPrize', commandId: `prize-${contestId}-${w.userId}`, at: settledAt, userId: w.userId, contestId, contestName, rank: w.rank, amount: w.prize,
    }, 'system:contest'))))
    await step([contestAppend(winners.map(w => event('PrizeAwarded', PrizeAwarded.parse({ contestId, userId: w.userId, rank: w.rank, amount: w.prize }), bySystem)))])

    // After the contest: a winner reads their notifications; now and then a player asks support something.
    const readAt = new Date(endMs + 2 * HOUR).toISOString()
    const notified = winnerUsers.map(user => {
      const append = { stream: notificationStream(user.userId), events: [event('AllNotificationsRead', AllNotificationsRead.parse({ userId: user.userId, upTo: written }), originating(user.userId, readAt))], expectedVersion: user.versions.notifications }
      user.versions.notifications++
      return append
    })
    const asker = rnd.pick(players)
    const ticketId = randomUUID()
    const ticket = [
      event('TicketOpened', TicketOpened.parse({ ticketId, userId: asker.userId, userName: asker.name, subject: 'Contest', description: `A question about ${contestName}.`, attachment: null }), originating(asker.userId, readAt)),
      event('ReplyAdded', ReplyAdded.parse({ ticketId, replyId: randomUUID(), replyBy: 'ADMIN', authorId: admin.userId, description: 'Thanks, it is answered in the rules.', attachment: null }), originating(admin.userId, readAt)),
      event('TicketResolved', TicketResolved.parse({ ticketId, resolvedBy: admin.userId }), originating(admin.userId, readAt)),
    ]
    await step([...notified, { stream: streams.ticket(ticketId), events: ticket, expectedVersion: 0 }])
  }

  onProgress(written)
  if (winner) samples.winner = { userId: winner.userId, name: winner.name, balances: balancesDto(winner.wallet.wallets) }
  return { events: written, byCategory, users: users.length + 1, contests, orders, seconds: (performance.now() - started) / 1000, samples }
}

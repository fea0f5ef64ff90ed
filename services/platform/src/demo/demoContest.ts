import { originating, type ContestTerms } from '@arena/contracts'
import { ContestRefused, type ContestModule, type ContestState } from '@arena/contest'
import { freeQuantity, freeUsdt, type MatchingModule } from '@arena/matching'
import type { Clock, Logger } from '@arena/service-kit'
import { demoId, demoTraders, nextOrder, type DemoTrader } from './demoTraders'

/** Who creates the demo contests: no person, so the lists and the evidence say where they came from. */
export const DEMO_CREATOR = 'system:demo'
/** How long one practice contest runs; the next one starts when it ends. */
export const DEMO_LENGTH_MS = 60 * 60_000
const PAIRS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT']
const VIRTUAL_FUND = '10000'

/** The first five orders come quickly (five orders put a player on the board), then the pace calms. */
const pause = (traderIndex: number, orders: number): number => (orders < 5 ? 4_000 + traderIndex * 1_500 : 45_000 + traderIndex * 20_000)

/** Free to enter, no prize money: nothing here can move a rupee. The rules say so, and that the traders are simulated. */
export function demoTerms(startAt: Date): ContestTerms {
  return {
    contestName: 'Practice contest (demo)',
    contestLogo: null,
    startAt: startAt.toISOString(),
    endAt: new Date(startAt.getTime() + DEMO_LENGTH_MS).toISOString(),
    entryFee: '0.00',
    winningAmount: '0.00',
    virtualFund: VIRTUAL_FUND,
    maxParticipants: 10_000,
    levels: '',
    pairs: PAIRS,
    description:
      '<p>A free practice contest: no entry fee and no prize money. You trade a virtual fund of 10000 USDT; the board ranks everyone by gain percent, for practice only.</p>' +
      '<p>The players called "Demo trader" are simulated by the platform: they place real orders against the same market as you. A new practice contest starts when this one ends.</p>',
  }
}

export interface DemoContestDeps {
  contest: Pick<ContestModule, 'view' | 'commands' | 'join'>
  matching: Pick<MatchingModule, 'placeOrder' | 'account'>
  lastPrice(symbol: string): string | undefined
  clock: Clock
  logger: Logger
}

/**
 * Keeps one free practice contest live or about to start, with the demo traders in it trading.
 * Everything goes through the contest's and matching's own command paths (create, join, play,
 * place order), so the traders are ranked like anyone. Safe to run again and again: the contest of
 * each generation has a derived id, so a restart or a second process finds it instead of adding one.
 */
export class DemoContest {
  /** When each trader may place its next order (epoch ms); in memory: after a restart they just trade again. */
  readonly #nextAt = new Map<string, number>()
  #running: Promise<void> | undefined
  #stopped = false

  constructor(private readonly deps: DemoContestDeps) {}

  /** One pass at the injected clock's time; overlapping calls share the pass under way. */
  tick(): Promise<void> {
    if (this.#stopped) return Promise.resolve()
    this.#running ??= this.#tick().finally(() => (this.#running = undefined))
    return this.#running
  }

  /** No pass starts after this; resolves once the one under way is done. */
  async stop(): Promise<void> {
    this.#stopped = true
    await this.#running?.catch(() => {})
  }

  /** Demo contests, oldest first. */
  contests(): ContestState[] {
    return this.deps.contest.view.all()
      .map(row => row.state)
      .filter(state => state.createdBy === DEMO_CREATOR && state.terms !== undefined)
      .sort((a, b) => Date.parse(a.terms!.startAt) - Date.parse(b.terms!.startAt))
  }

  /** The demo contest live or about to start at `now`, if any. */
  current(now = this.deps.clock.now()): ContestState | undefined {
    return this.contests().find(state => (state.phase === 'upcoming' || state.phase === 'live') && now.getTime() < Date.parse(state.terms!.endAt))
  }

  async #tick(): Promise<void> {
    const now = this.deps.clock.now()
    const contest = this.current(now) ?? (await this.#create(now))
    await this.#seat(contest.contestId)
    if (now.getTime() >= Date.parse(contest.terms!.startAt)) await this.#trade(contest.contestId, now)
  }

  /** The next generation's contest, starting now; found, not doubled, when another pass made it first. */
  async #create(now: Date): Promise<ContestState> {
    const generation = this.contests().length + 1
    const contestId = demoId('contest', String(generation))
    const cause = originating(DEMO_CREATOR, now.toISOString())
    const startAt = new Date(Math.floor(now.getTime() / 1000) * 1000)
    try {
      const created = await this.deps.contest.commands.execute(contestId, { type: 'CreateContest', contestId, terms: demoTerms(startAt), by: DEMO_CREATOR }, cause)
      this.deps.logger.info({ contestId, startAt: startAt.toISOString() }, 'demo contest scheduled')
      return created.state
    } catch (error) {
      if (!(error instanceof ContestRefused && error.reason === 'alreadyExists')) throw error
      return this.deps.contest.commands.load(contestId)
    }
  }

  /** Joins every trader through the join saga (a free contest takes no payment) and presses Play Now for them. */
  async #seat(contestId: string): Promise<void> {
    for (const trader of demoTraders) {
      // The read model, not the stream: this runs every second, and a write waits until the view shows it.
      const state = this.deps.contest.view.get(contestId)?.state
      if (!state) return
      try {
        if (!state.players.has(trader.userId)) {
          await this.deps.contest.join.join({ contestId, userId: trader.userId, name: trader.name, ticked: { cash: false, winning: false, reward: false } })
        }
        if (!state.players.get(trader.userId)?.playing) {
          await this.deps.contest.commands.execute(contestId, { type: 'StartPlaying', userId: trader.userId }, originating(trader.userId, this.deps.clock.now().toISOString()))
        }
      } catch (error) {
        this.deps.logger.warn({ err: error, contestId, trader: trader.name }, 'demo trader could not join')
      }
    }
  }

  async #trade(contestId: string, now: Date): Promise<void> {
    for (const [index, trader] of demoTraders.entries()) {
      const key = `${contestId}:${trader.userId}`
      if (now.getTime() < (this.#nextAt.get(key) ?? 0)) continue
      // The account opens a moment after the join (matching reacts to PlayerJoined): until then, wait.
      const account = this.deps.matching.account(contestId, trader.userId)
      if (!account?.opened || account.frozen) continue
      const orders = await this.#placeNext(trader, contestId, account)
      this.#nextAt.set(key, now.getTime() + pause(index, orders))
    }
  }

  async #placeNext(trader: DemoTrader, contestId: string, account: NonNullable<ReturnType<MatchingModule['account']>>): Promise<number> {
    const book = { freeUsdt: freeUsdt(account), freeQuantity: (symbol: string) => freeQuantity(account, symbol), orders: account.orders.size }
    const order = nextOrder(trader, contestId, PAIRS, book, this.deps.lastPrice)
    if (!order) return book.orders
    try {
      await this.deps.matching.placeOrder({ id: trader.userId, name: trader.name, role: 'player' }, { contest_id: contestId, ...order })
      return book.orders + 1
    } catch (error) {
      // A refusal (the market moved past the balance, the contest just ended) is a turn lost, nothing more.
      this.deps.logger.debug({ err: error, contestId, trader: trader.name }, 'demo order refused')
      return book.orders
    }
  }
}

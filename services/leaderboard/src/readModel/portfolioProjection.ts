import {
  AccountFrozen, AccountOpened, ContestCancelled, ContestCreated, InviteCodeRedeemed, ContestEnded, ContestSettled, ContestUpdated, OrderFilled, OrderPlaced, SeatHeld,
  type RecordedEvent,
} from '@arena/contracts'
import { PositionedProjection } from '@arena/service-kit'
import { Decimal, portfolioValue } from '../domain/portfolio'
import { finalPricesOf } from './finalPrices'

export interface PlayerBook {
  contestId: string
  userId: string
  virtualFund: Decimal
  usdt: Decimal
  holdings: Map<string, Decimal>
  orderCount: number
  filledTrades: number
  /** The value last computed (null before the first). */
  value: Decimal | null
  /** True once the board holds this player (ranked: 5 orders or more). */
  onBoard: boolean
  /** AccountFrozen applied: the account takes no more fills. */
  frozen: boolean
  /**
   * The value settlement recorded (ContestSettled). Contests ended before ContestEnded carried
   * final prices have nothing else to rebuild from but fill prices; the recorded value is final.
   */
  settledValue: Decimal | null
}

export interface ContestBook {
  contestId: string
  virtualFund: Decimal
  endAtMs: number
  levels: string
  pairs: string[]
  /** Ended or cancelled: values are final, ticks no longer move them. */
  over: boolean
  /** What its players are valued at once ContestEnded recorded prices (see finalPricesOf): a rebuild ranks as it ended. */
  finalPrices: Map<string, Decimal> | null
  players: Map<string, PlayerBook>
  /**
   * A private contest's creator and those who redeemed its code (its players are in `players`);
   * null for a public contest. See `maySee`.
   */
  invited: Set<string> | null
}

/**
 * The leaderboard's fold of the global log: per player the cash and quantities fills left them
 * with and their order and fill counts, and per symbol the players holding it (the holder
 * index), so a tick revalues that symbol's holders only. Changes mark players dirty; the board
 * writer computes values and writes scores. Remembers its position, so replays change nothing.
 */
export class PortfolioProjection extends PositionedProjection<true> {
  readonly contests = new Map<string, ContestBook>()
  readonly names = new Map<string, string>()
  readonly dirty = new Set<PlayerBook>()
  readonly #holders = new Map<string, Set<PlayerBook>>()
  readonly #prices = new Map<string, Decimal>()
  /** Last fill price per symbol: from events alone, so the same on every rebuild. */
  readonly #fills = new Map<string, Decimal>()

  priceOf = (symbol: string): Decimal | undefined => this.#prices.get(symbol)

  /** What a player is worth now: the settled value, else holdings at the contest's final prices once ended, else at the last prices. */
  override valueOf(player: PlayerBook): Decimal {
    if (player.settledValue) return player.settledValue
    const final = this.contests.get(player.contestId)?.finalPrices
    return portfolioValue(player, final ? symbol => final.get(symbol) ?? this.#fills.get(symbol) : this.priceOf)
  }

  /** Folds one event; true when it changed anything (so the writer has work). */
  readonly reads = {
    types: [ContestCreated, ContestUpdated, ContestEnded, ContestCancelled, ContestSettled, InviteCodeRedeemed, SeatHeld, AccountOpened, OrderPlaced, AccountFrozen, OrderFilled].map(d => d.type),
  }

  protected applyNew(event: RecordedEvent): true | undefined {
    if (ContestCreated.is(event) || ContestUpdated.is(event)) {
      const { contestId, virtualFund, endAt, levels, pairs } = event.data
      const contest = this.#contest(contestId, virtualFund)
      Object.assign(contest, { virtualFund: new Decimal(virtualFund), endAtMs: Date.parse(endAt), levels, pairs: [...pairs] })
      if (ContestCreated.is(event) && event.data.joinCode !== undefined) contest.invited = new Set([event.data.createdBy])
    } else if (ContestEnded.is(event)) {
      const contest = this.contests.get(event.data.contestId)
      if (!contest) return undefined
      this.#close(contest)
      if (!event.data.finalPrices) return true
      const held = [...contest.players.values()].flatMap(p => [...p.holdings.keys()])
      contest.finalPrices = finalPricesOf(event.data.finalPrices, held, this.#fills)
      for (const player of contest.players.values()) this.dirty.add(player)
    } else if (ContestCancelled.is(event)) {
      const contest = this.contests.get(event.data.contestId)
      if (contest) this.#close(contest)
    } else if (ContestSettled.is(event)) {
      const contest = this.contests.get(event.data.contestId)
      if (!contest) return undefined
      this.#close(contest)
      for (const result of event.data.results) {
        const player = contest.players.get(result.userId)
        if (!player) continue
        player.settledValue = new Decimal(result.portfolioValue)
        this.dirty.add(player)
      }
    } else if (InviteCodeRedeemed.is(event)) {
      this.contests.get(event.data.contestId)?.invited?.add(event.data.userId)
      return undefined
    } else if (SeatHeld.is(event)) {
      this.names.set(event.data.userId, event.data.name)
    } else if (AccountOpened.is(event)) {
      const { contestId, userId, virtualFund } = event.data
      const contest = this.#contest(contestId, virtualFund)
      if (contest.players.has(userId)) return undefined
      const fund = new Decimal(virtualFund)
      const player: PlayerBook = { contestId, userId, virtualFund: fund, usdt: fund, holdings: new Map(), orderCount: 0, filledTrades: 0, value: null, onBoard: false, frozen: false, settledValue: null }
      contest.players.set(userId, player)
      this.dirty.add(player)
    } else if (OrderPlaced.is(event)) {
      const player = this.player(event.data.contestId, event.data.userId)
      if (!player) return undefined
      player.orderCount++
      this.dirty.add(player)
    } else if (AccountFrozen.is(event)) {
      const player = this.player(event.data.contestId, event.data.userId)
      if (!player) return undefined
      player.frozen = true
      // Nothing to rewrite: freezing changes no figure on the board.
      return undefined
    } else if (OrderFilled.is(event)) {
      const d = event.data
      const player = this.player(d.contestId, d.userId)
      if (!player) return undefined
      const sign = d.orderType === 'Buy' ? 1 : -1
      player.usdt = player.usdt.minus(new Decimal(d.total).times(sign))
      const quantity = (player.holdings.get(d.symbol) ?? new Decimal(0)).plus(new Decimal(d.amount).times(sign))
      this.#hold(player, d.symbol, quantity)
      player.filledTrades++
      this.#fills.set(d.symbol, new Decimal(d.price))
      // A symbol nobody has priced yet is valued at its last fill until the feed speaks.
      if (!this.#prices.has(d.symbol)) this.#prices.set(d.symbol, new Decimal(d.price))
      this.dirty.add(player)
    } else {
      return undefined
    }
    return true
  }

  /**
   * Symbols worth pricing: the pairs of every contest not yet ended or cancelled, past its end
   * time too. The contest service records the pairs' last prices when it ends a contest and waits
   * while the shared feed has none; a feed may forget a symbol nobody subscribes to, so the
   * subscription is kept until ContestEnded (also after a restart past the end).
   */
  watchedSymbols(): Set<string> {
    const symbols = new Set<string>()
    for (const contest of this.contests.values()) {
      if (!contest.over) contest.pairs.forEach(s => symbols.add(s))
    }
    return symbols
  }

  /** A new last price: every holder of the symbol in a contest still running is revalued. */
  setPrice(symbol: string, price: Decimal, nowMs: number): void {
    const previous = this.#prices.get(symbol)
    if (previous?.equals(price)) return
    this.#prices.set(symbol, price)
    const holders = this.#holders.get(symbol)
    if (!holders) return
    for (const player of holders) {
      const contest = this.contests.get(player.contestId)
      // Past its end the contest's values are final, even before the contest service says so.
      if (contest && (contest.over || nowMs >= contest.endAtMs)) holders.delete(player)
      else this.dirty.add(player)
    }
  }

  /** Whether `userId` may see the contest's board: anyone for a public one; for a private one admins, its creator, invitees and players. */
  maySee(contestId: string, userId: string, admin: boolean): boolean {
    const contest = this.contests.get(contestId)
    if (!contest) return false
    return admin || contest.invited === null || contest.invited.has(userId) || contest.players.has(userId)
  }

  player(contestId: string, userId: string): PlayerBook | undefined {
    return this.contests.get(contestId)?.players.get(userId)
  }

  /** Holders of a symbol (for tests and benchmarks: the work a tick costs). */
  holderCount(symbol: string): number {
    return this.#holders.get(symbol)?.size ?? 0
  }

  #hold(player: PlayerBook, symbol: string, quantity: Decimal): void {
    let holders = this.#holders.get(symbol)
    if (quantity.isZero()) {
      player.holdings.delete(symbol)
      holders?.delete(player)
      return
    }
    player.holdings.set(symbol, quantity)
    if (this.contests.get(player.contestId)?.over) return
    if (!holders) this.#holders.set(symbol, (holders = new Set()))
    holders.add(player)
  }

  #close(contest: ContestBook): void {
    contest.over = true
    for (const player of contest.players.values()) {
      for (const symbol of player.holdings.keys()) this.#holders.get(symbol)?.delete(player)
    }
  }

  #contest(contestId: string, virtualFund: string): ContestBook {
    let contest = this.contests.get(contestId)
    if (!contest) {
      contest = { contestId, virtualFund: new Decimal(virtualFund), endAtMs: Number.POSITIVE_INFINITY, levels: '', pairs: [], over: false, finalPrices: null, players: new Map(), invited: null }
      this.contests.set(contestId, contest)
    }
    return contest
  }
}

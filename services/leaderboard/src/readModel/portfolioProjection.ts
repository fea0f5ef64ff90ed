import {
  AccountFrozen, AccountOpened, ContestCancelled, ContestCreated, InviteCodeRedeemed, ContestEnded, ContestSettled, ContestUpdated, OrderFilled, OrderPlaced, SeatHeld,
  type RecordedEvent,
} from '@arena/contracts'
import { PositionedProjection, type Checkpointable } from '@arena/service-kit'
import { scaledValueOfHoldings, toScaled } from '@arena/domain'
import { Decimal, portfolioValue } from '../domain/portfolio'
import { amounts, contestFromJSON, contestToJSON, decimals, LEADERBOARD_FOLD_VERSION, readCheckpoint, type LeaderboardCheckpoint } from './checkpoint'
import type { ContestBook } from './contestBook'
import { finalPricesOf } from './finalPrices'
import { PlayerBook, type Valuation } from './playerBook'
import { FinalBoards } from './finalBoards'

export { PlayerBook, type Valuation, type ContestBook }

/**
 * The leaderboard's fold of the global log: per player the cash and quantities fills left them
 * with and their order and fill counts, and per symbol and contest the players holding it (the
 * holder index), so a tick revalues that symbol's holders only. Events mark players dirty and
 * ticks mark holder groups repriced; the board writer takes both (`takeChanged`), computes values
 * and writes scores. Remembers its position, so replays change nothing.
 */
export class PortfolioProjection extends PositionedProjection<true> implements Checkpointable {
  readonly foldVersion = LEADERBOARD_FOLD_VERSION
  readonly contests = new Map<string, ContestBook>()
  /** Contests settled and forgotten (`forgetSettled`): their screens are read from the contest's recorded results (`SettledBoards`). */
  readonly settled = new Set<string>()
  readonly names = new Map<string, string>()
  readonly dirty = new Set<PlayerBook>()
  /** symbol -> contest -> holders. A contest's group is dropped whole when it closes. */
  readonly #holders = new Map<string, Map<ContestBook, Set<PlayerBook>>>()
  /** Holder groups a price moved since the last `takeChanged`: a tick marks one group, not 10,000 players. */
  readonly #repriced = new Set<Set<PlayerBook>>()
  #flushes = 0
  readonly #prices = new Map<string, Decimal>()
  /** `#prices` in units of 10^-8; null for a price with more places (its holders take the decimal path). */
  readonly #scaledPrices = new Map<string, bigint | null>()
  /** Last fill price per symbol: from events alone, so the same on every rebuild. */
  readonly #fills = new Map<string, Decimal>()
  /** Settled contests' boards, kept as they are forgotten until a writer takes them. */
  readonly finalBoards = new FinalBoards()

  constructor(private readonly options: { forgetSettled?: boolean } = {}) {
    super()
  }

  priceOf = (symbol: string): Decimal | undefined => this.#prices.get(symbol)
  readonly #scaledPriceOf = (symbol: string): bigint | null | undefined => this.#scaledPrices.get(symbol)

  /** What a player is worth now: the settled value, else holdings at the contest's final prices once ended, else at the last prices. */
  override valueOf(player: PlayerBook): Decimal {
    if (player.settledValue) return player.settledValue
    const final = this.contests.get(player.contestId)?.finalPrices
    return portfolioValue(player, final ? symbol => final.get(symbol) ?? this.#fills.get(symbol) : this.priceOf)
  }

  /** `valueOf` as the writer needs it: in scaled units where every figure scales, else the decimal. */
  valuation(player: PlayerBook): Valuation {
    if (player.settledValue === null && player.scales && !this.contests.get(player.contestId)?.finalPrices) {
      const value = scaledValueOfHoldings(player.usdtScaled!, player.holdingsScaled, this.#scaledPriceOf)
      if (value !== undefined) return value
    }
    return this.valueOf(player)
  }

  /**
   * Calls `visit` once for each player changed since the last call: those events marked dirty and
   * the holders of every symbol a price moved, and forgets them.
   */
  takeChanged(visit: (player: PlayerBook) => void): void {
    const flush = ++this.#flushes
    const once = (player: PlayerBook) => {
      if (player.visited === flush) return
      player.visited = flush
      visit(player)
    }
    for (const player of this.dirty) once(player)
    this.dirty.clear()
    for (const group of this.#repriced) for (const player of group) once(player)
    this.#repriced.clear()
  }

  /** Folds one event; true when it changed anything (so the writer has work). */
  readonly reads = {
    types: [ContestCreated, ContestUpdated, ContestEnded, ContestCancelled, ContestSettled, InviteCodeRedeemed, SeatHeld, AccountOpened, OrderPlaced, AccountFrozen, OrderFilled].map(d => d.type),
  }

  protected applyNew(event: RecordedEvent): true | undefined {
    if (ContestCreated.is(event) || ContestUpdated.is(event)) {
      const { contestId, virtualFund, endAt, levels, pairs } = event.data
      // A forgotten contest is not taken up again by a late event (nor by AccountOpened below).
      if (this.settled.has(contestId)) return undefined
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
      if (this.options.forgetSettled) {
        this.finalBoards.add(contest)
        this.#forget(contest)
      }
    } else if (InviteCodeRedeemed.is(event)) {
      this.contests.get(event.data.contestId)?.invited?.add(event.data.userId)
      return undefined
    } else if (SeatHeld.is(event)) {
      this.names.set(event.data.userId, event.data.name)
    } else if (AccountOpened.is(event)) {
      const { contestId, userId, virtualFund } = event.data
      if (this.settled.has(contestId)) return undefined
      const contest = this.#contest(contestId, virtualFund)
      if (contest.players.has(userId)) return undefined
      // One Decimal for the fund of every player who joined at the contest's fund: 100,000 fewer objects held.
      const fund = new Decimal(virtualFund)
      const player = new PlayerBook(contestId, userId, fund.equals(contest.virtualFund) ? contest.virtualFund : fund)
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
      player.setUsdt(player.usdt.minus(new Decimal(d.total).times(sign)))
      const quantity = (player.holdings.get(d.symbol) ?? new Decimal(0)).plus(new Decimal(d.amount).times(sign))
      this.#hold(player, d.symbol, quantity)
      player.filledTrades++
      this.#fills.set(d.symbol, new Decimal(d.price))
      // A symbol nobody has priced yet is valued at its last fill until the feed speaks.
      if (!this.#prices.has(d.symbol)) this.#setPrice(d.symbol, new Decimal(d.price))
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
    this.#setPrice(symbol, price)
    const groups = this.#holders.get(symbol)
    if (!groups) return
    for (const [contest, holders] of groups) {
      // Past its end the contest's values are final, even before the contest service says so.
      if (contest.over || nowMs >= contest.endAtMs) groups.delete(contest)
      else this.#repriced.add(holders)
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
    let count = 0
    for (const holders of this.#holders.get(symbol)?.values() ?? []) count += holders.size
    return count
  }

  /** The fold as JSON: every contest's terms and books, names, last fills and prices (`LeaderboardCheckpoint`). */
  checkpoint(): LeaderboardCheckpoint {
    return {
      contests: [...this.contests.values()].map(contestToJSON),
      settled: [...this.settled],
      names: [...this.names],
      fills: amounts(this.#fills),
      prices: amounts(this.#prices),
    }
  }

  /**
   * Takes up a checkpoint written at `position`, on a projection that has applied nothing; one
   * with an amount it cannot read changes nothing. Values are worked out by the start-up rebuild.
   */
  async restore(json: unknown, position: number): Promise<void> {
    if (this.position !== 0 || this.contests.size > 0) throw new Error('a checkpoint is restored into a projection that has applied nothing')
    const checkpoint = readCheckpoint(json)
    // Every amount is read before anything changes.
    const read = checkpoint.contests.map(contestFromJSON)
    const fills = decimals(checkpoint.fills)
    const prices = decimals(checkpoint.prices)
    for (const { contest } of read) this.contests.set(contest.contestId, contest)
    for (const contestId of checkpoint.settled) this.settled.add(contestId)
    // After the contests: the holder index groups a contest's holders, and leaves an ended one out.
    for (const [player, symbol, quantity] of read.flatMap(r => r.holdings)) this.#hold(player, symbol, quantity)
    for (const [userId, name] of checkpoint.names) this.names.set(userId, name)
    for (const [symbol, price] of fills) this.#fills.set(symbol, price)
    for (const [symbol, price] of prices) this.#setPrice(symbol, price)
    this.resumeAt(position)
  }

  #setPrice(symbol: string, price: Decimal): void {
    this.#prices.set(symbol, price)
    this.#scaledPrices.set(symbol, toScaled(price) ?? null)
  }

  #hold(player: PlayerBook, symbol: string, quantity: Decimal): void {
    player.hold(symbol, quantity)
    const contest = this.contests.get(player.contestId)
    if (!contest) return
    let groups = this.#holders.get(symbol)
    if (quantity.isZero()) {
      groups?.get(contest)?.delete(player)
      return
    }
    if (contest.over) return
    if (!groups) this.#holders.set(symbol, (groups = new Map()))
    let holders = groups.get(contest)
    if (!holders) groups.set(contest, (holders = new Set()))
    holders.add(player)
  }

  #close(contest: ContestBook): void {
    contest.over = true
    // A group a tick already marked stays marked: that tick came before the close and still counts.
    for (const groups of this.#holders.values()) groups.delete(contest)
  }

  /** Drops a settled contest's books, and whatever a flush still had to write of them; the id is kept. */
  #forget(contest: ContestBook): undefined {
    this.contests.delete(contest.contestId)
    this.settled.add(contest.contestId)
    for (const player of contest.players.values()) this.dirty.delete(player)
    for (const group of this.#repriced) {
      if (group.values().next().value?.contestId === contest.contestId) this.#repriced.delete(group)
    }
    return undefined
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

import { AccountFrozen, AccountOpened, OrderFilled, OrderPlaced, type RecordedEvent } from '@arena/contracts'
import { PositionedProjection, type Checkpointable } from '@arena/service-kit'
import { scaledValueOfHoldings, toScaled } from '@arena/domain'
import { Decimal, portfolioValue } from '../domain/portfolio'
import { amounts, contestFromJSON, contestToJSON, decimals, LEADERBOARD_FOLD_VERSION, readCheckpoint, type LeaderboardCheckpoint } from './checkpoint'
import type { ContestBook } from './contestBook'
import type { ContestFact, SettledContest } from '../ports'
import { PlayerBook, type Valuation } from './playerBook'
import { FinalBoards } from './finalBoards'

export { PlayerBook, type Valuation, type ContestBook }

/**
 * The leaderboard's fold of matching's account events: per player the cash and quantities fills
 * left them with and their order and fill counts, and per symbol and contest the players holding
 * it (the holder index), so a tick revalues that symbol's holders only. The contests' terms, ends,
 * final prices and settlements are the contest service's, applied as its view tells them
 * (`applyTerms`, `settle`), not folded here (docs/adr/0028). Events mark players dirty and ticks
 * mark holder groups repriced; the board writer takes both (`takeChanged`), computes values and
 * writes scores. Remembers its position, so replays change nothing.
 */
export class PortfolioProjection extends PositionedProjection<true> implements Checkpointable {
  readonly foldVersion = LEADERBOARD_FOLD_VERSION
  readonly contests = new Map<string, ContestBook>()
  /** Contests settled and forgotten (`forgetSettled`): their screens are read from the contest's recorded results (`SettledBoards`). */
  readonly settled = new Set<string>()
  readonly dirty = new Set<PlayerBook>()
  /** symbol -> contest -> holders. A contest's group is dropped whole when it closes. */
  readonly #holders = new Map<string, Map<ContestBook, Set<PlayerBook>>>()
  /** Holder groups a price moved since the last `takeChanged`: a tick marks one group, not 10,000 players. */
  readonly #repriced = new Set<Set<PlayerBook>>()
  #flushes = 0
  readonly #prices = new Map<string, Decimal>()
  /** `#prices` in units of 10^-8; null for a price with more places (its holders take the decimal path). */
  readonly #scaledPrices = new Map<string, bigint | null>()
  /** Settled contests' boards, kept as they are forgotten until a writer takes them. */
  readonly finalBoards = new FinalBoards()
  /** Settled contests passed over without a book: their final boards are written from their results. */
  readonly settledUnheld = new Set<string>()

  constructor(private readonly options: {
    forgetSettled?: boolean
    /** Whether the contest's view has a contest settled: an account met after that is not taken up (the views follow the log apart). */
    isSettled?: (contestId: string) => boolean
  } = {}) {
    super()
  }

  priceOf = (symbol: string): Decimal | undefined => this.#prices.get(symbol)
  readonly #scaledPriceOf = (symbol: string): bigint | null | undefined => this.#scaledPrices.get(symbol)

  /** What a player is worth now: the settled value, else holdings at the contest's final prices once ended, else at the last prices. */
  override valueOf(player: PlayerBook): Decimal {
    if (player.settledValue) return player.settledValue
    const contest = this.contests.get(player.contestId)
    const final = contest?.finalPrices
    return portfolioValue(player, final ? symbol => final.get(symbol) ?? contest.lastFills.get(symbol) : this.priceOf)
  }

  /** `valueOf` as the writer needs it: in scaled units where every figure scales, else the decimal. */
  valuation(player: PlayerBook): Valuation {
    if (player.settledValue === null && player.scales && !this.contests.get(player.contestId)?.finalPrices) {
      const value = scaledValueOfHoldings(player.usdtScaled!, player.holdingsScaled, this.#scaledPriceOf)
      if (value !== undefined) return value
    }
    return this.valueOf(player)
  }

  /** Calls `visit` once for each player changed since the last call (marked dirty, or holding a symbol a price moved), and forgets them. */
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

  /**
   * A contest's terms as the contest's view has them: a contest not settled gets (or keeps) its book
   * with them; an end closes it and values its players at the recorded prices. True when the board has work.
   */
  applyTerms(fact: ContestFact): boolean {
    if (this.settled.has(fact.contestId)) return false
    // A contest settled before any of its accounts reached this fold is not taken up.
    if (fact.settled && !this.contests.has(fact.contestId)) {
      this.#passOver(fact.contestId)
      return false
    }
    const contest = this.#contest(fact.contestId, fact.virtualFund)
    const invited = fact.invited && new Set(fact.invited)
    Object.assign(contest, { virtualFund: new Decimal(fact.virtualFund), endAtMs: Date.parse(fact.endAt), levels: fact.levels, pairs: [...fact.pairs], invited })
    if (fact.state === 'scheduled') return false
    if (!contest.over) this.#close(contest)
    if (!fact.finalPrices || contest.finalPrices) return false
    contest.finalPrices = new Map(Object.entries(fact.finalPrices).map(([symbol, price]) => [symbol, new Decimal(price)]))
    for (const player of contest.players.values()) this.dirty.add(player)
    return true
  }

  /** A settled contest's recorded results: each player's settled value, and the contest let go once its final board is kept (`forgetSettled`). */
  settle(contestId: string, results: SettledContest['results']): boolean {
    const contest = this.contests.get(contestId)
    if (!contest) {
      if (this.options.forgetSettled) this.settled.add(contestId)
      return false
    }
    this.#close(contest)
    for (const result of results) {
      const player = contest.players.get(result.userId)
      if (!player) continue
      player.settledValue = new Decimal(result.portfolioValue)
      this.dirty.add(player)
    }
    if (this.options.forgetSettled) {
      this.finalBoards.add(contest)
      this.#forget(contest)
    }
    return true
  }

  /** Folds one event; true when it changed anything (so the writer has work). */
  readonly reads = { types: [AccountOpened, OrderPlaced, AccountFrozen, OrderFilled].map(d => d.type) }

  protected applyNew(event: RecordedEvent): true | undefined {
    if (AccountOpened.is(event)) {
      const { contestId, userId, virtualFund } = event.data
      if (this.settled.has(contestId)) return undefined
      if (this.options.forgetSettled && !this.contests.has(contestId) && this.options.isSettled?.(contestId)) return this.#passOver(contestId)
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
      const price = new Decimal(d.price)
      const contest = this.contests.get(d.contestId)!
      contest.lastFills.set(d.symbol, price)
      // A fill after the end (decided just before it) moves what an unpriced pair's holders are worth.
      if (contest.finalPrices && !contest.finalPrices.has(d.symbol)) for (const holder of contest.players.values()) this.dirty.add(holder)
      // A symbol nobody has priced yet is valued at its last fill until the feed speaks.
      if (!this.#prices.has(d.symbol)) this.#setPrice(d.symbol, price)
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

  player(contestId: string, userId: string): PlayerBook | undefined {
    return this.contests.get(contestId)?.players.get(userId)
  }

  /** Holders of a symbol (for tests and benchmarks: the work a tick costs). */
  holderCount(symbol: string): number {
    let count = 0
    for (const holders of this.#holders.get(symbol)?.values() ?? []) count += holders.size
    return count
  }

  /** The fold as JSON: every contest's terms, books and last fills, and the prices (`LeaderboardCheckpoint`). */
  checkpoint(): LeaderboardCheckpoint {
    return {
      contests: [...this.contests.values()].map(contestToJSON),
      settled: [...this.settled],
      prices: amounts(this.#prices),
    }
  }

  /** Takes up a checkpoint written at `position` into an empty projection, all or nothing; values come from the start-up rebuild. */
  async restore(json: unknown, position: number): Promise<void> {
    if (this.position !== 0 || this.contests.size > 0) throw new Error('a checkpoint is restored into a projection that has applied nothing')
    const checkpoint = readCheckpoint(json)
    // Every amount is read before anything changes.
    const read = checkpoint.contests.map(contestFromJSON)
    const prices = decimals(checkpoint.prices)
    for (const { contest } of read) this.contests.set(contest.contestId, contest)
    for (const contestId of checkpoint.settled) this.settled.add(contestId)
    // After the contests: the holder index groups a contest's holders, and leaves an ended one out.
    for (const [player, symbol, quantity] of read.flatMap(r => r.holdings)) this.#hold(player, symbol, quantity)
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

  /** A settled contest met without a book is not taken up; a writer that missed its end still owes its final board. */
  #passOver(contestId: string): undefined {
    if (!this.options.forgetSettled || this.settled.has(contestId)) return undefined
    this.settled.add(contestId)
    this.settledUnheld.add(contestId)
    return undefined
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
      contest = { contestId, virtualFund: new Decimal(virtualFund), endAtMs: Number.POSITIVE_INFINITY, levels: '', pairs: [], over: false, finalPrices: null, lastFills: new Map(), players: new Map(), invited: null }
      this.contests.set(contestId, contest)
    }
    return contest
  }
}

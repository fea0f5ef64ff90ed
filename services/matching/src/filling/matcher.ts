import { SharedFeed, type MarketFeed, type Trade, type Unsubscribe } from '@arena/market-data'
import type { Clock, Logger } from '@arena/service-kit'
import type { AccountCommands } from '../adapters/accountCommands'
import { InFlight } from '@arena/service-kit'
import { Decimal } from '../domain/amounts'
import type { MatchingProjection } from '../readModel/matchingProjection'
import type { ContestFact, ContestTerms } from '../ports'

/** Symbols worth watching at `now`: the pairs of every contest not yet over. */
export function watchedSymbols(contests: Iterable<ContestFact>, now: Date): Set<string> {
  const symbols = new Set<string>()
  for (const contest of contests) {
    if (contest.state === 'scheduled' && now.getTime() < Date.parse(contest.endAt)) contest.pairs.forEach(s => symbols.add(s))
  }
  return symbols
}

/**
 * Fills resting orders from the market's trades. It watches the pairs of every contest not yet
 * over (through a SharedFeed, so each symbol is one upstream subscription however many modules
 * listen) and, on each trade, sends ApplyTrade to every order the trade crosses or whose stop
 * it reaches. The decider, not this scan, has the last word, so a stale read model only costs
 * a command that decides nothing.
 */
export class Matcher {
  readonly #feed: MarketFeed
  readonly #watching = new Map<string, Unsubscribe>()
  readonly #work: InFlight
  /**
   * Active orders with an ApplyTrade on its way. Another trade's command for one of them could
   * only decide nothing (the first fills it at its own limit, or the window or freeze refuses
   * both), and while the read model lags behind the fills every trade would queue one more: at
   * hundreds of orders a second that pile grew until the worker ran out of memory.
   */
  readonly #filling = new Set<string>()
  /** The accounts this process fills: its replica's share of them (docs/adr/0033). */
  #owns: (contestId: string, userId: string) => boolean = () => true

  constructor(
    feed: MarketFeed,
    private readonly projection: MatchingProjection,
    private readonly contests: Pick<ContestTerms, 'get' | 'all'>,
    private readonly commands: AccountCommands,
    private readonly clock: Clock,
    logger: Logger,
  ) {
    this.#feed = feed instanceof SharedFeed ? feed : new SharedFeed(feed)
    this.#work = new InFlight(error => logger.warn({ err: error }, 'fill failed'))
  }

  /** From now on fills only the accounts `owns` answers true for. */
  fillOnly(owns: (contestId: string, userId: string) => boolean): void {
    this.#owns = owns
  }

  /** Subscribes to symbols that became relevant and drops the ones no contest needs any more. */
  sync(): void {
    const wanted = watchedSymbols(this.contests.all(), this.clock.now())
    for (const [symbol, unsubscribe] of this.#watching) {
      if (!wanted.has(symbol)) {
        unsubscribe()
        this.#watching.delete(symbol)
      }
    }
    for (const symbol of wanted) {
      if (!this.#watching.has(symbol)) this.#watching.set(symbol, this.#feed.subscribe(symbol, { trade: trade => this.onTrade(trade) }))
    }
  }

  /**
   * After a restart: trades the feed still holds (its last 10 per symbol) are applied to orders
   * placed before them, so a fill missed while the process was down is not lost. Trades already
   * applied decide nothing the second time. The same when this replica takes over accounts
   * another one filled.
   */
  catchUp(): void {
    for (const symbol of this.#watching.keys()) {
      for (const trade of this.#feed.snapshot(symbol).trades) this.onTrade(trade, trade.time)
    }
  }

  onTrade(trade: Trade, placedBy?: number): void {
    const price = new Decimal(trade.price)
    const at = this.clock.now().toISOString()
    for (const order of this.projection.accounts.touchedBy(trade.symbol, price)) {
      if (placedBy !== undefined && order.placedAtMs > placedBy) continue
      if (!this.#owns(order.contestId, order.userId)) continue
      const contest = this.contests.get(order.contestId)
      if (!contest) continue
      if (order.active && this.#filling.has(order.orderId)) continue
      const command = {
        type: 'ApplyTrade' as const, contestId: order.contestId, userId: order.userId, orderId: order.orderId,
        trade: { id: trade.id, price: trade.price }, contest, at,
      }
      const executed = this.commands.execute(command, { actor: 'system:matching', at })
      if (order.active) {
        this.#filling.add(order.orderId)
        const done = () => void this.#filling.delete(order.orderId)
        executed.then(done, done)
      }
      this.#work.add(executed)
    }
  }

  idle(): Promise<void> {
    return this.#work.idle()
  }

  get busy(): boolean {
    return this.#work.busy
  }

  async stop(): Promise<void> {
    for (const unsubscribe of this.#watching.values()) unsubscribe()
    this.#watching.clear()
    await this.#work.idle()
  }
}

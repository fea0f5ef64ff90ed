import { contestTopic, exchangePushEvents, type LeaderboardPush, type PortfolioPush } from '@arena/contracts'
import { InFlight, type PushHub } from '@arena/service-kit'
import type { PlayerBook, PortfolioProjection } from '../readModel/portfolioProjection'
import type { LeaderboardStore, NameLookup } from '../ports'
import type { ProvisionalPrizes } from '../readModel/prizes'
import { rowsOf } from '../readModel/rows'
import { ItemThrottle, Throttle } from './throttle'

/** Rows in the pushed first page: the exchange screen's leaderboard panel. */
export const PUSHED_ROWS = 10

/**
 * Live figures, throttled per key: the header's Portfolio Value and Gain to the player
 * (`portfolioExchange`), and the first page of the ranking to the contest's topic. The figures
 * are read when the push goes out, so a delayed push carries the latest values.
 */
export class LivePush {
  readonly #sending: InFlight
  readonly #boards: Throttle<string>
  /** Per player, with the throttle's state on the book: a tick offers one per holder. */
  readonly #portfolios: ItemThrottle<PlayerBook>

  constructor(
    private readonly push: PushHub,
    private readonly projection: PortfolioProjection,
    private readonly store: LeaderboardStore,
    intervalMs: number,
    private readonly names: NameLookup | undefined,
    onError: (error: unknown) => void,
    private readonly prizes: ProvisionalPrizes,
  ) {
    this.#sending = new InFlight(onError)
    this.#boards = new Throttle(intervalMs)
    this.#portfolios = new ItemThrottle(intervalMs, player => {
      const data: PortfolioPush = { contestId: player.contestId, ...player.header() }
      this.push.toUser(player.userId, { event: exchangePushEvents.portfolio, data })
    })
  }

  portfolio(player: PlayerBook, nowMs: number): void {
    this.#portfolios.offer(player, nowMs)
  }

  /** Sends the pushes held back whose interval has passed. */
  drain(nowMs: number): void {
    this.#portfolios.drain(nowMs)
    this.#boards.drain(nowMs)
  }

  board(contestId: string, nowMs: number): void {
    this.#boards.offer(contestId, nowMs, () => {
      this.#sending.add(this.boardNow(contestId))
    })
  }

  /** Resolves once every board push already started has gone out. */
  async idle(): Promise<void> {
    await this.#sending.idle()
  }

  async boardNow(contestId: string): Promise<void> {
    const ranked = await this.store.page(contestId, 0, PUSHED_ROWS)
    const prizes = await this.prizes.of(contestId)
    const data: LeaderboardPush = { contestId, rows: await rowsOf(this.projection, this.names, contestId, ranked, prizes), ranked: await this.store.count(contestId) }
    this.push.toTopic(contestTopic(contestId), { event: exchangePushEvents.leaderboard, data })
  }
}

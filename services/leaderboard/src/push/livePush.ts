import { contestTopic, exchangePushEvents, type LeaderboardPush, type PortfolioPush } from '@arena/contracts'
import { InFlight, type PushHub } from '@arena/service-kit'
import type { PlayerBook, PortfolioProjection } from '../readModel/portfolioProjection'
import type { LeaderboardStore, NameLookup } from '../ports'
import { provisionalPrizes } from '../readModel/prizes'
import { rowsOf } from '../readModel/rows'
import type { Throttle } from './throttle'

/** Rows in the pushed first page: the exchange screen's leaderboard panel. */
export const PUSHED_ROWS = 10

/**
 * Live figures, throttled per key: the header's Portfolio Value and Gain to the player
 * (`portfolioExchange`), and the first page of the ranking to the contest's topic. The figures
 * are read when the push goes out, so a delayed push carries the latest values.
 */
export class LivePush {
  readonly #sending: InFlight

  constructor(
    private readonly push: PushHub,
    private readonly projection: PortfolioProjection,
    private readonly store: LeaderboardStore,
    private readonly throttle: Throttle,
    private readonly names: NameLookup | undefined,
    onError: (error: unknown) => void,
  ) {
    this.#sending = new InFlight(onError)
  }

  portfolio(player: PlayerBook, nowMs: number): void {
    // Keyed by the book itself: no key string made and hashed per player per tick.
    this.throttle.offer(player, nowMs, () => {
      const data: PortfolioPush = { contestId: player.contestId, ...player.header() }
      this.push.toUser(player.userId, { event: exchangePushEvents.portfolio, data })
    })
  }

  board(contestId: string, nowMs: number): void {
    this.throttle.offer(`board:${contestId}`, nowMs, () => {
      this.#sending.add(this.boardNow(contestId))
    })
  }

  /** Resolves once every board push already started has gone out. */
  async idle(): Promise<void> {
    await this.#sending.idle()
  }

  async boardNow(contestId: string): Promise<void> {
    const ranked = await this.store.page(contestId, 0, PUSHED_ROWS)
    const prizes = await provisionalPrizes(this.store, this.projection, contestId)
    const data: LeaderboardPush = { contestId, rows: await rowsOf(this.projection, this.names, contestId, ranked, prizes), ranked: await this.store.count(contestId) }
    this.push.toTopic(contestTopic(contestId), { event: exchangePushEvents.leaderboard, data })
  }
}

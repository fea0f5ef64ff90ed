import { contestTopic, exchangePushEvents, type LeaderboardPush, type PortfolioPush } from '@arena/contracts'
import { InFlight, type PushHub } from '@arena/service-kit'
import type { PlayerBook } from '../readModel/portfolioProjection'
import type { NameLookup } from '../ports'
import { boardOf, type BoardSources } from '../readModel/boards'
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
    private readonly sources: BoardSources,
    intervalMs: number,
    private readonly names: NameLookup | undefined,
    onError: (error: unknown) => void,
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

  /** The first page as it is when the push goes out: from the contest's results if it was settled (and forgotten) meanwhile. */
  async boardNow(contestId: string): Promise<void> {
    // A page read from the board, its prizes and names, for no one: a worker has no sockets.
    if (this.push.isFollowed?.(contestTopic(contestId)) === false) return
    const board = await boardOf(this.sources, contestId)
    if (!board) return
    const ranked = await board.page(0, PUSHED_ROWS)
    const prizes = await board.prizes()
    const data: LeaderboardPush = { contestId, rows: await rowsOf(this.names, board, ranked, prizes), ranked: await board.count() }
    this.push.toTopic(contestTopic(contestId), { event: exchangePushEvents.leaderboard, data })
  }
}

import type { BoardChange, LeaderboardStore, ScoreRow } from '../ports'
import { isRanked } from '../domain/portfolio'
import type { PlayerBook, PortfolioProjection } from './portfolioProjection'

export interface Flushed {
  /** Players whose value changed. */
  moved: PlayerBook[]
  /** Contests whose board changed. */
  boards: Set<string>
}

/**
 * Turns the projection's dirty players into sorted-set writes: one pipelined apply per flush,
 * however many players and contests a tick touched. Only ranked players (5 orders or more) are
 * written; a player's first write happens when the fifth order arrives.
 */
export class BoardWriter {
  /** The players this process writes; none given: every one, and a rebuild replaces whole boards. */
  #owns: ((player: PlayerBook) => boolean) | undefined

  constructor(
    private readonly store: LeaderboardStore,
    private readonly projection: PortfolioProjection,
    /** False: values and changes are worked out (for pushes) but another process writes the store. */
    private readonly writes = true,
  ) {}

  /**
   * From now on writes only the players `owns` answers true for: one of several replicas sharing
   * every board (docs/adr/0033). A rebuild then sets those players' rows and leaves the rest.
   */
  writeOnly(owns: (player: PlayerBook) => boolean): void {
    this.#owns = owns
  }

  async flush(): Promise<Flushed> {
    const rows = new Map<string, ScoreRow[]>()
    const moved: PlayerBook[] = []
    this.projection.takeChanged(player => {
      const changed = player.revalue(this.projection.valuation(player))
      if (changed) moved.push(player)
      if (!isRanked(player.orderCount) || (!changed && player.onBoard)) return
      if (this.#owns && !this.#owns(player)) return
      player.onBoard = true
      let board = rows.get(player.contestId)
      if (!board) rows.set(player.contestId, (board = []))
      board.push({ member: player.userId, score: player.score() })
    })
    const changes: BoardChange[] = [...rows].map(([board, set]) => ({ board, set }))
    if (changes.length > 0 && this.writes) await this.store.apply(changes)
    await this.#writeSettled()
    return { moved, boards: new Set(rows.keys()) }
  }

  /** Writes every board from the projection as it stands: the start-up rebuild from events, and a replica's new share. */
  async rebuild(): Promise<void> {
    this.projection.takeChanged(() => {})
    const owned: BoardChange[] = []
    for (const contest of this.projection.contests.values()) {
      const rows: ScoreRow[] = []
      for (const player of contest.players.values()) {
        player.revalue(this.projection.valuation(player))
        player.onBoard = isRanked(player.orderCount) && (this.#owns?.(player) ?? true)
        if (player.onBoard) rows.push({ member: player.userId, score: player.score() })
      }
      if (!this.writes) continue
      if (this.#owns) owned.push({ board: contest.contestId, set: rows })
      else await this.store.replace(contest.contestId, rows)
    }
    if (owned.length > 0) await this.store.apply(owned)
    await this.#writeSettled()
  }

  /** Boards settled since the last write, whole and whatever this process's share: their rows are final. */
  async #writeSettled(): Promise<void> {
    const settled = this.projection.finalBoards.take()
    if (!this.writes) return
    for (const [board, rows] of settled) await this.store.replace(board, rows)
  }
}

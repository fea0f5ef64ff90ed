import type { BoardChange, LeaderboardStore, ScoreRow } from '../ports'
import { isRanked, scoreOf } from '../domain/portfolio'
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
  constructor(
    private readonly store: LeaderboardStore,
    private readonly projection: PortfolioProjection,
    /** False: values and changes are worked out (for pushes) but another process writes the store. */
    private readonly writes = true,
  ) {}

  async flush(): Promise<Flushed> {
    const dirty = [...this.projection.dirty]
    this.projection.dirty.clear()
    const rows = new Map<string, ScoreRow[]>()
    const moved: PlayerBook[] = []
    for (const player of dirty) {
      const value = this.projection.valueOf(player)
      const changed = player.value === null || !value.equals(player.value)
      const ranked = isRanked(player.orderCount)
      player.value = value
      if (changed) moved.push(player)
      if (!ranked || (!changed && player.onBoard)) continue
      player.onBoard = true
      const board = rows.get(player.contestId) ?? []
      board.push({ member: player.userId, score: scoreOf(value) })
      rows.set(player.contestId, board)
    }
    const changes: BoardChange[] = [...rows].map(([board, set]) => ({ board, set }))
    if (changes.length > 0 && this.writes) await this.store.apply(changes)
    return { moved, boards: new Set(rows.keys()) }
  }

  /** Writes every board from the projection as it stands: the start-up rebuild from events. */
  async rebuild(): Promise<void> {
    this.projection.dirty.clear()
    for (const contest of this.projection.contests.values()) {
      const rows: ScoreRow[] = []
      for (const player of contest.players.values()) {
        player.value = this.projection.valueOf(player)
        player.onBoard = isRanked(player.orderCount)
        if (player.onBoard) rows.push({ member: player.userId, score: scoreOf(player.value) })
      }
      if (this.writes) await this.store.replace(contest.contestId, rows)
    }
  }
}

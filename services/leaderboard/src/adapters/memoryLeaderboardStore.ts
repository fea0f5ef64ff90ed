import type { BoardChange, LeaderboardStore, RankedRow, ScoreRow } from '../ports'
import { rankRows } from './rankRows'
import { SortedBlocks } from './sortedBlocks'

class Board {
  readonly scores = new Map<string, number>()
  readonly sorted = new SortedBlocks()

  set(member: string, score: number): void {
    const old = this.scores.get(member)
    if (old === score) return
    if (old !== undefined) this.sorted.remove({ member, score: old })
    this.scores.set(member, score)
    this.sorted.insert({ member, score })
  }

  remove(member: string): void {
    const old = this.scores.get(member)
    if (old === undefined) return
    this.sorted.remove({ member, score: old })
    this.scores.delete(member)
  }

  ranked(offset: number, limit: number): RankedRow[] {
    const rows = this.sorted.slice(offset, limit)
    return rows.length === 0 ? [] : rankRows(rows, this.sorted.countAbove(rows[0]!.score) + 1, offset)
  }
}

/** The embedded profile's leaderboard: sorted sets in memory, rebuilt from events at start. */
export class MemoryLeaderboardStore implements LeaderboardStore {
  readonly #boards = new Map<string, Board>()

  async apply(changes: readonly BoardChange[]): Promise<void> {
    for (const change of changes) {
      const board = this.#board(change.board)
      for (const member of change.remove ?? []) board.remove(member)
      for (const row of change.set ?? []) board.set(row.member, row.score)
    }
  }

  async replace(board: string, rows: readonly ScoreRow[]): Promise<void> {
    const fresh = new Board()
    for (const row of rows) fresh.set(row.member, row.score)
    this.#boards.set(board, fresh)
  }

  async rank(board: string, member: string): Promise<RankedRow | undefined> {
    const score = this.#boards.get(board)?.scores.get(member)
    if (score === undefined) return undefined
    return { member, score, rank: this.#boards.get(board)!.sorted.countAbove(score) + 1 }
  }

  async page(board: string, offset: number, limit: number): Promise<RankedRow[]> {
    return this.#boards.get(board)?.ranked(offset, limit) ?? []
  }

  async around(board: string, member: string, radius: number): Promise<RankedRow[]> {
    const found = this.#boards.get(board)
    const score = found?.scores.get(member)
    if (!found || score === undefined) return []
    const position = found.sorted.indexOf({ member, score })
    const from = Math.max(0, position - radius)
    return found.ranked(from, position - from + radius + 1)
  }

  async count(board: string): Promise<number> {
    return this.#boards.get(board)?.scores.size ?? 0
  }

  async drop(board: string): Promise<void> {
    this.#boards.delete(board)
  }

  async close(): Promise<void> {}

  #board(name: string): Board {
    let board = this.#boards.get(name)
    if (!board) this.#boards.set(name, (board = new Board()))
    return board
  }
}

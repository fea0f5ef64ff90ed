import { Decimal, isRanked } from '../domain/portfolio'
import type { ScoreRow, SettledContest } from '../ports'
import type { ContestBook } from './contestBook'
import { PlayerBook } from './playerBook'

/**
 * Boards of contests settled and forgotten since the last `take`, at the values settlement
 * recorded. A writer that missed the end (down, or holding no share yet) has no other chance to
 * write them once the contest is forgotten, and a final row is the same whoever writes it, so
 * each writer writes them whole (`BoardWriter`).
 */
export class FinalBoards {
  #boards = new Map<string, ScoreRow[]>()

  /** Keeps a settled contest's board: its ranked players at their settled values, scored as the writer scores them. */
  add(contest: ContestBook): void {
    const rows: ScoreRow[] = []
    for (const player of contest.players.values()) {
      if (player.settledValue === null || !isRanked(player.orderCount)) continue
      player.revalue(player.settledValue)
      rows.push({ member: player.userId, score: player.score() })
    }
    this.#boards.set(contest.contestId, rows)
  }

  /** Keeps a settled contest's board from its recorded results: a contest this process never held a book of. */
  addResults(contest: SettledContest): void {
    const rows: ScoreRow[] = []
    for (const result of contest.results) {
      if (!isRanked(result.orderCount)) continue
      const player = new PlayerBook(contest.contestId, result.userId, new Decimal(result.virtualFund))
      player.revalue(new Decimal(result.portfolioValue))
      rows.push({ member: result.userId, score: player.score() })
    }
    this.#boards.set(contest.contestId, rows)
  }

  /** The boards kept so far, and forgets them. */
  take(): Map<string, ScoreRow[]> {
    const boards = this.#boards
    this.#boards = new Map()
    return boards
  }
}

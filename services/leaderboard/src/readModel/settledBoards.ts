import { RecentlyRead } from '@arena/service-kit'
import { compareRows } from '../adapters/sortedBlocks'
import { rankRows } from '../adapters/rankRows'
import { Decimal, isRanked } from '../domain/portfolio'
import type { ContestResults, RankedRow, ScoreRow, SettledContest } from '../ports'
import { PlayerBook } from './playerBook'
import { prizesOfBoard } from './prizes'

/**
 * A settled contest's board as the contest service recorded it: every player of the result with the value,
 * counts and fund settlement recorded, and the ranked ones (5 orders or more) in the order the
 * board store keeps them (value highest first, equal values by user id, equal scores sharing a
 * rank), so its pages, ranks and totals are those the store gave while the projection held it.
 */
export class SettledBoard {
  /** Ranked players' rows, store order. */
  readonly #rows: ScoreRow[]
  #prizes: Promise<Map<string, string>> | undefined

  constructor(
    readonly contestId: string,
    readonly levels: string,
    /** As `ContestBook.invited`: the creator and invitees of a private contest, null for a public one. */
    readonly invited: ReadonlySet<string> | null,
    readonly players: ReadonlyMap<string, PlayerBook>,
  ) {
    this.#rows = [...players.values()].filter(p => isRanked(p.orderCount)).map(p => ({ member: p.userId, score: p.score() })).sort(compareRows)
  }

  player(userId: string): PlayerBook | undefined {
    return this.players.get(userId)
  }

  maySee(userId: string, admin: boolean): boolean {
    return admin || this.invited === null || this.invited.has(userId) || this.players.has(userId)
  }

  page(offset: number, limit: number): RankedRow[] {
    const rows = this.#rows.slice(offset, offset + limit)
    if (rows.length === 0) return []
    const above = this.#rows.findIndex(r => r.score === rows[0]!.score)
    return rankRows(rows, above + 1, offset)
  }

  rank(userId: string): RankedRow | undefined {
    const at = this.#rows.findIndex(r => r.member === userId)
    return at < 0 ? undefined : this.page(at, 1)[0]
  }

  count(): number {
    return this.#rows.length
  }

  /** The rows' `winner_amount` as the live board showed it (`provisionalPrizes` over this board), worked out once. */
  prizes(): Promise<Map<string, string>> {
    this.#prizes ??= prizesOfBoard(this.levels, this.players, (offset, limit) => this.page(offset, limit))
    return this.#prizes
  }
}

/** The settled board of a contest's recorded results: each player valued as settlement recorded. */
export function settledBoardOf(contest: SettledContest): SettledBoard {
  const players = new Map<string, PlayerBook>()
  for (const result of contest.results) {
    const player = new PlayerBook(contest.contestId, result.userId, new Decimal(result.virtualFund))
    player.orderCount = result.orderCount
    player.filledTrades = result.filledTrades
    // As the projection values a settled player: the recorded value.
    player.revalue(new Decimal(result.portfolioValue))
    players.set(result.userId, player)
  }
  return new SettledBoard(contest.contestId, contest.levels, contest.invited && new Set(contest.invited), players)
}

/**
 * Settled contests' boards, read from the contest service's results on demand: the projection forgets a contest
 * once settled (`forgetSettled`), so memory holds the live contests, not every contest ever
 * played. A settled result never changes, so a board is kept for the next read (the most recent
 * `remembered` of them); only who may see a private one can grow (a code redeemed late), which
 * `read(…, true)` picks up.
 */
export class SettledBoards {
  readonly #boards: RecentlyRead<string, SettledBoard>

  constructor(
    private readonly contests: ContestResults,
    remembered = 20,
  ) {
    this.#boards = new RecentlyRead(remembered)
  }

  async read(contestId: string, fresh = false): Promise<SettledBoard | undefined> {
    if (fresh) this.#boards.forget(contestId)
    const kept = this.#boards.get(contestId)
    if (kept) return kept
    const results = await this.contests.resultsOf(contestId)
    if (!results) return undefined
    const board = settledBoardOf(results)
    this.#boards.keep(contestId, board)
    return board
  }
}

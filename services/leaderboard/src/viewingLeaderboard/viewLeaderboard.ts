import { publicLeaderboardRow } from '@arena/contracts'
import { forbidden, notFound, type Principal } from '@arena/service-kit'
import { isRanked } from '../domain/portfolio'
import type { NameLookup } from '../ports'
import { boardOf, type Board, type BoardSources } from '../readModel/boards'
import { rowOf, rowsOf } from '../readModel/rows'

export interface LeaderboardViewDeps extends BoardSources {
  names: NameLookup | undefined
  /** Waits until this module's read model has applied everything stored so far. */
  catchUp(): Promise<void>
}

/**
 * The contest's board, if the caller may see it. A "no" is checked again once this module's read
 * model has caught up with the store (and a settled contest's results read again): a player who has
 * just redeemed a join code (written through the contest module) reads the board on their next
 * call, not after this projection happens to catch up. A private contest the caller may not see
 * answers like one that does not exist.
 */
async function mustSee(deps: LeaderboardViewDeps, contestId: string, userId: string, admin: boolean): Promise<Board> {
  const board = await boardOf(deps, contestId)
  if (board?.maySee(userId, admin)) return board
  await deps.catchUp()
  const again = await boardOf(deps, contestId, true)
  if (again?.maySee(userId, admin)) return again
  throw notFound('Contest not found')
}

/**
 * Answers from the contest's board; once more, from its results, if the projection settled and
 * forgot the contest while the answer was read from it.
 */
async function fromBoard<T>(deps: LeaderboardViewDeps, contestId: string, userId: string, admin: boolean, answer: (board: Board) => Promise<T>): Promise<T> {
  const live = deps.projection.contests.has(contestId)
  const result = await answer(await mustSee(deps, contestId, userId, admin))
  return live && !deps.projection.contests.has(contestId) ? answer(await mustSee(deps, contestId, userId, admin)) : result
}

/** A page of the ranking (ranks from the board) and the caller's own row. */
export async function leaderboardPage(deps: LeaderboardViewDeps, caller: Principal, contestId: string, page: number, limit: number) {
  const admin = caller.role === 'admin'
  return fromBoard(deps, contestId, caller.id, admin, async board => {
    const ranked = await board.page((page - 1) * limit, limit)
    const prizes = await board.prizes()
    const rows = await rowsOf(deps.names, board, ranked, prizes)
    const me = board.player(caller.id)
    const mine = me ? await board.rank(caller.id) : undefined
    const meRow = mine && me ? await rowOf(deps.names, me, mine.rank, prizes.get(me.userId)) : null
    // The contest's players and admins see the spec's rows; anyone else sees them without user ids.
    const data = me || admin ? rows : rows.map(publicLeaderboardRow)
    return { data, total: await board.count(), page, limit, me: meRow }
  })
}

/** The caller's Portfolio Value and Gain (header, 3 places) and rank, if ranked. */
export async function myFigures(deps: LeaderboardViewDeps, userId: string, contestId: string) {
  return fromBoard(deps, contestId, userId, false, async board => {
    const player = board.player(userId)
    if (!player) throw forbidden('Please participate in this contest first')
    const rank = isRanked(player.orderCount) ? ((await board.rank(player.userId))?.rank ?? null) : null
    return {
      ...player.header(),
      rank,
      order_count: player.orderCount,
      bid_count: player.orderCount,
      filled_trades: player.filledTrades,
    }
  })
}

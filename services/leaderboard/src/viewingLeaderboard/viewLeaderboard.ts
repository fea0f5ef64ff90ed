import { publicLeaderboardRow } from '@arena/contracts'
import { forbidden, notFound, type Principal } from '@arena/service-kit'
import { isRanked } from '../domain/portfolio'
import type { LeaderboardStore, NameLookup } from '../ports'
import type { PortfolioProjection } from '../readModel/portfolioProjection'
import type { ProvisionalPrizes } from '../readModel/prizes'
import { rowOf, rowsOf } from '../readModel/rows'

export interface LeaderboardViewDeps {
  projection: PortfolioProjection
  store: LeaderboardStore
  names: NameLookup | undefined
  /** Waits until this module's read model has applied everything stored so far. */
  catchUp(): Promise<void>
  prizes: ProvisionalPrizes
}

/**
 * Whether the caller may see the contest. A "no" is checked again once this module's read model
 * has caught up with the store: a player who has just redeemed a join code (written through the
 * contest module) reads the board on their next call, not after this projection happens to catch up.
 * A private contest the caller may not see answers like one that does not exist.
 */
async function mustSee(deps: LeaderboardViewDeps, contestId: string, userId: string, admin: boolean): Promise<void> {
  if (deps.projection.maySee(contestId, userId, admin)) return
  await deps.catchUp()
  if (!deps.projection.maySee(contestId, userId, admin)) throw notFound('Contest not found')
}

/** A page of the ranking (ranks from the store) and the caller's own row. */
export async function leaderboardPage(deps: LeaderboardViewDeps, caller: Principal, contestId: string, page: number, limit: number) {
  await mustSee(deps, contestId, caller.id, caller.role === 'admin')
  const ranked = await deps.store.page(contestId, (page - 1) * limit, limit)
  const prizes = await deps.prizes.of(contestId)
  const rows = await rowsOf(deps.projection, deps.names, contestId, ranked, prizes)
  const me = deps.projection.player(contestId, caller.id)
  const mine = me ? await deps.store.rank(contestId, caller.id) : undefined
  const meRow = mine && me ? await rowOf(deps.projection, deps.names, me, mine.rank, prizes.get(me.userId)) : null
  // The contest's players and admins see the spec's rows; anyone else sees them without user ids.
  const data = me || caller.role === 'admin' ? rows : rows.map(publicLeaderboardRow)
  return { data, total: await deps.store.count(contestId), page, limit, me: meRow }
}

/** The caller's Portfolio Value and Gain (header, 3 places) and rank, if ranked. */
export async function myFigures(deps: LeaderboardViewDeps, userId: string, contestId: string) {
  await mustSee(deps, contestId, userId, false)
  const player = deps.projection.player(contestId, userId)
  if (!player) throw forbidden('Please participate in this contest first')
  const rank = isRanked(player.orderCount) ? ((await deps.store.rank(contestId, player.userId))?.rank ?? null) : null
  return {
    ...player.header(),
    rank,
    order_count: player.orderCount,
    bid_count: player.orderCount,
    filled_trades: player.filledTrades,
  }
}

import type { FastifyInstance } from 'fastify'
import { publicLeaderboardRow } from '@arena/contracts'
import { badRequest, forbidden, notFound, principalOf, type Guards } from '@arena/service-kit'
import type { LeaderboardStore } from '../store/leaderboardStore'
import { gainPercent, isRanked, shown } from '../domain/portfolio'
import type { PortfolioProjection } from '../projection/portfolioProjection'
import { provisionalPrizes } from '../board/prizes'
import { rowOf, rowsOf, type NameLookup } from '../board/rows'
import { publicApi, publicRouteSchema } from '@arena/contracts'

const PAGE_SIZES = new Set([10, 20, 50])
const contestIdOf = (body: unknown): string => {
  const id = (body as { contestId?: unknown } | null)?.contestId
  if (typeof id !== 'string' || id.trim() === '') throw badRequest('Contest id is required', { contestId: 'Contest id is required' })
  return id.trim()
}

export interface LeaderboardRouteDeps {
  projection: PortfolioProjection
  store: LeaderboardStore
  names: NameLookup | undefined
  /** Waits until this module's read model has applied everything stored so far. */
  catchUp(): Promise<void>
}

/**
 * Whether the caller may see the contest. A "no" is checked again once this module's read model
 * has caught up with the store: a player who has just redeemed a join code (written through the
 * contest module) reads the board on their next call, not after this projection happens to catch up.
 */
async function maySee(deps: LeaderboardRouteDeps, contestId: string, userId: string, admin: boolean): Promise<boolean> {
  if (deps.projection.maySee(contestId, userId, admin)) return true
  await deps.catchUp()
  return deps.projection.maySee(contestId, userId, admin)
}

/** The spec's leaderboard calls, for clients that poll; live clients get the same rows pushed. */
export function leaderboardRoutes(app: FastifyInstance, guards: Guards, deps: LeaderboardRouteDeps): void {
  const authenticated = { preHandler: guards.authenticate }

  // `{ contestId, page?, limit? }`: a page of the ranking (10/20/50 rows), and the caller's own row.
  app.post('/api/leaderboard-data', { ...authenticated, schema: publicRouteSchema('leaderboard', publicApi['POST /api/leaderboard-data']) }, async request => {
    const body = (request.body ?? {}) as { page?: unknown; limit?: unknown }
    const contestId = contestIdOf(body)
    const { id, role } = principalOf(request)
    // A private contest the caller may not see answers like one that does not exist.
    if (!(await maySee(deps, contestId, id, role === 'admin'))) throw notFound('Contest not found')
    const limit = typeof body.limit === 'number' && PAGE_SIZES.has(body.limit) ? body.limit : 10
    const page = typeof body.page === 'number' && Number.isSafeInteger(body.page) && body.page > 0 ? body.page : 1
    const ranked = await deps.store.page(contestId, (page - 1) * limit, limit)
    const prizes = await provisionalPrizes(deps.store, deps.projection, contestId)
    const rows = await rowsOf(deps.projection, deps.names, contestId, ranked, prizes)
    const caller = principalOf(request)
    const me = deps.projection.player(contestId, caller.id)
    const mine = me ? await deps.store.rank(contestId, caller.id) : undefined
    const meRow = mine && me ? await rowOf(deps.projection, deps.names, me, mine.rank, prizes.get(me.userId)) : null
    // The contest's players and admins see the spec's rows; anyone else sees them without user ids.
    const data = me || caller.role === 'admin' ? rows : rows.map(publicLeaderboardRow)
    return { status: true, data, total: await deps.store.count(contestId), page, limit, me: meRow }
  })

  // Polled every 2 s (spec section 9). Values are kept current from fills and ticks, so this
  // only reads: the caller's Portfolio Value and Gain (header, 3 places) and rank, if ranked.
  app.post('/api/updateLeaderBoard', { ...authenticated, schema: publicRouteSchema('leaderboard', publicApi['POST /api/updateLeaderBoard']) }, async request => {
    const contestId = contestIdOf(request.body)
    if (!(await maySee(deps, contestId, principalOf(request).id, false))) throw notFound('Contest not found')
    const player = deps.projection.player(contestId, principalOf(request).id)
    if (!player) throw forbidden('Please participate in this contest first')
    const value = player.value ?? player.virtualFund
    const rank = isRanked(player.orderCount) ? ((await deps.store.rank(contestId, player.userId))?.rank ?? null) : null
    return {
      status: true,
      data: {
        per: shown.headerPercent(gainPercent(value, player.virtualFund)),
        portfoliovalue: shown.usdt(value),
        rank,
        order_count: player.orderCount,
        bid_count: player.orderCount,
        filled_trades: player.filledTrades,
      },
    }
  })
}

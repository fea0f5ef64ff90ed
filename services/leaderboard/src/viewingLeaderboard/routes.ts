import type { FastifyInstance } from 'fastify'
import { publicApi, publicRouteSchema } from '@arena/contracts'
import { badRequest, principalOf, type Guards } from '@arena/service-kit'
import { leaderboardPage, myFigures, type LeaderboardViewDeps } from './viewLeaderboard'

const PAGE_SIZES = new Set([10, 20, 50])
const contestIdOf = (body: unknown): string => {
  const id = (body as { contestId?: unknown } | null)?.contestId
  if (typeof id !== 'string' || id.trim() === '') throw badRequest('Contest id is required', { contestId: 'Contest id is required' })
  return id.trim()
}

/** The spec's leaderboard calls, for clients that poll; live clients get the same rows pushed. */
export function leaderboardRoutes(app: FastifyInstance, guards: Guards, deps: LeaderboardViewDeps): void {
  const authenticated = { preHandler: guards.authenticate }

  // `{ contestId, page?, limit? }`: a page of the ranking (10/20/50 rows), and the caller's own row.
  app.post('/api/leaderboard-data', { ...authenticated, schema: publicRouteSchema('leaderboard', publicApi['POST /api/leaderboard-data']) }, async request => {
    const body = (request.body ?? {}) as { page?: unknown; limit?: unknown }
    const contestId = contestIdOf(body)
    const limit = typeof body.limit === 'number' && PAGE_SIZES.has(body.limit) ? body.limit : 10
    const page = typeof body.page === 'number' && Number.isSafeInteger(body.page) && body.page > 0 ? body.page : 1
    return { status: true, ...(await leaderboardPage(deps, principalOf(request), contestId, page, limit)) }
  })

  // Polled every 2 s (spec section 9). Values are kept current from fills and ticks, so this
  // only reads.
  app.post('/api/updateLeaderBoard', { ...authenticated, schema: publicRouteSchema('leaderboard', publicApi['POST /api/updateLeaderBoard']) }, async request => {
    const contestId = contestIdOf(request.body)
    return { status: true, data: await myFigures(deps, principalOf(request).id, contestId) }
  })
}

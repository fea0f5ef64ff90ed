import type { FastifyInstance, FastifyRequest } from 'fastify'
import { publicLeaderboardRow } from '@arena/contracts'
import type { PlayMode } from '@arena/domain'
import { badRequest, notFound, principalOf, type Clock, type Guards } from '@arena/service-kit'
import { asHttp } from '../adapters/httpRefusal'
import { contestIdOf } from '../adapters/requestFields'
import { ContestRefused, contestMessages } from '../domain/errors'
import { maySee } from '../domain/state'
import type { LogoStore } from '../administering/logoStore'
import type { RankingSource } from '../ports'
import { contestDto } from '../readModel/contestDto'
import { contestList, dashboardTotals, LIST_TYPES, type ListType } from '../readModel/contestLists'
import type { ContestRow, ContestsView } from '../readModel/contestsView'
import { contestLeaderboard, globalLeaderboard } from './leaderboardRows'
import type { SettledContests } from '../readModel/settledContests'
import { anyObject, dataReply, field, FileReply, form, params, publicApi, publicRouteSchema, query, reply, routeSchema, rows, Type } from '@arena/contracts'

export interface ViewRouteDeps {
  guards: Guards
  view: ContestsView
  ranking: RankingSource
  /** A finished contest's results, from its stream. */
  settled: SettledContests
  logos: LogoStore
  clock: Clock
  playMode: PlayMode
}

/** Reading contests: the spec's detail and leaderboard calls, the four lists, totals and server time. */
export function viewRoutes(app: FastifyInstance, deps: ViewRouteDeps): void {
  const { guards, view, ranking, settled, logos, clock } = deps
  const authenticated = { preHandler: guards.authenticate }

  // Public: every page (landing, wallet, contest cards) asks which product this deployment runs.
  app.get('/api/play-mode', { schema: routeSchema('contest', { description: 'Whether contests are paid or free to play', response: dataReply(reply({ playMode: Type.String() })) }) }, async () => ({ status: true, data: { playMode: deps.playMode } }))
  // A private contest the caller may not see answers exactly like one that does not exist.
  const contestOf = (request: FastifyRequest, ...names: string[]): ContestRow => {
    const row = view.get(contestIdOf(request.body, ...names))
    const { id, role } = principalOf(request)
    if (!row?.state.terms || !maySee(row.state, id, role === 'admin')) throw new ContestRefused('notFound', contestMessages.notFound)
    return row
  }

  app.post('/api/contestByID-data', { ...authenticated, schema: publicRouteSchema('contest', publicApi['POST /api/contestByID-data']) }, async request =>
    asHttp(async () => {
      const row = contestOf(request, '_id', 'contestId', 'contest_id')
      const item = contestDto(row, principalOf(request).id)
      return { status: true, data: { item, pair: item.pairs.map(symbol => ({ _id: symbol, pairRealName: symbol })) } }
    }),
  )

  app.post('/api/liveContestById', { ...authenticated, schema: publicRouteSchema('contest', publicApi['POST /api/liveContestById']) }, async request =>
    asHttp(async () => {
      const item = contestDto(contestOf(request, 'contestId', '_id', 'contest_id'), principalOf(request).id)
      return { status: true, currentStatus: item.currentStatus, pairRealName: item.pairRealName, playNow: item.playNow, data: item }
    }),
  )

  // The live board is the leaderboard service's leaderboard-data; this is the settled record.
  // Players of the contest and admins get the spec's rows; anyone else gets them without user ids.
  app.post('/api/contest-results', { ...authenticated, schema: routeSchema('contest', { description: 'A settled contest\'s final leaderboard (user ids only to its players and admins)', body: form({ contestId: field('contest id (also _id or contest_id)') }), response: dataReply(rows('ranked rows')) }) }, async request =>
    asHttp(async () => {
      const contest = contestOf(request, 'contestId', '_id', 'contest_id')
      const caller = principalOf(request)
      const rows = await contestLeaderboard(await settled.whole(contest), ranking)
      const insider = caller.role === 'admin' || contest.state.players.has(caller.id)
      return { status: true, data: insider ? rows : rows.map(publicLeaderboardRow) }
    }),
  )

  // Every settled contest's players in one public table: user ids only for admins.
  app.post('/api/user-data', { ...authenticated, schema: publicRouteSchema('contest', publicApi['POST /api/user-data']) }, async request => {
    const rows = globalLeaderboard(view)
    return { status: true, data: principalOf(request).role === 'admin' ? rows : rows.map(publicLeaderboardRow) }
  })

  app.get<{ Querystring: { type?: string } }>('/api/contests', { ...authenticated, schema: routeSchema('contest', { description: 'Contest lists for the dashboard and contest page', querystring: query({ type: field('live (default), upcoming, past or mine') }), response: dataReply(rows('contests')) }) }, async request => {
    const type = (request.query.type ?? 'live') as ListType
    if (!LIST_TYPES.includes(type)) throw badRequest('Unknown contest list', { type: `type must be one of ${LIST_TYPES.join(', ')}` })
    const { id, role } = principalOf(request)
    return { status: true, data: contestList(view, type, id, role === 'admin') }
  })

  app.get('/api/contests/totals', { ...authenticated, schema: routeSchema('contest', { description: 'Live, upcoming and past counts', response: dataReply(anyObject('counts')) }) }, async () => ({ status: true, data: dashboardTotals(view) }))

  app.get('/api/server-time', { schema: routeSchema('contest', { description: 'The server clock, for countdowns', response: dataReply(reply({ serverTime: Type.String({ description: 'ISO instant' }) })) }) }, async () => ({ status: true, data: { serverTime: clock.now().toISOString() } }))

  // Logos are on every public card, so they are served without a token.
  app.get<{ Params: { file: string } }>('/api/contestLogo/:file', { schema: routeSchema('contest', { description: 'A contest logo image', params: params({ file: Type.String() }), response: FileReply }) }, async (request, reply) => {
    const found = await logos.read(request.params.file)
    if (!found) throw notFound('File not found')
    return reply.header('content-type', found.contentType).header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=86400').send(found.bytes)
  })
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { forbidden, HttpError, notFound, principalOf, type Guards } from '@arena/service-kit'
import { contestMessages } from '../domain/errors'
import type { ContestRow, ContestsView } from '../readModel/contestsView'
import type { Chained } from './chain'
import type { Evidence } from './sealEvidence'
import { maySee } from '../domain/state'
import { dataReply, FileReply, params, reply, routeSchema, Type } from '@arena/contracts'

export interface EvidenceRouteDeps {
  guards: Guards
  view: ContestsView
  evidence: Evidence
}

export const evidenceMessages = {
  notSettled: 'The evidence is available once the contest is settled',
  notPlayed: 'Only players of this contest can download its evidence',
} as const

type ById = { Params: { contestId: string } }

/**
 * Evidence bundles of settled contests (docs/verifying-a-contest.md): a player downloads a
 * pseudonymised copy of a contest they played, an admin the whole bundle; anyone signed in
 * reads the sealed head hash the result page shows (and a player the head of their copy).
 */
export function evidenceRoutes(app: FastifyInstance, deps: EvidenceRouteDeps): void {
  const { guards, view, evidence } = deps
  // A private contest is unknown to whoever holds no code for it, here as everywhere.
  const visibleContest = (request: FastifyRequest<ById>): ContestRow => {
    const row = view.get(request.params.contestId)
    const viewer = principalOf(request)
    if (!row?.state.terms || !maySee(row.state, viewer.id, viewer.role === 'admin')) throw notFound(contestMessages.notFound)
    return row
  }
  const settledContest = (request: FastifyRequest<ById>): ContestRow & { sealed: string } => {
    const row = visibleContest(request)
    const sealed = row.state.evidenceHash
    if (row.state.phase !== 'settled' || sealed === undefined) throw new HttpError(409, evidenceMessages.notSettled, undefined, 'NOT_SETTLED')
    return { ...row, sealed }
  }
  const send = (reply: FastifyReply, contestId: string, sealed: string, bundle: Chained | undefined, form: string) => {
    if (!bundle) throw new HttpError(409, evidenceMessages.notSettled, undefined, 'NOT_SETTLED')
    return reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('content-disposition', `attachment; filename="contest-${contestId}-evidence-${form}.jsonl"`)
      .header('x-evidence-head', bundle.head)
      .header('x-evidence-sealed', sealed)
      .header('cache-control', 'no-store')
      .send(bundle.text)
  }

  app.get<ById>('/api/contest/:contestId/evidence', { schema: routeSchema('contest', { description: 'The caller\'s pseudonymised evidence bundle (JSON lines)', params: params({ contestId: Type.String() }), response: FileReply }), preHandler: guards.authenticate }, async (request, reply) => {
    const row = settledContest(request)
    const me = principalOf(request).id
    if (!row.state.players.has(me)) throw forbidden(evidenceMessages.notPlayed)
    return send(reply, request.params.contestId, row.sealed, await evidence.forPlayer(request.params.contestId, me), 'pseudonymised')
  })

  app.get<ById>('/api/admin/contest/:contestId/evidence', { schema: routeSchema('contest', { description: 'Admin: the whole evidence bundle (JSON lines)', params: params({ contestId: Type.String() }), response: FileReply }), preHandler: guards.requireAdmin }, async (request, reply) => {
    const row = settledContest(request)
    return send(reply, request.params.contestId, row.sealed, await evidence.whole(request.params.contestId), 'whole')
  })

  // The hashes the result page shows: the sealed head (whole bundle) and, for a player, their copy's.
  app.get<ById>('/api/contest/:contestId/evidence/head', { schema: routeSchema('contest', { description: 'The sealed hash and the caller\'s copy\'s hash', params: params({ contestId: Type.String() }), response: dataReply(reply({ sealedHash: Type.Union([Type.String(), Type.Null()]), yourCopyHash: Type.Union([Type.String(), Type.Null()]), played: Type.Boolean() })) }), preHandler: guards.authenticate }, async request => {
    const row = visibleContest(request)
    const sealed = row.state.evidenceHash ?? null
    const me = principalOf(request).id
    const mine = sealed !== null && row.state.players.has(me) ? (await evidence.forPlayer(request.params.contestId, me))?.head ?? null : null
    return { status: true, data: { sealedHash: sealed, yourCopyHash: mine, played: row.state.players.has(me) } }
  })
}

import type { FastifyInstance } from 'fastify'
import { dataReply, field, query, routeSchema, rows } from '@arena/contracts'
import { parseForm, principalOf, type Guards } from '@arena/service-kit'
import { contestIdOf } from '../adapters/requestFields'
import type { MatchingDeps } from '../ports'
import { positionsFor, seriesFor } from './viewPerformance'

/** The caller's position P&L and portfolio value through the contest; the user comes from the token. */
export function performanceRoutes(app: FastifyInstance, guards: Guards, deps: MatchingDeps): void {
  const authenticated = { preHandler: guards.authenticate }
  const contestQuery = query({ contestId: field('contest id') })
  const contestIdIn = (raw: unknown) => contestIdOf(parseForm(contestQuery, raw).contestId)

  app.get('/api/positions', { ...authenticated, schema: routeSchema('matching', { description: 'The caller\'s positions in a contest', querystring: contestQuery, response: dataReply(rows('positions')) }) }, async request =>
    ({ status: true, data: await positionsFor(deps, principalOf(request).id, contestIdIn(request.query)) }))

  app.get('/api/portfolio-series', { ...authenticated, schema: routeSchema('matching', { description: 'The caller\'s portfolio value over the contest', querystring: contestQuery, response: dataReply(rows('points')) }) }, async request =>
    ({ status: true, data: await seriesFor(deps, principalOf(request).id, contestIdIn(request.query)) }))
}

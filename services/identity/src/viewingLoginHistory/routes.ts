import type { FastifyInstance } from 'fastify'
import { principalOf, parseForm } from '@arena/service-kit'
import type { IdentityDeps } from '../adapters/deps'
import { paging } from '../adapters/forms'
import { loginHistory } from '../readModel/loginHistory'
import { field, query, reply, routeSchema, rows, Type } from '@arena/contracts'

const historyQuery = query({ page: field('page, from 1'), limit: field('10, 20 or 50') })

/** GET /api/login-history?page=&limit=: the caller's own logins, newest first. */
export function viewingLoginHistoryRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.get('/api/login-history', { schema: routeSchema('identity', { description: 'The caller\'s logins, newest first', querystring: historyQuery, response: reply({ status: Type.Boolean(), data: rows('logins'), total: Type.Optional(Type.Number()) }) }), preHandler: deps.guards.authenticate }, async request => {
    const { page, size } = paging(parseForm(historyQuery, request.query), deps.limits.loginHistoryPageSize)
    const { items, total } = await loginHistory(deps.store, principalOf(request).id, page, size)
    return { status: true, data: items, total, page, limit: size }
  })
}

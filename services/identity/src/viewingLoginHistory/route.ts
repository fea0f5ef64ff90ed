import type { FastifyInstance } from 'fastify'
import { principalOf } from '@arena/service-kit'
import type { IdentityDeps } from '../app/deps'
import { paging } from '../http/body'

/** GET /api/login-history?page=&limit=: the caller's own logins, newest first. */
export function viewingLoginHistoryRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.get('/api/login-history', { preHandler: deps.guards.authenticate }, async request => {
    const { page, size } = paging(request.query, deps.limits.loginHistoryPageSize)
    const { items, total } = deps.view.loginHistory(principalOf(request).id, page, size)
    return { status: true, data: items, total, page, limit: size }
  })
}

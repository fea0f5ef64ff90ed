import type { FastifyInstance } from 'fastify'
import { principalOf } from '@arena/service-kit'
import type { IdentityDeps } from '../adapters/deps'
import { applyToUser } from '../users/userWrites'
import { causeOf } from '../adapters/caller'
import { publicApi, publicRouteSchema } from '@arena/contracts'

/**
 * Soft delete: the account is locked out at once (deleting ends every session, so its tokens stop working)
 * and an admin can restore it within 6 months.
 */
export function deletingAccountRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/delete-account', { schema: publicRouteSchema('identity', publicApi['POST /api/delete-account']), preHandler: deps.guards.authenticate }, async request => {
    const cause = causeOf(request, deps.clock)
    await applyToUser(deps, principalOf(request).id, { type: 'DeleteAccount', now: new Date(cause.at) }, cause)
    return { status: true, message: 'Account deleted successfully' }
  })
}

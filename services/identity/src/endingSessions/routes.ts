import type { FastifyInstance } from 'fastify'
import { principalOf, unauthorized } from '@arena/service-kit'
import type { IdentityDeps } from '../adapters/deps'
import { applyToUser } from '../users/userWrites'
import { causeOf } from '../adapters/caller'
import { Ack, NoBody, reply, routeSchema, Type } from '@arena/contracts'

/**
 * POST /api/logout ends the caller's session; POST /api/logout-all-devices ends every session of
 * the caller (this device's too). The token and every socket opened with it stop working at once,
 * on every edge: the end is an event each edge's read model folds.
 */
export function endingSessionsRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/logout', { schema: routeSchema('identity', { description: 'Ends this session', body: NoBody, response: Ack }), preHandler: deps.guards.authenticate }, async request => {
    const principal = principalOf(request)
    // The guard has checked the session is open; a token without one never gets this far.
    if (!principal.sessionId) throw unauthorized()
    const cause = causeOf(request, deps.clock, principal.id)
    await applyToUser(deps, principal.id, { type: 'EndSession', sessionId: principal.sessionId }, cause)
    return { status: true, message: 'Logout successfully' }
  })
  app.post('/api/logout-all-devices', { schema: routeSchema('identity', { description: 'Ends every session of the caller', body: NoBody, response: reply({ status: Type.Boolean(), message: Type.String(), sessions: Type.Number() }) }), preHandler: deps.guards.authenticate }, async request => {
    const principal = principalOf(request)
    const cause = causeOf(request, deps.clock, principal.id)
    const ended = await applyToUser(deps, principal.id, { type: 'EndAllSessions' }, cause)
    return { status: true, message: 'Logged out of all devices', sessions: ended.length }
  })
}

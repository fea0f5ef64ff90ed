import type { FastifyInstance } from 'fastify'
import type { IdentityDeps } from '../deps'
import { fieldsOf } from '../adapters/forms'
import { signUp } from './signUp'
import { publicApi, publicRouteSchema } from '@arena/contracts'

/** POST /api/user-registor (mobile, India) and /api/user-registor-email (email, other countries). */
export function signingUpRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/user-registor', { schema: publicRouteSchema('identity', publicApi['POST /api/user-registor']) }, async request => signUp(deps, 'sms', fieldsOf(request.body), request))
  app.post('/api/user-registor-email', { schema: publicRouteSchema('identity', publicApi['POST /api/user-registor-email']) }, async request => signUp(deps, 'email', fieldsOf(request.body), request))
}

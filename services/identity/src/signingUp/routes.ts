import { parseForm } from '@arena/service-kit'
import type { FastifyInstance } from 'fastify'
import { publicApi, publicRouteSchema } from '@arena/contracts'
import { callerOf } from '../adapters/caller'
import type { IdentityDeps } from '../adapters/deps'
import { signUp } from './signUp'

const bySms = publicApi['POST /api/user-registor']
const byEmail = publicApi['POST /api/user-registor-email']

/** POST /api/user-registor (mobile, India) and /api/user-registor-email (email, other countries). */
export function signingUpRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/user-registor', { schema: publicRouteSchema('identity', bySms) }, async request => signUp(deps, 'sms', parseForm(bySms.body, request.body), callerOf(request, deps.clock)))
  app.post('/api/user-registor-email', { schema: publicRouteSchema('identity', byEmail) }, async request => signUp(deps, 'email', parseForm(byEmail.body, request.body), callerOf(request, deps.clock)))
}

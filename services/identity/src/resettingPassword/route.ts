import type { FastifyInstance } from 'fastify'
import type { IdentityDeps } from '../deps'
import { fieldsOf } from '../adapters/forms'
import { forgotPassword } from './forgotPassword'
import { resetPassword } from './resetPassword'
import { publicApi, publicRouteSchema } from '@arena/contracts'

export function resettingPasswordRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/forget-Password', { schema: publicRouteSchema('identity', publicApi['POST /api/forget-Password']) }, async request => forgotPassword(deps, fieldsOf(request.body), request))
  app.post('/api/reset-password', { schema: publicRouteSchema('identity', publicApi['POST /api/reset-password']) }, async request => resetPassword(deps, fieldsOf(request.body), request))
}

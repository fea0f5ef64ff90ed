import type { FastifyInstance } from 'fastify'
import type { IdentityDeps } from '../deps'
import { fieldsOf } from '../adapters/forms'
import { logIn } from './logIn'
import { tempLogIn } from './tempLogIn'
import { publicApi, publicRouteSchema } from '@arena/contracts'

export function loggingInRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/login', { schema: publicRouteSchema('identity', publicApi['POST /api/login']) }, async request => logIn(deps, fieldsOf(request.body), request))
  app.post('/api/temp-user-login', { schema: publicRouteSchema('identity', publicApi['POST /api/temp-user-login']) }, async request => tempLogIn(deps, fieldsOf(request.body), request))
}

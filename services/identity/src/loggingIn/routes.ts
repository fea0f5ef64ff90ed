import { parseForm } from '@arena/service-kit'
import type { FastifyInstance } from 'fastify'
import { publicApi, publicRouteSchema } from '@arena/contracts'
import { callerOf } from '../adapters/caller'
import type { IdentityDeps } from '../adapters/deps'
import { logIn } from './logIn'
import { tempLogIn } from './tempLogIn'

const login = publicApi['POST /api/login']
const tempLogin = publicApi['POST /api/temp-user-login']

export function loggingInRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/login', { schema: publicRouteSchema('identity', login) }, async request => logIn(deps, parseForm(login.body, request.body), callerOf(request, deps.clock)))
  app.post('/api/temp-user-login', { schema: publicRouteSchema('identity', tempLogin) }, async request => tempLogIn(deps, parseForm(tempLogin.body, request.body), callerOf(request, deps.clock)))
}

import { parseForm } from '@arena/service-kit'
import type { FastifyInstance } from 'fastify'
import { publicApi, publicRouteSchema } from '@arena/contracts'
import { callerOf } from '../adapters/caller'
import type { IdentityDeps } from '../adapters/deps'
import { forgotPassword } from './forgotPassword'
import { resetPassword } from './resetPassword'

const forgot = publicApi['POST /api/forget-Password']
const reset = publicApi['POST /api/reset-password']

export function resettingPasswordRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/forget-Password', { schema: publicRouteSchema('identity', forgot) }, async request => forgotPassword(deps, parseForm(forgot.body, request.body), callerOf(request, deps.clock)))
  app.post('/api/reset-password', { schema: publicRouteSchema('identity', reset) }, async request => resetPassword(deps, parseForm(reset.body, request.body), callerOf(request, deps.clock)))
}

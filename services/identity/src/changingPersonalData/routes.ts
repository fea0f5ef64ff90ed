import type { FastifyInstance } from 'fastify'
import { publicApi, publicRouteSchema } from '@arena/contracts'
import { principalOf, parseForm } from '@arena/service-kit'
import { callerOf } from '../adapters/caller'
import type { IdentityDeps } from '../adapters/deps'
import { changePersonalData } from './changePersonalData'

const call = publicApi['POST /api/persional-data-update']

export function changingPersonalDataRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/persional-data-update', { schema: publicRouteSchema('identity', call), preHandler: deps.guards.authenticate }, async request =>
    changePersonalData(deps, principalOf(request).id, parseForm(call.body, request.body), callerOf(request, deps.clock)))
}

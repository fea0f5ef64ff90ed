import type { FastifyInstance } from 'fastify'
import type { IdentityDeps } from '../deps'
import { fieldsOf } from '../adapters/forms'
import { changePersonalData } from './changePersonalData'
import { publicApi, publicRouteSchema } from '@arena/contracts'

export function changingPersonalDataRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/persional-data-update', { schema: publicRouteSchema('identity', publicApi['POST /api/persional-data-update']), preHandler: deps.guards.authenticate }, async request => changePersonalData(deps, fieldsOf(request.body), request))
}

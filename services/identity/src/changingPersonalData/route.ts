import type { FastifyInstance } from 'fastify'
import type { IdentityDeps } from '../app/deps'
import { fieldsOf } from '../http/body'
import { changePersonalData } from './changePersonalData'

export function changingPersonalDataRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/persional-data-update', { preHandler: deps.guards.authenticate }, async request => changePersonalData(deps, fieldsOf(request.body), request))
}

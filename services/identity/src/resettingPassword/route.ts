import type { FastifyInstance } from 'fastify'
import type { IdentityDeps } from '../app/deps'
import { fieldsOf } from '../http/body'
import { forgotPassword } from './forgotPassword'
import { resetPassword } from './resetPassword'

export function resettingPasswordRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/forget-Password', async request => forgotPassword(deps, fieldsOf(request.body), request))
  app.post('/api/reset-password', async request => resetPassword(deps, fieldsOf(request.body), request))
}

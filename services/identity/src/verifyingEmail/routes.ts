import { parseForm } from '@arena/service-kit'
import type { FastifyInstance } from 'fastify'
import { publicApi, publicRouteSchema } from '@arena/contracts'
import type { IdentityDeps } from '../adapters/deps'
import { applyToUser } from '../users/userWrites'
import { IdentityError } from '../domain/errors'
import { causeOf } from '../adapters/caller'
import { readEmailLink } from './emailLink'

const call = publicApi['POST /api/email-verification']

/** POST /api/email-verification { userId: <the token from /login/{_id}> } */
export function verifyingEmailRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/email-verification', { schema: publicRouteSchema('identity', call) }, async request => {
    const now = deps.clock.now()
    const claims = readEmailLink(deps, parseForm(call.body, request.body).userId ?? '', now)
    if (!claims) throw new IdentityError('EMAIL_CHANGED')
    await applyToUser(deps, claims.userId, { type: 'VerifyEmail', email: claims.email }, causeOf(request, deps.clock, claims.userId))
    return { status: true, message: 'Email verified successfully' }
  })
}

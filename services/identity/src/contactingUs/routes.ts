import type { FastifyInstance } from 'fastify'
import { identityStreams, newId, publicApi, publicRouteSchema } from '@arena/contracts'
import { validateContact } from '@arena/domain'
import type { IdentityDeps } from '../adapters/deps'
import { causeOf } from '../adapters/caller'
import { publicForm } from '../adapters/publicForms'

const call = publicApi['POST /api/contactUs']
const CONTACT_LIMITS = { name: ['Name', 100], email: ['Email', 254], subject: ['Subject', 200], message: ['Message', 5000] } satisfies Record<string, [string, number]>

/** POST /api/contactUs. Success is read as data.status / data.message; a failure body is stored as errors. */
export function contactingUsRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/contactUs', { schema: publicRouteSchema('identity', call) }, async request => {
    const input = publicForm(deps, request, call.body, CONTACT_LIMITS, validateContact)
    const data = { name: input.name!.trim(), email: input.email!.trim(), subject: input.subject!.trim(), message: input.message!.trim() }
    await deps.commands.once(identityStreams.contact(newId()), { type: 'ContactMessageReceived', data }, causeOf(request, deps.clock, 'anonymous'))
    return { data: { status: true, message: 'Thank you for contacting us. We will get back to you soon' } }
  })
}

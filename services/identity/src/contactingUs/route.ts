import type { FastifyInstance } from 'fastify'
import { identityStreams, newId, originating, publicApi, publicRouteSchema } from '@arena/contracts'
import { validateContact } from '@arena/domain'
import { HttpError } from '@arena/service-kit'
import type { IdentityDeps } from '../deps'
import { assertValid, lengthErrors, parseForm } from '../adapters/forms'
import { refusals } from '../adapters/refusals'

const call = publicApi['POST /api/contactUs']
const CONTACT_LIMITS = { name: ['Name', 100], email: ['Email', 254], subject: ['Subject', 200], message: ['Message', 5000] } satisfies Record<string, [string, number]>

/** POST /api/contactUs. Success is read as data.status / data.message; a failure body is stored as errors. */
export function contactingUsRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/contactUs', { schema: publicRouteSchema('identity', call) }, async request => {
    const input = parseForm(call.body, request.body)
    // Content rules first, so a field that is both wrong and long shows the content message.
    assertValid({ ...lengthErrors(input, CONTACT_LIMITS), ...validateContact(input) })
    if (deps.limiters.formsPerIp.retryAfterSeconds(request.ip) > 0) throw new HttpError(429, refusals.tooManyForms, undefined, 'TOO_MANY_REQUESTS')
    deps.limiters.formsPerIp.hit(request.ip)
    const messageId = newId()
    const data = { name: input.name!.trim(), email: input.email!.trim(), subject: input.subject!.trim(), message: input.message!.trim() }
    const metadata = originating('anonymous', deps.clock.now().toISOString(), String(request.id))
    await deps.commands.once(identityStreams.contact(messageId), { type: 'ContactMessageReceived', data }, metadata)
    return { data: { status: true, message: 'Thank you for contacting us. We will get back to you soon' } }
  })
}

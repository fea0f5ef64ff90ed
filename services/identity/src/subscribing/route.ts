import type { FastifyInstance } from 'fastify'
import { identityStreams, originating, publicApi, publicRouteSchema } from '@arena/contracts'
import { normalizeMobile, validateSubscriber } from '@arena/domain'
import { HttpError } from '@arena/service-kit'
import type { IdentityDeps } from '../deps'
import { assertValid, lengthErrors, parseForm } from '../adapters/forms'
import { refusals } from '../adapters/refusals'

const call = publicApi['POST /api/user-subscriber']
const SUBSCRIBER_LIMITS = { name: ['Name', 100], email: ['Email', 254] } satisfies Record<string, [string, number]>

/** POST /api/user-subscriber: "Get updates about the product on launch". One subscription per email. */
export function subscribingRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/user-subscriber', { schema: publicRouteSchema('identity', call) }, async request => {
    const input = parseForm(call.body, request.body)
    assertValid({ ...lengthErrors(input, SUBSCRIBER_LIMITS), ...validateSubscriber(input) })
    if (deps.limiters.formsPerIp.retryAfterSeconds(request.ip) > 0) throw new HttpError(429, refusals.tooManyForms, undefined, 'TOO_MANY_REQUESTS')
    deps.limiters.formsPerIp.hit(request.ip)
    const email = input.email!.trim().toLowerCase()
    const data = { name: input.name!.trim(), email, mobile: normalizeMobile(input.mobile!) }
    const metadata = originating('anonymous', deps.clock.now().toISOString(), String(request.id))
    const outcome = await deps.commands.once(identityStreams.subscriber(email), { type: 'SubscriberAdded', data }, metadata)
    if (outcome === 'repeated') return { status: true, message: 'You are already subscribed' }
    return { status: true, message: 'Thank you for subscribing' }
  })
}

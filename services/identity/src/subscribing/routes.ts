import type { FastifyInstance } from 'fastify'
import { identityStreams, publicApi, publicRouteSchema } from '@arena/contracts'
import { normalizeMobile, validateSubscriber } from '@arena/domain'
import type { IdentityDeps } from '../adapters/deps'
import { causeOf } from '../adapters/caller'
import { publicForm } from '../adapters/publicForms'

const call = publicApi['POST /api/user-subscriber']
const SUBSCRIBER_LIMITS = { name: ['Name', 100], email: ['Email', 254] } satisfies Record<string, [string, number]>

/** POST /api/user-subscriber: "Get updates about the product on launch". One subscription per email. */
export function subscribingRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/user-subscriber', { schema: publicRouteSchema('identity', call) }, async request => {
    const input = publicForm(deps, request, call.body, SUBSCRIBER_LIMITS, validateSubscriber)
    const email = input.email!.trim().toLowerCase()
    const data = { name: input.name!.trim(), email, mobile: normalizeMobile(input.mobile!) }
    const outcome = await deps.commands.once(identityStreams.subscriber(email), { type: 'SubscriberAdded', data }, causeOf(request, deps.clock, 'anonymous'))
    if (outcome === 'repeated') return { status: true, message: 'You are already subscribed' }
    return { status: true, message: 'Thank you for subscribing' }
  })
}

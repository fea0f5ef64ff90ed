import type { FastifyInstance } from 'fastify'
import { INDIAN_STATES } from '@arena/contracts'
import { calendarDateAt, validatePlayerDeclaration } from '@arena/domain'
import { principalOf, parseForm } from '@arena/service-kit'
import type { IdentityDeps } from '../adapters/deps'
import { applyToUser, requireUser } from '../users/userWrites'
import { IdentityError } from '../domain/errors'
import { causeOf } from '../adapters/caller'
import { assertValid } from '../adapters/forms'
import { field, form, reply, routeSchema, Type } from '@arena/contracts'

const declarationForm = form({ dob: field('YYYY-MM-DD'), state: field('Indian state') })

export const declarationMessages = { declared: 'Thank you, your details are saved' } as const

/**
 * POST /api/player-declaration `{ dob, state }`: the once-only declaration a paid contest asks
 * for (the contest answers 428 with `dob` and `state` errors until it is made). The caller's
 * own account only; a second declaration is refused, so it is never asked again.
 */
export function declaringPlayerRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  app.post('/api/player-declaration', { schema: routeSchema('identity', { description: 'The once-only declaration of date of birth and state a paid contest asks for', body: declarationForm, response: reply({ status: Type.Boolean(), message: Type.String(), data: reply({ dob: Type.String(), state: Type.String() }) }) }), preHandler: deps.guards.authenticate }, async request => {
    const asked = parseForm(declarationForm, request.body)
    const userId = principalOf(request).id
    const dob = asked.dob?.trim()
    const state = asked.state?.trim()
    assertValid(validatePlayerDeclaration({ dob, state, states: INDIAN_STATES, today: calendarDateAt(deps.clock.now()) }))
    if (requireUser(deps, userId).declaration) throw new IdentityError('ALREADY_DECLARED')
    await applyToUser(deps, userId, { type: 'DeclarePlayer', dob: dob!, state: state!, now: deps.clock.now() }, causeOf(request, deps.clock))
    return { status: true, message: declarationMessages.declared, data: { dob, state } }
  })
}

import type { FastifyInstance } from 'fastify'
import { DEPOSIT_LIMIT_PERIODS, type DepositLimitPeriod } from '@arena/domain'
import { badRequest, principalOf } from '@arena/service-kit'
import type { WalletRouteDeps } from '../adapters/routeDeps'
import { asHttp } from '../adapters/errorMap'
import { commandIdOf } from '../adapters/requestFields'
import { anyObject, dataReply, field, form, params, reply, routeSchema, Type } from '@arena/contracts'

type ById = { Params: { userId: string } }

/** The limits a body asks for: a period left out stays; null or "" removes; anything else is read as an amount. */
function limitsOf(body: unknown): Partial<Record<DepositLimitPeriod, string | null>> {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const limits: Partial<Record<DepositLimitPeriod, string | null>> = {}
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const value = fields[period]
    if (value === undefined) continue
    if (value !== null && typeof value !== 'string' && typeof value !== 'number') throw badRequest('Please check the highlighted fields', { [period]: 'Must be an amount' })
    limits[period] = value === null ? null : String(value)
  }
  return limits
}

/**
 * Responsible play (docs/adr/0017). The player's own limits and breaks: always the token's user.
 * Admins may read a user's settings but no route lets anyone shorten or lift them.
 */
export function responsiblePlayRoutes(app: FastifyInstance, deps: WalletRouteDeps): void {
  const { handlers, clock, guards } = deps
  const authenticated = { preHandler: guards.authenticate }
  const admin = { preHandler: guards.requireAdmin }

  app.get('/api/responsible-play', { ...authenticated, schema: routeSchema('wallet', { description: 'The caller\'s deposit limits and break', response: dataReply(anyObject('limits, pending changes and break')) }) }, async request =>
    ({ status: true, data: await handlers.responsiblePlay(principalOf(request).id, clock.now().toISOString()) }))

  app.post('/api/responsible-play/limits', { ...authenticated, schema: routeSchema('wallet', { description: 'Sets deposit limits (null removes one)', body: form({ daily: field('INR or null'), weekly: field('INR or null'), monthly: field('INR or null') }), response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('limits') }) }) }, async request =>
    asHttp(async () => {
      const userId = principalOf(request).id
      const at = clock.now().toISOString()
      const result = await handlers.setDepositLimits({ commandId: commandIdOf(request), at, userId, limits: limitsOf(request.body) }, { actor: userId })
      const waiting = result.events.some(e => e.type === 'DepositLimitChanged' && e.data.appliesAt !== e.data.requestedAt)
      const message = waiting ? 'Saved. A higher or removed limit applies after 24 hours; a lower one applies now' : 'Deposit limits saved'
      return { status: true, message, data: await handlers.responsiblePlay(userId, at) }
    }),
  )

  app.post('/api/responsible-play/break', { ...authenticated, schema: routeSchema('wallet', { description: 'Starts a break (logs the caller out)', body: form({ duration: field('a break length') }), response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('limits and break') }) }) }, async request =>
    asHttp(async () => {
      const userId = principalOf(request).id
      const at = clock.now().toISOString()
      const raw = (request.body as { duration?: unknown } | null)?.duration
      const duration = typeof raw === 'string' ? raw : ''
      await handlers.takeBreak({ commandId: commandIdOf(request), at, userId, duration }, { actor: userId })
      // Identity's saga ends every session open at `from`; this answer is the last this token gets.
      return { status: true, message: 'Your break has started. You have been logged out.', data: await handlers.responsiblePlay(userId, at) }
    }),
  )

  app.get<ById>('/api/admin/users/:userId/responsible-play', { ...admin, schema: routeSchema('wallet', { description: 'Admin: a user\'s deposit limits and break', params: params({ userId: Type.String() }), response: dataReply(anyObject('limits and break')) }) }, async request =>
    ({ status: true, data: await handlers.responsiblePlay(request.params.userId, clock.now().toISOString()) }))
}

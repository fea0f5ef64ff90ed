import type { FastifyInstance, preHandlerHookHandler } from 'fastify'
import { Type } from '@sinclair/typebox'
import { reply, routeSchema, rows } from '@arena/contracts'
import { withNames, type FairPlayFlags } from './fairPlayCheck'

export interface FairPlayRouteDeps {
  flags: FairPlayFlags
  nameOf(userId: string): string
  requireAdmin: preHandlerHookHandler
}

const FlagsReply = reply({
  status: Type.Optional(Type.Boolean()),
  data: rows('flags, newest evidence first'),
  total: Type.Integer({ minimum: 0, description: 'how many flags there are in all: more than `data` holds when one answer cannot carry them all' }),
})

/** GET /api/admin/fair-play/flags (admin): accounts sharing a device, bank account, UPI id or PAN, and sign-up bursts. */
export function checkingFairPlayRoutes(app: FastifyInstance, deps: FairPlayRouteDeps): void {
  app.get('/api/admin/fair-play/flags', { schema: routeSchema('identity', { description: 'Admin: accounts sharing a device, bank account, UPI id or PAN, and sign-up bursts', response: FlagsReply }), preHandler: deps.requireAdmin }, async () => {
    const page = await deps.flags.newest()
    return { status: true, data: withNames(page.flags, deps.nameOf), total: page.total }
  })
}

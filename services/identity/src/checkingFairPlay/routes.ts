import type { FastifyInstance, preHandlerHookHandler } from 'fastify'
import { flagList, type FairPlayDeps } from './fairPlayCheck'
import { dataReply, routeSchema, rows } from '@arena/contracts'

/** GET /api/admin/fair-play/flags (admin): accounts sharing a device, bank account, UPI id or PAN, and sign-up bursts. */
export function checkingFairPlayRoutes(app: FastifyInstance, deps: FairPlayDeps & { requireAdmin: preHandlerHookHandler }): void {
  app.get('/api/admin/fair-play/flags', { schema: routeSchema('identity', { description: 'Admin: accounts sharing a device, bank account, UPI id or PAN, and sign-up bursts', response: dataReply(rows('flags')) }), preHandler: deps.requireAdmin }, async () => ({ status: true, data: await flagList(deps) }))
}

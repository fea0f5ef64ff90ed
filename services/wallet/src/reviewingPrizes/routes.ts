import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PrizeHoldDto } from '@arena/contracts'
import { badRequest, principalOf } from '@arena/service-kit'
import { adminActor, adminCause, foundAfterCatchUp, type ById, type WalletRouteDeps } from '../adapters/routeDeps'
import { asHttp } from '../adapters/errorMap'
import { prizeHoldMessages as m } from '../domain/prizeHold'
import type { PrizeHolds } from '../readModel/prizeHolds'
import type { PrizeReview } from './prizeReview'
import { dataReply, field, NoBody, params, query, reply, routeSchema, rows, Type } from '@arena/contracts'
import { reasonForm, walletForm } from '../adapters/requestFields'

export interface PrizeReviewRouteDeps {
  review: PrizeReview
  holds: PrizeHolds
  wallet: WalletRouteDeps
  /** Resolves once the holds view shows everything committed so far (a hold made by another instance). */
  catchUp(): Promise<void>
}

const statuses: readonly PrizeHoldDto['status'][] = ['held', 'released', 'withheld']

const prizeHoldsQuery = query({ status: field('held, released, withheld or all') })

/**
 * The admin's prize review (the "Fair play" page): list held prizes, release one into the winning
 * wallet or withhold it with a reason. A player sees their own held prizes.
 */
export function prizeReviewRoutes(app: FastifyInstance, deps: PrizeReviewRouteDeps): void {
  const { holds, review, wallet } = deps
  const admin = { preHandler: wallet.guards.requireAdmin }
  const actor = adminActor
  const cause = adminCause

  async function decide(request: FastifyRequest<ById>, run: (holdId: string, at: string) => Promise<unknown>): Promise<PrizeHoldDto> {
    const holdId = request.params.id
    await foundAfterCatchUp(deps.catchUp, () => holds.of(holdId) ?? undefined, m.notHeld)
    await asHttp(() => run(holdId, wallet.clock.now().toISOString()))
    return holds.of(holdId)!
  }

  app.get('/api/admin/prize-holds', { ...admin, schema: routeSchema('wallet', { description: 'Admin: prizes held for fair-play review', querystring: prizeHoldsQuery, response: dataReply(rows('holds')) }) }, async request => {
    const q = walletForm(prizeHoldsQuery, request.query)
    const status = q.status
    if (status !== undefined && status !== '' && !(statuses as readonly string[]).includes(status)) {
      throw badRequest('Please check the highlighted fields', { status: `Must be one of ${statuses.join(', ')}` })
    }
    await deps.catchUp()
    return { status: true, data: holds.list((status || undefined) as PrizeHoldDto['status'] | undefined) }
  })

  app.post<ById>('/api/admin/prize-holds/:id/release', { ...admin, schema: routeSchema('wallet', { description: 'Admin: pays a held prize', params: params({ id: Type.String() }), body: NoBody, response: reply({ status: Type.Boolean(), message: Type.String() }) }) }, async request => {
    const hold = await decide(request, (holdId, at) => review.release(wallet.handlers, holdId, actor(request), at, cause(request)))
    return { status: true, message: m.released, data: { hold, balances: wallet.view.balances(hold.userId) } }
  })

  app.post<ById>('/api/admin/prize-holds/:id/withhold', { ...admin, schema: routeSchema('wallet', { description: 'Admin: withholds a held prize', params: params({ id: Type.String() }), body: reasonForm, response: reply({ status: Type.Boolean(), message: Type.String() }) }) }, async request => {
    const fields = walletForm(reasonForm, request.body)
    const reason = (fields.reason ?? '').trim()
    if (reason === '') throw badRequest('Please check the highlighted fields', { reason: m.reasonRequired })
    const hold = await decide(request, (holdId, at) => review.execute({ type: 'WithholdPrize', holdId, withheldBy: actor(request), reason, at }, cause(request)))
    return { status: true, message: m.withheld, data: { hold } }
  })

  app.get('/api/prize-holds', { schema: routeSchema('wallet', { description: 'The caller\'s held prizes', response: dataReply(rows('holds')) }), preHandler: wallet.guards.authenticate }, async request => ({
    status: true, data: holds.list(undefined, principalOf(request).id),
  }))
}

import type { FastifyInstance } from 'fastify'
import { walletMessages } from '../domain/errors'
import { adminActor, adminCause, foundAfterCatchUp, type WalletRouteDeps } from '../adapters/routeDeps'
import { asHttp } from '../adapters/errorMap'
import { holdMessages } from '../domain/payoutHold'
import type { PayoutHolds } from '../readModel/payoutHolds'
import type { PayoutReview } from './payoutReview'
import { NoBody, params, reply, routeSchema, Type } from '@arena/contracts'

export interface PayoutReviewRouteDeps {
  review: PayoutReview
  holds: PayoutHolds
  wallet: WalletRouteDeps
}

/**
 * POST /api/admin/withdrawals/:id/release (admin): lets a held withdrawal go on to completion.
 * Rejecting a held one is the usual POST /api/admin/withdrawals/:id/reject.
 */
export function payoutReviewRoutes(app: FastifyInstance, deps: PayoutReviewRouteDeps): void {
  const actor = adminActor
  app.post<{ Params: { id: string } }>('/api/admin/withdrawals/:id/release', { schema: routeSchema('wallet', { description: 'Admin: releases a held withdrawal to the payout queue', params: params({ id: Type.String() }), body: NoBody, response: reply({ status: Type.Boolean(), message: Type.String(), data: reply({ hold: Type.Unknown() }) }) }), preHandler: deps.wallet.guards.requireAdmin }, async request => {
    const withdrawalId = request.params.id
    // Only a withdrawal the wallet knows can be released.
    await foundAfterCatchUp(deps.wallet.catchUp, () => deps.wallet.view.withdrawalOwner(withdrawalId), walletMessages.withdrawalNotFound)
    const at = deps.wallet.clock.now().toISOString()
    await asHttp(() => deps.review.execute({ type: 'ReleaseHold', withdrawalId, releasedBy: actor(request), at }, adminCause(request)))
    return { status: true, message: holdMessages.released, data: { hold: deps.holds.of(withdrawalId) } }
  })
}

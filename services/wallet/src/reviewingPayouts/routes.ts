import type { FastifyInstance, FastifyRequest } from 'fastify'
import { conflict, notFound, principalOf } from '@arena/service-kit'
import { walletMessages } from '../domain/errors'
import type { WalletRouteDeps } from '../adapters/routeDeps'
import { PayoutHoldRefused, holdMessages } from './payoutHold'
import type { PayoutHolds } from '../readModel/payoutHolds'
import type { PayoutReview } from './payoutReview'
import { NoBody, params, reply, routeSchema, Type } from '@arena/contracts'

export interface PayoutReviewRouteDeps {
  review: PayoutReview
  holds: PayoutHolds
  wallet: WalletRouteDeps
}

/** Only a withdrawal the wallet knows can be released; one this instance has not seen yet may be another's fresh write. */
async function assertKnown({ view, catchUp }: WalletRouteDeps, withdrawalId: string): Promise<void> {
  if (view.withdrawalOwner(withdrawalId)) return
  await catchUp()
  if (!view.withdrawalOwner(withdrawalId)) throw notFound(walletMessages.withdrawalNotFound)
}

/**
 * POST /api/admin/withdrawals/:id/release (admin): lets a held withdrawal go on to completion.
 * Rejecting a held one is the usual POST /api/admin/withdrawals/:id/reject.
 */
export function payoutReviewRoutes(app: FastifyInstance, deps: PayoutReviewRouteDeps): void {
  const actor = (request: FastifyRequest) => `admin:${principalOf(request).id}`
  app.post<{ Params: { id: string } }>('/api/admin/withdrawals/:id/release', { schema: routeSchema('wallet', { description: 'Admin: releases a held withdrawal to the payout queue', params: params({ id: Type.String() }), body: NoBody, response: reply({ status: Type.Boolean(), message: Type.String(), data: reply({ hold: Type.Unknown() }) }) }), preHandler: deps.wallet.guards.requireAdmin }, async request => {
    const withdrawalId = request.params.id
    await assertKnown(deps.wallet, withdrawalId)
    try {
      const at = deps.wallet.clock.now().toISOString()
      await deps.review.execute({ type: 'ReleaseHold', withdrawalId, releasedBy: actor(request), at }, { actor: actor(request), correlationId: String(request.id) })
    } catch (error) {
      if (error instanceof PayoutHoldRefused) throw conflict(error.message)
      throw error
    }
    return { status: true, message: holdMessages.released, data: { hold: deps.holds.of(withdrawalId) } }
  })
}

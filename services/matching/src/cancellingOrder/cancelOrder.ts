import type { OrderDto } from '@arena/contracts'
import type { Principal } from '@arena/service-kit'
import type { MatchingDeps } from '../ports'
import { termsOf } from '../readModel/termsOf'
import { OrderRefused } from '../domain/errors'

/**
 * Cancels one of the caller's pending orders; the reservation is released in the same event.
 * Someone else's order answers exactly like a missing one, so order ids cannot be probed.
 */
export async function cancelOrder(deps: MatchingDeps, principal: Principal, orderId: string, at: string): Promise<OrderDto> {
  const order = deps.projection.accounts.order(orderId)
  if (!order || order.user_id !== principal.id) throw new OrderRefused('orderNotFound')
  const contest = await termsOf(deps, order.contest_id)
  if (!contest) throw new OrderRefused('orderNotFound')
  await deps.commands.execute({ type: 'CancelOrder', contestId: order.contest_id, userId: principal.id, orderId, contest, at }, { actor: principal.id, at })
  return deps.projection.accounts.order(orderId) ?? order
}

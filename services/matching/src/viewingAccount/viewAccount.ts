import type { OrderDto } from '@arena/contracts'
import { badRequest, notFound } from '@arena/service-kit'
import { matchingMessages as m } from '../domain/messages'
import type { MatchingDeps } from '../ports'
import { accountViewsOf } from '../readModel/settledAccounts'
import { accountDataDto, type AccountDataDto } from './accountData'

const ORDER_LISTS: Record<string, OrderDto['status'][] | undefined> = {
  pending: ['pending'], success: ['success'], cancelled: ['cancelled'], history: ['success', 'cancelled'],
}

/** The Funds / Account tabs and the header figures of the caller's account. */
export async function accountFor(deps: MatchingDeps, userId: string, contestId: string): Promise<AccountDataDto> {
  const account = (await accountViewsOf(deps.projection, deps.contests, deps.settled, contestId, userId)).account(contestId, userId)
  if (!account?.state.opened) throw notFound(m.notJoined)
  return accountDataDto(account.state, symbol => deps.feed.lastPrice(symbol))
}

/**
 * Open Orders (`pending`) and Order History (`success`; `history` adds the cancelled ones, with
 * why), newest first; `symbol` (upper-cased) narrows to one pair.
 */
export async function ordersFor(deps: MatchingDeps, userId: string, contestId: string, status: string, symbol: string): Promise<OrderDto[]> {
  const statuses = ORDER_LISTS[status]
  if (!statuses) throw badRequest(m.statusInvalid, { status: m.statusInvalid })
  const orders = (await accountViewsOf(deps.projection, deps.contests, deps.settled, contestId, userId)).orders(contestId, userId, ...statuses)
  return symbol ? orders.filter(o => o.symbol === symbol) : orders
}

import type { AdminDepositRowDto, AdminWithdrawalRowDto, PayoutAccountDto, PlayerContactDto, UnmatchedPaymentDto } from '@arena/contracts'
import type { ApiClient } from '../../../app/api'

/** The queues' rows: the wallet's row plus identity's facts on who filed it and where a payout goes. */
export type DepositRowDto = AdminDepositRowDto
export type WithdrawalRowDto = AdminWithdrawalRowDto
export type { PayoutAccountDto, PlayerContactDto, UnmatchedPaymentDto }

export type WalletQueue = 'deposits' | 'withdrawals'
/** '' lists every row; the others are the wallet's settlement states. */
export type QueueFilter = '' | 'pending' | 'success' | 'rejected'
/** release: lets a withdrawal held for the declaration review go on to completion. */
export type QueueAction = 'confirm' | 'complete' | 'reject' | 'release'

export type QueueRow<Q extends WalletQueue> = Q extends 'deposits' ? DepositRowDto : WithdrawalRowDto

/** GET api/admin/deposits?status= or api/admin/withdrawals?status=, newest first. */
export function fetchQueue(api: ApiClient, queue: WalletQueue, filter: QueueFilter) {
  const query = filter ? `?status=${encodeURIComponent(filter)}` : ''
  return api.get<{ status: true; data: (DepositRowDto | WithdrawalRowDto)[] }>(`admin/${queue}${query}`)
}

/** POST api/admin/<queue>/<id>/<action>: confirm (deposits), complete and release (withdrawals), reject (both, with a reason). */
export function postQueueAction(api: ApiClient, queue: WalletQueue, id: string, action: QueueAction, body: { reason?: string; payoutReference?: string }) {
  return api.post<{ status: true; message?: string }>(`admin/${queue}/${encodeURIComponent(id)}/${action}`, body)
}

/** GET api/admin/deposits/unmatched: signed payments nobody could be credited with, newest first. */
export const fetchUnmatchedPayments = (api: ApiClient) => api.get<{ status: true; data: UnmatchedPaymentDto[] }>('admin/deposits/unmatched')

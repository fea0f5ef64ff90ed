import { DepositRequested, streams, WithdrawalRequested } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'

export interface WalletRequests {
  /** A deposit's request as the wallet recorded it; undefined when the player's wallet has none of that id. */
  depositRequest(userId: string, depositId: string): Promise<{ amount: string; reference: string } | undefined>
  /** A withdrawal's request: the amount asked, what is paid out and the tax withheld. */
  withdrawalRequest(userId: string, withdrawalId: string): Promise<{ amount: string; paid: string; tax: string } | undefined>
}

/**
 * Requests read from the player's own wallet stream, for a module that words a later decision
 * (support's notifications repeat a rejected deposit's amount, a paid withdrawal's TDS): the
 * wallet reads its events, the asker gets figures.
 */
export function walletRequestsIn(store: Pick<EventStore, 'readStream'>): WalletRequests {
  return {
    async depositRequest(userId, depositId) {
      const request = (await store.readStream(streams.wallet(userId))).findLast(e => e.type === DepositRequested.type && (e.data as { depositId?: unknown }).depositId === depositId)
      if (!request) return undefined
      const { amount, reference } = DepositRequested.parse(request.data)
      return { amount, reference }
    },
    async withdrawalRequest(userId, withdrawalId) {
      const request = (await store.readStream(streams.wallet(userId))).findLast(e => e.type === WithdrawalRequested.type && (e.data as { withdrawalId?: unknown }).withdrawalId === withdrawalId)
      if (!request) return undefined
      const { amount, tds } = WithdrawalRequested.parse(request.data)
      return { amount, paid: tds.paid, tax: tds.tax }
    },
  }
}
